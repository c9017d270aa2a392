import { insertAdminUser, loginAsAdmin, openAdminSection } from './support/admin';
import { expect, test } from './support/test';

// Each user sets the address the back-office writes to, readers included (docs/decisions/0536-own-email-address.md).
test('a reader sets their own address from Préférences personnelles, confirmed by their password, and their reminders go there', async ({ page }) => {
  const reader = 'adresse-lecteur-e2e';
  await insertAdminUser(reader, 'Lecteur-Mdp-E2E-1', 'ROLE_USER');
  await loginAsAdmin(page, reader, 'Lecteur-Mdp-E2E-1');
  const preferences = await openAdminSection(page, 'settings-preferences');
  const form = preferences.getByRole('form', { name: 'Votre adresse e-mail' });
  const address = form.getByRole('textbox', { name: 'Adresse e-mail' });
  const password = form.getByRole('textbox', { name: 'Mot de passe actuel' });
  const reminders = preferences.getByRole('region', { name: 'Vos rappels par e-mail' });
  await expect(reminders).toContainText('Aucune adresse n’est enregistrée pour vous : ajoutez-la ci-dessus, dans « Votre adresse e-mail ».');
  await expect(address).toHaveValue('');

  await address.fill('lecteur@');
  await password.fill('Lecteur-Mdp-E2E-1');
  await form.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(form.getByText('Veuillez saisir une adresse email valide')).toBeVisible();
  await expect(address).toBeFocused();

  await address.fill('Lecteur.E2E@Exemple.fr');
  await password.fill('Pas-le-bon-mdp');
  await password.press('Enter');
  await expect(form.getByText('Mot de passe actuel incorrect')).toBeVisible();
  await expect(password).toBeFocused();
  await expect(reminders).toContainText('Aucune adresse n’est enregistrée pour vous');

  await password.fill('Lecteur-Mdp-E2E-1');
  await password.press('Enter');
  await expect(form.getByRole('status')).toHaveText('Adresse e-mail enregistrée : le back-office vous écrit désormais à lecteur.e2e@exemple.fr');
  await expect(password).toHaveValue('');
  await expect(reminders).toContainText('Ils partent à lecteur.e2e@exemple.fr.');

  await page.reload();
  await expect((await openAdminSection(page, 'settings-preferences')).getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue('lecteur.e2e@exemple.fr');
});

test('an address that cannot be read says so in French and leaves the form closed', async ({ page }) => {
  await loginAsAdmin(page);
  await page.route('**/api/admin/account/email', (route) => route.fulfill({ status: 503, json: { success: false, message: 'Service indisponible' } }));
  const form = (await openAdminSection(page, 'settings-preferences')).getByRole('form', { name: 'Votre adresse e-mail' });
  await expect(form.getByText('Erreur lors du chargement de votre adresse e-mail')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Enregistrer l’adresse' })).toBeDisabled();
});
