import { adminApiToken, loginAsAdmin, openAdminSection } from './support/admin';
import { letterStamp } from './support/requests';
import { recordNotifications } from './support/notifications';
import { expect, test } from './support/test';

/** The Paris day and the Paris hour `minutes` from now ('HH:MM'). */
const parisIn = (minutes: number) => {
  const at = new Date(Date.now() + minutes * 60_000);
  return {
    day: at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' }),
    time: at.toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }),
  };
};

// Reminders of the day's actions on this browser (docs/decisions/0480-action-reminders.md).
test('once enabled on this browser, an action of the day is recalled by a system notification ten minutes before its hour', async ({ page, context, request }) => {
  const soon = parisIn(5);
  test.skip(soon.day !== parisIn(0).day, 'the action would fall on the next day');
  const letters = letterStamp();
  const email = `rappel.action.${letters}@exemple.fr`;
  const label = `Appeler ${letters}`;
  const headers = { 'x-api-key': await adminApiToken(request) };
  const created = await request.post('/api/admin/prospects', { headers, data: { nom: 'Bientot', prenom: `Nora${letters}`, email, entreprise: 'Lumen', telephone: '06 12 34 56 78' } });
  const id = (await created.json()).prospect.id as number;
  const planned = await request.put(`/api/admin/prospects/${id}`, {
    headers,
    data: { email, telephone: '06 12 34 56 78', statut: 'Qualifié', owner: 'admin', next_action_at: soon.day, next_action_time: soon.time, next_action_label: label },
  });
  expect(planned.status(), await planned.text()).toBe(200);

  const shown = await recordNotifications(page, context);
  await loginAsAdmin(page);
  const section = await openAdminSection(page, 'settings-notifications');
  const block = section.getByRole('heading', { name: 'Sur ce navigateur' }).locator('xpath=..');
  await expect(block).toContainText('10 minutes avant chaque action ou rappel de votre journée prévu à une heure');
  await block.getByRole('button', { name: 'Activer les notifications' }).click();

  const [hours, minutes] = soon.time.split(':');
  const expected = { title: `À ${Number(hours)} h${minutes === '00' ? '' : ` ${minutes}`} : ${label}`, body: `Nora${letters} Bientot (Lumen) · 06 12 34 56 78` };
  await expect.poll(shown).toContainEqual(expected);
  // Once: a reload does not recall it again.
  const dayRead = page.waitForResponse((response) => response.url().endsWith('/api/admin/dashboard'));
  await page.reload();
  expect(JSON.stringify(await (await dayRead).json())).toContain(label);
  // The day read and drawn: what it would recall, it would have recalled by now.
  await page.waitForTimeout(1_000);
  expect((await shown()).filter((notification) => notification.title === expected.title)).toHaveLength(0);
});
