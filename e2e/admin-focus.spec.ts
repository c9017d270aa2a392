import { insertAdminUser, loginAsAdmin, openAdminSection } from './support/admin';
import { expect, test } from './support/test';

// A control disabled while its write runs gets the focus back once answered (docs/decisions/0541-admin-writes-keep-the-focus.md).
test('the focus stays on the button or the field a write was sent from, by the keyboard', async ({ page }) => {
  const username = `focus-${Date.now()}`;
  await insertAdminUser(username, 'Focus-Mdp-E2E-1');
  await loginAsAdmin(page, username, 'Focus-Mdp-E2E-1');

  const notifications = await openAdminSection(page, 'settings-notifications');
  const testMail = notifications.getByRole('button', { name: 'Envoyer un e-mail de test' });
  await testMail.focus();
  await page.keyboard.press('Enter');
  // No mail server here: the answer repeats the SMTP line's reason below the form.
  await expect(notifications.getByText('Aucun serveur d\'envoi configuré', { exact: false })).toHaveCount(2);
  await expect(testMail).toBeFocused();

  // Enter in a field: the form is saved (nothing changed), its fields disabled meanwhile.
  const recipients = notifications.getByRole('textbox', { name: 'Destinataires' });
  await recipients.focus();
  await page.keyboard.press('Enter');
  await expect(notifications.getByRole('status').filter({ hasText: 'Paramètres enregistrés' })).toBeVisible();
  await expect(recipients).toBeFocused();

  const signatureForm = (await openAdminSection(page, 'settings-preferences')).getByRole('form', { name: 'Votre signature d’e-mail' });
  await signatureForm.getByRole('textbox', { name: 'Signature' }).fill('Camille Martin');
  const saveSignature = signatureForm.getByRole('button', { name: 'Enregistrer la signature' });
  await saveSignature.focus();
  await page.keyboard.press('Enter');
  await expect(signatureForm.getByRole('status')).toBeVisible();
  await expect(saveSignature).toBeFocused();
});
