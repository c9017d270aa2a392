import Fastify from 'fastify';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../test/smtp';
import { createMailer } from './mailer';

describe('the mailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('sends French with a no-break space before its punctuation, addresses and hours left as written', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, to: 'agence@exemple.fr', from: 'contact@exemple.fr' }, Fastify({ logger: false }).log);
    const sent = await mailer.notify({
      subject: 'Nouveau message : une question ?',
      text: 'Nom : Léa Martin\nRappel à 14:30 ; merci !\nFiche : https://agence.exemple.fr:8443/admin?vue=1#demande-3',
    });
    expect(sent).toBe(true);
    const mail = await PostalMime.parse(smtp.received[0]!.raw);
    expect(mail.subject).toBe('Nouveau message\u00a0: une question\u00a0?');
    expect(mail.text?.trimEnd()).toBe('Nom\u00a0: Léa Martin\nRappel à 14:30\u00a0; merci\u00a0!\nFiche\u00a0: https://agence.exemple.fr:8443/admin?vue=1#demande-3');
  });
});
