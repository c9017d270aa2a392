import { startSmtpServer } from '../server/test/smtp';
import { openAdminSection } from './support/admin';
import { loginOn, startOwnServer } from './support/own-server';
import { expect, test, waitingForHydration } from './support/test';

// A lead's notification the mail server refused is kept and sent again (docs/decisions/0537-outgoing-email-retries.md).
test('an admin sees the notification the mail server refused and sends it by the keyboard once the server takes it', async ({ browser }) => {
  test.slow();
  // A mail server of its own, refusing, and a server of its own writing to it: no other journey meets either.
  const smtp = await startSmtpServer({ failing: true });
  const server = await startOwnServer({ SMTP_URL: smtp.url, MAIL_TO: 'agence@exemple.fr' });
  const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  try {
    const lead = await fetch(`${server.baseURL}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Anne Lefort', email: 'anne.lefort@exemple.fr', phone: '06 12 34 56 78', subject: 'Projet', message: 'Un site et un assistant à discuter.' }),
    });
    expect(lead.status).toBe(201);
    await expect.poll(async () => (await server.app.outgoingMail.waiting()).count).toBe(1);

    const admin = waitingForHydration(await context.newPage());
    await loginOn(admin, server.baseURL);
    const section = await openAdminSection(admin, 'settings-notifications');
    const status = section.getByRole('status').filter({ hasText: 'E-mail (SMTP)' });
    await expect(status).toContainText('E-mail (SMTP) : envois refusés.');
    await expect(status).toContainText('Un e-mail n’a pas encore pu partir : le serveur de messagerie ne l’a pas accepté. Nouvel essai automatique à');

    // Still refused: said in French, the e-mail kept, the focus on the button for another try.
    const retry = status.getByRole('button', { name: 'Réessayer maintenant' });
    await retry.focus();
    await admin.keyboard.press('Enter');
    await expect(section.getByRole('alert')).toHaveText('Le serveur de messagerie refuse encore : 1 e-mail reste en attente. Vérifiez SMTP_URL, puis réessayez.');
    await expect(retry).toBeFocused();
    expect(smtp.received).toHaveLength(0);

    // Mended: sent once, to the agency, and the focus on the line that says the mail server works.
    smtp.refuse(false);
    await admin.keyboard.press('Enter');
    await expect(section.getByText('1 e-mail envoyé : plus aucun n’attend.')).toBeVisible();
    await expect(status).toContainText('E-mail (SMTP) : opérationnel.');
    await expect(status).toBeFocused();
    await expect(retry).toHaveCount(0);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['agence@exemple.fr']]);
    expect(smtp.received[0]!.raw).toContain('anne.lefort@exemple.fr');
  } finally {
    await context.close();
    await server.close();
    await smtp.close();
  }
});
