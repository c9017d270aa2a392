import { adminApiToken, loginAsAdmin } from './support/admin';
import { letterStamp } from './support/requests';
import { expect, test } from './support/test';

const parisToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

// The reader's day on the dashboard (docs/decisions/0479-my-day.md).
test('the dashboard lists the reader’s actions of the day by hour, and each opens its record', async ({ page, request }) => {
  const letters = letterStamp();
  const email = `journee.${letters.toLowerCase()}@exemple.fr`;
  const headers = { 'x-api-key': await adminApiToken(request) };
  const created = await request.post('/api/admin/prospects', { headers, data: { nom: 'Journée', prenom: `Camille${letters}`, email, entreprise: 'Atelier Lumen' } });
  expect(created.status()).toBe(201);
  const id = (await created.json()).prospect.id as number;
  const label = `Appeler pour la maquette ${letters}`;
  const planned = await request.put(`/api/admin/prospects/${id}`, { headers, data: { email, statut: 'Qualifié', owner: 'admin', next_action_at: parisToday(), next_action_time: '09:15', next_action_label: label } });
  expect(planned.status(), await planned.text()).toBe(200);

  await loginAsAdmin(page);
  const day = page.getByRole('region', { name: /^Votre journée · / });
  const item = day.getByRole('listitem').filter({ hasText: label });
  await expect(item).toContainText('9 h 15');
  await expect(item).toContainText(`Camille${letters} Journée (Atelier Lumen)`);
  await item.getByRole('link', { name: `Ouvrir : ${label}, Camille${letters} Journée (Atelier Lumen)` }).click();
  const record = page.getByRole('dialog', { name: /^Prospect CLI-/ });
  await expect(record.getByLabel('Prochaine action', { exact: true })).toHaveValue(label);

  // Done from the record: it leaves the day.
  await record.getByRole('button', { name: 'Marquer l’action comme faite' }).click();
  await expect(record.getByRole('status').filter({ hasText: 'Action faite' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(record).toBeHidden();
  await expect(day.getByRole('listitem').filter({ hasText: label })).toHaveCount(0);
});
