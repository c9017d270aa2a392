import { loginAsAdmin, openAdminSection } from './support/admin';
import { letterStamp, postContact } from './support/requests';
import { recordNotifications } from './support/notifications';
import { expect, test } from './support/test';

test.describe('new requests announced in the browser', () => {
  test('the tab title counts the requests and leads waiting, and once enabled a system notification tells of a new message or lead', async ({ page, context, request }) => {
    const shown = await recordNotifications(page, context);
    await page.clock.install();
    await loginAsAdmin(page);
    await expect(page).toHaveTitle(/^(\(\d+\) )?.+/);
    const section = await openAdminSection(page, 'settings-preferences');
    const block = section.getByRole('heading', { name: 'Vos notifications sur ce navigateur' }).locator('xpath=..');
    await expect(block.getByRole('status')).toHaveText('Notifications désactivées sur ce navigateur.');
    await block.getByRole('button', { name: 'Activer les notifications' }).click();
    await expect(block.getByRole('status')).toHaveText('Notifications activées sur ce navigateur.');
    await expect(block.getByRole('button', { name: 'Désactiver' })).toBeFocused();

    const waitingBefore = Number(/^\((\d+)\)/.exec(await page.title())?.[1] ?? 0);
    const stamp = letterStamp();
    await postContact(request, { name: `Alerte ${stamp}`, email: `alerte.${stamp}@exemple.fr`, message: 'Un nouveau projet.' });
    // The counts are read again every 30 seconds.
    await page.clock.fastForward(31_000);
    // Other journeys running beside this one may add their own messages to the same rise.
    await expect
      .poll(shown)
      .toContainEqual({ title: 'Nouvelles demandes sur le site', body: expect.stringMatching(/^\d+ nouveaux? messages? de contact.* en attente de réponse\.$/) });
    const titleCount = async () => Number(/^\((\d+)\)/.exec(await page.title())?.[1] ?? 0);
    await expect.poll(titleCount).toBeGreaterThan(waitingBefore);

    // A super-assistant lead not yet reached counts too, and the board's tab shows it.
    const beforeLead = await titleCount();
    const lead = { firstName: 'Lea', lastName: stamp, email: `lead.${stamp}@exemple.fr`, phone: '06 12 34 56 78', company: 'Atelier Lumen', sector: 'Immobilier', companySize: '6-15', urgency: 'Rapide', scanEmail: 'lea@gmail.com' };
    expect((await request.post('/api/leads', { data: lead })).status()).toBe(201);
    // Among the notifications made since: the day's reminders (docs/decisions/0480-action-reminders.md) may come too.
    const shownBefore = (await shown()).length;
    await page.clock.fastForward(31_000);
    await expect
      .poll(async () => (await shown()).slice(shownBefore).some((notification) => /\d+ nouveaux? leads? du super assistant en attente de réponse\.$/.test(notification.body)))
      .toBe(true);
    await expect.poll(titleCount).toBeGreaterThan(beforeLead);
    await expect(page.getByRole('navigation', { name: 'Sections du panel' }).getByRole('button', { name: /^Base prospects \d+ à traiter$/ })).toBeVisible();

    // The choice is this browser's: it outlives a reload.
    await page.reload();
    const again = await openAdminSection(page, 'settings-preferences');
    await expect(again.getByText('Notifications activées sur ce navigateur.')).toBeVisible();
  });
});
