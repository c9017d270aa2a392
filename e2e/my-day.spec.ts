import { adminApiToken, execute, insertCallback, loginAsAdmin } from './support/admin';
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
  const planned = await request.put(`/api/admin/prospects/${id}`, { headers, data: { email, statut: 'Qualifié', owner: 'admin', next_action_at: parisToday(), next_action_time: '09:15', next_action_type: 'appel', next_action_label: label } });
  expect(planned.status(), await planned.text()).toBe(200);

  await loginAsAdmin(page);
  const day = page.getByRole('region', { name: /^Votre journée · / });
  const item = day.getByRole('listitem').filter({ hasText: label });
  await expect(item).toContainText('9 h 15');
  // A call, drawn as one (docs/decisions/0488-next-action-types.md).
  await expect(item).toContainText(`Appel · ${label}`);
  await expect(item.locator('svg use[href$="#icone-phone"]')).toHaveCount(1);
  await expect(item).toContainText(`Camille${letters} Journée (Atelier Lumen)`);
  await item.getByRole('link', { name: `Ouvrir : Appel · ${label}, Camille${letters} Journée (Atelier Lumen)` }).click();
  const record = page.getByRole('dialog', { name: /^Prospect CLI-/ });
  await expect(record.getByLabel('Prochaine action', { exact: true })).toHaveValue(label);

  await page.keyboard.press('Escape');
  await expect(record).toBeHidden();
  // The record opened within the prospects' window: closed too, back to the dashboard.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Base prospects' })).toBeHidden();

  // Done from the day itself: it leaves the list, the day says so and keeps the focus.
  await item.getByRole('button', { name: `Marquer comme faite : Appel · ${label}, Camille${letters} Journée (Atelier Lumen)` }).click();
  const [year, month, date] = parisToday().split('-');
  await expect(day.getByRole('status')).toHaveText(`Action faite : Appel · ${label} (prévue le ${date}/${month}/${year} à 9 h 15)`);
  await expect(day.getByRole('listitem').filter({ hasText: label })).toHaveCount(0);
  await expect(day.getByRole('heading', { name: /^Votre journée · / })).toBeFocused();
  const stored = await (await request.get(`/api/admin/prospects/${id}`, { headers })).json();
  expect(stored.prospect).toMatchObject({ next_action_at: null, next_action_time: null, next_action_type: null, next_action_label: '' });
});

// What nobody has today, taken from the dashboard (docs/decisions/0481-unassigned-today.md).
test('the dashboard lists what nobody has today, and ‘Je m’en charge’ moves it into the reader’s day', async ({ page, request }) => {
  const letters = letterStamp();
  const email = `libre.${letters.toLowerCase()}@exemple.fr`;
  const headers = { 'x-api-key': await adminApiToken(request) };
  const created = await request.post('/api/admin/prospects', { headers, data: { nom: 'Libre', prenom: `Sacha${letters}`, email, entreprise: '' } });
  expect(created.status()).toBe(201);
  const id = (await created.json()).prospect.id as number;
  const label = `Relancer le devis ${letters}`;
  const planned = await request.put(`/api/admin/prospects/${id}`, { headers, data: { email, statut: 'Qualifié', owner: null, next_action_at: parisToday(), next_action_label: label } });
  expect(planned.status(), await planned.text()).toBe(200);
  const caller = `Rappel Libre ${letters}`;
  const callbackId = insertCallback({ name: caller, email: `rappel.${letters.toLowerCase()}@exemple.fr`, phone: '06 12 34 56 78', preferredTime: new Date().toISOString() });

  await loginAsAdmin(page);
  const day = page.getByRole('region', { name: /^Votre journée · / });
  const nobodys = day.getByRole('list', { name: /^À prendre aujourd’hui/ });
  await expect(nobodys.getByRole('listitem').filter({ hasText: label })).toContainText(`Sacha${letters} Libre`);
  await expect(nobodys.getByRole('listitem').filter({ hasText: caller })).toContainText('06 12 34 56 78');
  const mine = day.getByRole('list', { name: 'Ce que vous avez à faire aujourd’hui' });
  await expect(mine.getByRole('listitem').filter({ hasText: label })).toHaveCount(0);

  await nobodys.getByRole('button', { name: `Je m’en charge : ${label}, Sacha${letters} Libre` }).click();
  await expect(day.getByRole('status')).toHaveText(`${label} · Sacha${letters} Libre : ajouté à votre journée`);
  await expect(day.getByRole('heading', { name: /^Votre journée · / })).toBeFocused();
  await expect(mine.getByRole('listitem').filter({ hasText: label }).getByRole('button', { name: /^Marquer comme faite/ })).toBeVisible();
  await expect(nobodys.getByRole('listitem').filter({ hasText: label })).toHaveCount(0);

  // With the keyboard, the callback too; the inbox then names its assignee.
  await nobodys.getByRole('button', { name: `Je m’en charge : Rappel demandé, ${caller}` }).focus();
  await page.keyboard.press('Enter');
  await expect(mine.getByRole('listitem').filter({ hasText: caller })).toBeVisible();
  const stored = await (await request.get(`/api/admin/prospects/${id}`, { headers })).json();
  expect(stored.prospect.owner).toBe('admin');
  const conversation = await (await request.get(`/api/admin/callback-requests/${callbackId}`, { headers })).json();
  expect(conversation.callbackRequest.assignee).toBe('admin');
});

// A callback whose slot passed on an earlier day, still pending (docs/decisions/0486-missed-callback-slots.md).
test('a callback whose slot was missed on an earlier day heads the reader’s day, with its day in red, until it is processed', async ({ page, request }) => {
  const letters = letterStamp();
  const caller = `Rappel Manqué ${letters}`;
  // Two days back: an earlier Paris day whatever the hour and the clock change.
  const earlier = new Date(Date.now() - 2 * 86_400_000);
  const id = insertCallback({ name: caller, email: `manque.${letters.toLowerCase()}@exemple.fr`, phone: '06 98 76 54 32', preferredTime: earlier.toISOString() });
  execute('update callback_requests set assignee = ? where id = ?', 'admin', id);

  await loginAsAdmin(page);
  const day = page.getByRole('region', { name: /^Votre journée · / });
  const item = day.getByRole('list', { name: 'Ce que vous avez à faire aujourd’hui' }).getByRole('listitem').filter({ hasText: caller });
  await expect(item).toContainText('Rappel demandé · créneau dépassé');
  const [, month, date] = earlier.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' }).split('-');
  await expect(item).toContainText(`${date}/${month}`);
  await expect(item).toContainText('06 98 76 54 32');

  const headers = { 'x-api-key': await adminApiToken(request) };
  const processed = await request.put(`/api/admin/callback-requests/${id}/status`, { headers, data: { status: 'completed' } });
  expect(processed.status(), await processed.text()).toBe(200);
  await page.reload();
  await expect(day.getByRole('heading', { name: /^Votre journée · / })).toBeVisible();
  await expect(day.getByRole('listitem').filter({ hasText: caller })).toHaveCount(0);
});
