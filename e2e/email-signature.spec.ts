import { adminApiToken, insertAdminUser, loginAsAdmin, openAdminSection, openProspects } from './support/admin';
import { queryRows } from './support/database';
import { expect, test } from './support/test';

// Each user's signature under what they send (docs/decisions/0467-email-signatures.md).
test('a signature written from the composer goes under the e-mail sent, and is found again in the settings', async ({ page, request }) => {
  const stamp = Date.now();
  const username = `signe${stamp}`;
  const password = `Signature-${stamp}-Aa1!`;
  await insertAdminUser(username, password);
  const email = `signature.${stamp}@exemple.fr`;
  const created = await request.post('/api/admin/prospects', { headers: { 'x-api-key': await adminApiToken(request) }, data: { nom: 'Roux', prenom: 'Inès', email } });
  expect(created.status()).toBe(201);

  await loginAsAdmin(page, username, password);
  const prospects = await openProspects(page);
  await prospects.getByRole('searchbox', { name: 'Rechercher un prospect' }).fill(email);
  await prospects.getByRole('row', { name: /Modifier Inès Roux/ }).click();
  const record = page.getByRole('dialog', { name: /Prospect / }).last();
  await record.getByRole('button', { name: `Écrire à ${email}` }).click();
  const composer = record.getByRole('form', { name: 'Écrire un e-mail au prospect' });
  await expect(record.getByText('Aucune signature ne sera ajoutée.')).toBeVisible();

  await record.getByRole('button', { name: 'Ajouter une signature' }).click();
  const dialog = page.getByRole('dialog', { name: 'Votre signature d’e-mail' });
  const field = dialog.getByRole('textbox', { name: 'Signature' });
  await field.fill('x'.repeat(501));
  await expect(field).toHaveValue('x'.repeat(500));
  await field.fill('Camille Martin\nCheffe de projet IA');
  await dialog.getByRole('button', { name: 'Enregistrer la signature' }).click();
  await expect(dialog).toBeHidden();
  await expect(record.getByText('Votre signature sera ajoutée à la fin :')).toBeVisible();
  await expect(record.locator('[data-slot="signature-note"]')).toContainText('Camille Martin');

  await composer.getByRole('textbox', { name: 'Objet' }).fill('Votre projet');
  await composer.getByRole('textbox', { name: `Message à ${email}` }).fill('Bonjour Inès,');
  await composer.getByRole('button', { name: 'Envoyer l’e-mail' }).click();
  await expect(composer.getByRole('status')).toContainText('E-mail enregistré');
  const sent = () => queryRows<{ body: string; author: string }>('select e.body, e.author from prospect_emails e join prospects p on p.id = e.prospect_id where p.email = ?', email);
  expect(sent()).toEqual([{ body: 'Bonjour Inès,\n\n-- \nCamille Martin\nCheffe de projet IA', author: username }]);
  await page.keyboard.press('Escape');

  const preferences = await openAdminSection(page, 'settings-preferences');
  await expect(preferences.getByRole('form', { name: 'Votre signature d’e-mail' }).getByRole('textbox', { name: 'Signature' })).toHaveValue('Camille Martin\nCheffe de projet IA');
});
