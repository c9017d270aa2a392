import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { retryAnswerHolds, SmtpStatus } from './smtp-status';

const smtp = { configured: true, message: 'Serveur SMTP configuré : les e-mails partent de contact@exemple.fr.' };
const retry = { onRetry: () => undefined, pending: false };
const render = (count: number, nextAttemptAt: string | null, canWrite = true) =>
  renderToStaticMarkup(createElement(SmtpStatus, { smtp, waiting: { count, nextAttemptAt }, retry: canWrite ? retry : undefined }));

describe('SmtpStatus', () => {
  it('says the mail server works when no e-mail waits', () => {
    const html = render(0, null);
    expect(html).toContain('E-mail (SMTP)\u00a0: opérationnel.');
    expect(html).toContain('emerald');
    expect(html).not.toContain('pas encore pu partir');
    expect(html).not.toContain('Réessayer maintenant');
  });

  it('says how many e-mails wait and at what time the server tries again, in French', () => {
    const next = new Date(2026, 11, 5, 14, 32);
    const html = render(3, next.toISOString());
    expect(html).toContain('role="status"');
    expect(html).toContain('E-mail (SMTP)\u00a0: envois refusés.');
    expect(html).toContain('amber');
    expect(html).toContain('3 e-mails n’ont pas encore pu partir\u00a0: le serveur de messagerie ne les a pas acceptés. Nouvel essai automatique à 14:32\u00a0;');
    expect(html).toContain('Réessayer maintenant</button>');
  });

  it('offers no retry to a reader', () => {
    const html = render(1, new Date().toISOString(), false);
    expect(html).toContain('Un e-mail n’a pas encore pu partir');
    expect(html).not.toContain('<button');
  });

  it('drops the retry’s answer that e-mails still wait once none does, and keeps the one that says they left', () => {
    expect(retryAnswerHolds({ waiting: 2 }, 2)).toBe(true);
    expect(retryAnswerHolds({ waiting: 2 }, 0)).toBe(false);
    expect(retryAnswerHolds({ waiting: 0 }, 0)).toBe(true);
  });
});
