import { adminApiToken, loginAsAdmin, openAdminSection } from './support/admin';
import { expect, test } from './support/test';

// The e-mail reminders of the day's appointments (docs/decisions/0494-action-reminder-emails.md): the job itself is
// tested on the server; here, an administrator turns them off and on from Paramètres › Notifications.
test('an administrator turns the e-mail reminders off with the keyboard, and the setting is stored', async ({ page, request }) => {
  const headers = { 'x-api-key': await adminApiToken(request) };
  const stored = async () => ((await (await request.get('/api/admin/settings', { headers })).json()) as { settings: { actionReminderEmails: boolean } }).settings.actionReminderEmails;
  try {
    await loginAsAdmin(page);
    const section = await openAdminSection(page, 'settings-notifications');
    const reminders = section.getByRole('switch', { name: 'Rappels par e-mail avant chaque rendez-vous' });
    await expect(reminders).toBeChecked();
    await expect(reminders).toHaveAccessibleDescription(/10 minutes avant chaque action d’une affaire ou rappel demandé prévu à une heure/);
    await reminders.focus();
    await page.keyboard.press('Space');
    await expect(reminders).not.toBeChecked();
    await section.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(section.getByRole('status').first()).toBeVisible();
    await expect.poll(stored).toBe(false);
  } finally {
    await request.put('/api/admin/settings', { headers, data: { actionReminderEmails: true } });
  }
});

test('a user turns their own e-mail reminders off with the keyboard, told where they go', async ({ page, request }) => {
  const headers = { 'x-api-key': await adminApiToken(request) };
  const own = async () => (await (await request.get('/api/admin/account/reminders', { headers })).json()) as { enabled: boolean; email: string | null };
  try {
    await loginAsAdmin(page);
    const section = await openAdminSection(page, 'settings-preferences');
    const panel = section.getByRole('region', { name: 'Vos rappels par e-mail' });
    const mine = panel.getByRole('switch', { name: 'Me rappeler mes rendez-vous par e-mail' });
    await expect(mine).toBeChecked();
    const { email } = await own();
    await expect(panel).toContainText(email ? `Ils partent à ${email}.` : 'Aucune adresse n’est enregistrée pour vous : ajoutez-la ci-dessus, dans « Votre adresse e-mail ».');
    await mine.focus();
    await page.keyboard.press('Space');
    await expect(panel.getByText('Rappels par e-mail désactivés')).toBeVisible();
    await expect(mine).not.toBeChecked();
    await expect(mine).toBeFocused();
    expect((await own()).enabled).toBe(false);
  } finally {
    await request.put('/api/admin/account/reminders', { headers, data: { enabled: true } });
  }
});
