import { adminApiToken, loginAsAdmin } from './support/admin';
import { letterStamp, postContact } from './support/requests';
import { expect, test } from './support/test';

// 'Activité récente' on the dashboard: each lead opens its record (docs/decisions/0529-recent-activity-links.md).
test('each lead of the recent activity opens its record, the request or the prospect', async ({ page, request }) => {
  const letters = letterStamp();
  const name = `Camille ${letters}`;
  await postContact(request, { name, email: `activite.${letters}@exemple.fr`, company: 'Atelier Lumen', message: `Message de ${name}` });
  const headers = { 'x-api-key': await adminApiToken(request) };
  const created = await request.post('/api/admin/prospects', { headers, data: { nom: letters, prenom: 'Sacha', email: `sacha.${letters}@exemple.fr`, entreprise: 'Studio Nord' } });
  expect(created.status()).toBe(201);

  await loginAsAdmin(page);
  const dashboard = page.getByRole('region', { name: 'Tableau de bord' });
  await dashboard.getByRole('link', { name: new RegExp(`^Nouveau message de contact\\s*${name} · Atelier Lumen$`) }).click();
  const message = page.getByRole('dialog', { name: 'Message de contact' });
  await expect(message.getByText(`Message de ${name}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(message).toBeHidden();

  const prospect = dashboard.getByRole('link', { name: new RegExp(`^Nouveau prospect\\s*Sacha ${letters} · Studio Nord$`) });
  await prospect.focus();
  await page.keyboard.press('Enter');
  const record = page.getByRole('dialog', { name: /^Prospect CLI-/ });
  await expect(record.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(`sacha.${letters}@exemple.fr`);
});
