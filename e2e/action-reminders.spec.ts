import { adminApiToken, loginAsAdmin, openAdminSection } from './support/admin';
import { letterStamp } from './support/requests';
import { recordNotifications } from './support/notifications';
import { expect, test } from './support/test';

/** Today in Paris, and 10 h on it: the browser's clock is set there, so the journey runs at any hour of the real day. */
function tenInParisToday() {
  const day = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' }).formatToParts(new Date(`${day}T10:00:00Z`));
  const offset = zone.find((part) => part.type === 'timeZoneName')?.value.replace('GMT', '') || '+00:00';
  return { day, at: new Date(`${day}T10:00:00${offset}`) };
}

// Reminders of the day's actions on this browser (docs/decisions/0480-action-reminders.md).
test('once enabled on this browser, an action of the day is recalled by a system notification ten minutes before its hour', async ({ page, context, request }) => {
  const { day, at } = tenInParisToday();
  const letters = letterStamp();
  const email = `rappel.action.${letters}@exemple.fr`;
  const label = `Appeler ${letters}`;
  const headers = { 'x-api-key': await adminApiToken(request) };
  const created = await request.post('/api/admin/prospects', { headers, data: { nom: 'Bientot', prenom: `Nora${letters}`, email, entreprise: 'Lumen', telephone: '06 12 34 56 78' } });
  const id = (await created.json()).prospect.id as number;
  const planned = await request.put(`/api/admin/prospects/${id}`, {
    headers,
    data: { email, telephone: '06 12 34 56 78', statut: 'Qualifié', owner: 'admin', next_action_at: day, next_action_time: '10:05', next_action_label: label },
  });
  expect(planned.status(), await planned.text()).toBe(200);

  const shown = await recordNotifications(page, context);
  await page.clock.setFixedTime(at);
  await loginAsAdmin(page);
  const section = await openAdminSection(page, 'settings-preferences');
  const block = section.getByRole('heading', { name: 'Vos notifications sur ce navigateur' }).locator('xpath=..');
  await expect(block).toContainText('10 minutes avant chaque action ou rappel de votre journée prévu à une heure');
  await block.getByRole('button', { name: 'Activer les notifications' }).click();

  const expected = { title: `À 10 h 05 : ${label}`, body: `Nora${letters} Bientot (Lumen) · 06 12 34 56 78` };
  await expect.poll(shown).toContainEqual(expected);
  // Once: a reload does not recall it again.
  const dayRead = page.waitForResponse((response) => response.url().endsWith('/api/admin/dashboard'));
  await page.reload();
  expect(JSON.stringify(await (await dayRead).json())).toContain(label);
  // The day read and drawn: what it would recall, it would have recalled by now.
  await page.waitForTimeout(1_000);
  expect((await shown()).filter((notification) => notification.title === expected.title)).toHaveLength(0);
});
