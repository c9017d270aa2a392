import { adminApiToken, loginAsAdmin } from './support/admin';
import { letterStamp } from './support/requests';
import { expect, test } from './support/test';

const parisToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

// The reader's day on the dashboard (docs/decisions/0479-my-day.md).
test('the dashboard lists the reader’s actions of the day by hour, each opens its record and is marked as done from the list', async ({ page, request }) => {
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

  await page.keyboard.press('Escape');
  await expect(record).toBeHidden();
  // The record opened within the prospects' window: closed too, back to the dashboard.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Base prospects' })).toBeHidden();

  // Done from the day itself: it leaves the list, the day says so and keeps the focus.
  await item.getByRole('button', { name: `Marquer comme faite : ${label}, Camille${letters} Journée (Atelier Lumen)` }).click();
  const [year, month, date] = parisToday().split('-');
  await expect(day.getByRole('status')).toHaveText(`Action faite : ${label} (prévue le ${date}/${month}/${year} à 9 h 15)`);
  await expect(day.getByRole('listitem').filter({ hasText: label })).toHaveCount(0);
  await expect(day.getByRole('heading', { name: /^Votre journée · / })).toBeFocused();
  const stored = await (await request.get(`/api/admin/prospects/${id}`, { headers })).json();
  expect(stored.prospect).toMatchObject({ next_action_at: null, next_action_time: null, next_action_label: '' });
});
