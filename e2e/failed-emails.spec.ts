import AxeBuilder from '@axe-core/playwright';
import { execute, loginAsAdmin } from './support/admin';
import { queryRows } from './support/database';
import { insertProspect } from './support/prospects';
import { letterStamp, postContact } from './support/requests';
import { frenchDay } from '../domain/calendar-day';
import { followUpDay } from '../domain/prospects/prospect-emails';
import { ACKNOWLEDGEMENT_AUTHOR } from '../domain/notifications/acknowledgement';
import { expect, test } from './support/test';

// An e-mail the mail server refused is sent again from where it shows (docs/decisions/0455-failed-emails-sent-again.md).
// The e-mails of the browser tests are only logged: a refused one is written as the server keeps it.
test.describe('failed e-mails sent again', () => {
  test("a request's reply that failed is sent again from the thread, once, and the focus stays in the thread", async ({ page, request }) => {
    const stamp = letterStamp();
    const email = `refus.${stamp}@exemple.fr`;
    const id = await postContact(request, { name: `Refus ${stamp}`, email, company: 'Atelier', message: 'Un devis, svp.' });
    execute(
      "insert into request_messages (request_id, kind, author, subject, body, recipient, delivery, created_at) values (?, 'reply', 'admin', 'Votre devis', 'Bonjour, voici le devis.', ?, 'failed', ?)",
      id,
      email,
      new Date().toISOString(),
    );
    await loginAsAdmin(page);
    await page.goto(`/admin#demande-${id}`);
    const detail = page.getByRole('dialog', { name: 'Message de contact' });
    const thread = detail.getByRole('list', { name: 'Fil de la conversation' });
    const reply = thread.getByRole('listitem').filter({ hasText: 'Bonjour, voici le devis.' });
    await expect(reply).toContainText('échec de l’envoi');
    await expect(reply.getByRole('button', { name: 'Renvoyer la réponse' })).toBeVisible();
    expect(await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa']).analyze().then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))).toEqual([]);
    // The first try does not reach the server: said beside the button, which keeps the focus for the next one.
    const resend = reply.getByRole('button', { name: 'Renvoyer la réponse' });
    let cutOnce = false;
    await page.route('**/replies/*/resend', (route) => {
      if (cutOnce) return route.fallback();
      cutOnce = true;
      return route.fulfill({ status: 503, json: { success: false, message: 'Service momentanément indisponible' } });
    });
    await resend.focus();
    await page.keyboard.press('Enter');
    await expect(reply.getByRole('alert')).toHaveText('Service momentanément indisponible');
    await expect(resend).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(reply).toContainText('journalisée, SMTP non configuré');
    await expect(reply.getByRole('button', { name: 'Renvoyer la réponse' })).toHaveCount(0);
    await expect(thread).toBeFocused();
    expect(queryRows<{ delivery: string }>("select delivery from request_messages where request_id = ? and subject = 'Votre devis'", id)).toEqual([{ delivery: 'logged' }]);
  });

  test("a visitor's acknowledgement that failed is sent again by its own button and leaves the request waiting for its answer", async ({ page, request }) => {
    const stamp = letterStamp();
    const email = `accuse.${stamp.toLowerCase()}@exemple.fr`;
    const id = await postContact(request, { name: `Accusé ${stamp}`, email, company: 'Atelier', message: 'Un devis, svp.' });
    execute(
      "insert into request_messages (request_id, kind, author, subject, body, recipient, delivery, created_at, delivery_attempts, retry_at) values (?, 'reply', ?, 'Votre message est bien arrivé', ?, ?, 'failed', ?, 1, ?)",
      id,
      ACKNOWLEDGEMENT_AUTHOR,
      `Accusé refusé ${stamp} : nous vous répondons sous 2 h.`,
      email,
      new Date().toISOString(),
      // Its next automatic attempt (0545), far enough for the server's job to leave it to the button.
      '2099-01-02T13:30:00.000Z',
    );
    await loginAsAdmin(page);
    await page.goto(`/admin#demande-${id}`);
    const thread = page.getByRole('dialog', { name: 'Message de contact' }).getByRole('list', { name: 'Fil de la conversation' });
    const acknowledgement = thread.getByRole('listitem').filter({ hasText: `Accusé refusé ${stamp}` });
    await expect(acknowledgement.getByRole('button', { name: 'Renvoyer la réponse' })).toHaveCount(0);
    await expect(acknowledgement).toContainText('(échec de l’envoi) · nouvel essai automatique le 02/01/2099 14:30');
    await acknowledgement.getByRole('button', { name: 'Renvoyer l’accusé de réception' }).click();
    await expect(acknowledgement.getByRole('button', { name: 'Renvoyer l’accusé de réception' })).toHaveCount(0);
    await expect(acknowledgement).not.toContainText('nouvel essai automatique');
    await expect(thread).toBeFocused();
    expect(queryRows<{ status: string; first_answered_at: string | null }>('select status, first_answered_at from callback_requests where id = ?', id)).toEqual([
      { status: 'pending', first_answered_at: null },
    ]);
  });

  test("a prospect's e-mail that failed is sent again from the history, and the follow-up asked with it is planned then", async ({ page }) => {
    const letters = letterStamp();
    const address = `refus.${letters.toLowerCase()}@exemple.fr`;
    const id = insertProspect({ nom: 'Refus', prenom: `Fiche${letters}`, email: address, entreprise: 'Carnet SA', statut: 'Qualifié' });
    execute(
      "insert into prospect_emails (prospect_id, author, recipient, subject, body, delivery, created_at, message_id, follow_up_days) values (?, 'admin', ?, 'Proposition', 'Bonjour, voici la proposition.', 'failed', ?, ?, 3)",
      id,
      address,
      new Date().toISOString(),
      `<refus.${letters}@exemple.fr>`,
    );
    await loginAsAdmin(page);
    await page.goto(`/admin#prospect-${id}`);
    const record = page.getByRole('dialog', { name: /^Prospect CLI-/ });
    const history = record.getByRole('region', { name: 'Historique' });
    const email = history.getByRole('listitem').filter({ hasText: ': Proposition' });
    await expect(email).toContainText('E-mail non parti : Proposition');
    await email.getByRole('button', { name: 'Renvoyer l’e-mail' }).click();
    await expect(history.getByRole('listitem').filter({ hasText: ': Proposition' })).toContainText('E-mail journalisé (SMTP non configuré) : Proposition');
    await expect(history.getByRole('button', { name: 'Renvoyer l’e-mail' })).toHaveCount(0);
    expect(queryRows<{ delivery: string }>('select delivery from prospect_emails where prospect_id = ?', id)).toEqual([{ delivery: 'logged' }]);
    // The record's form shows the follow-up the e-mail asked for, planned from today (0459), and the deal holds it.
    await expect(record.getByRole('textbox', { name: 'Prochaine action', exact: true })).toHaveValue('Relancer après l’e-mail « Proposition »');
    await expect(record.getByLabel('Prochaine action le')).toHaveValue(frenchDay(followUpDay(3)));
    expect(queryRows('select next_action_at from prospects where id = ?', id)).toEqual([{ next_action_at: followUpDay(3) }]);
  });
});
