import { expect, test, type Page } from './support/test';
import { queryRows } from './support/database';
import { CHOSEN_SLOT_HEADING } from '../domain/callback-slots';
import { calendarDayFormat } from '../domain/french-dates';
import { parisToday } from '../domain/paris-time';
import { siteConfig } from '../domain/site-config';
import { openSlotAfter } from '../server/test/open-slot';

const slotDayName = calendarDayFormat({ weekday: 'long', day: 'numeric', month: 'long' });

const openModal = async (page: Page) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Être rappelé sous 24h' }).click();
  const dialog = page.getByRole('dialog', { name: 'Être rappelé sous 24h' });
  await expect(dialog).toBeVisible();
  return dialog;
};


test.describe('callback modal', () => {
  test('a visitor asks for a callback from the contact page and the request is stored', async ({ page }) => {
    const phone = `06 ${String(Date.now()).slice(-8).replace(/(\d{2})(?=\d)/g, '$1 ')}`;
    const dialog = await openModal(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');

    await expect(dialog.getByRole('textbox', { name: 'Nom complet', exact: true })).toBeFocused();
    await dialog.getByRole('textbox', { name: 'Nom complet', exact: true }).fill('Jean Dupont');
    await dialog.getByRole('textbox', { name: 'Téléphone', exact: true }).fill(phone);
    // After the '@', the field offers at most 5 usual domains containing what follows (public-site §9).
    const email = dialog.getByRole('combobox', { name: 'E-mail', exact: true });
    const offered = () => email.evaluate((input: HTMLInputElement) => [...(input.list?.options ?? [])].map((option) => option.value));
    await email.fill('jean@');
    expect(await offered()).toEqual(['jean@gmail.com', 'jean@orange.fr', 'jean@outlook.fr', 'jean@outlook.com', 'jean@hotmail.fr']);
    await email.fill('jean@or');
    expect(await offered()).toEqual(['jean@orange.fr']);
    await email.fill('jean@exemple.fr');
    expect(await offered()).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Entreprise', exact: true }).fill('Atelier Lumen');
    // Only the open slots are offered, each half hour from 9 h to 17 h 30 Paris time, under their French day
    // (docs/decisions/0544-callback-slots-offered.md): none after closing time.
    const slotField = dialog.getByRole('combobox', { name: 'Créneau souhaité' });
    await expect(slotField).toHaveValue('');
    await expect(slotField.locator('option').first()).toHaveText('Dès que possible');
    const slot = openSlotAfter(1);
    const option = slotField.locator(`option[value="${slot}"]`);
    await expect(option).toHaveText('10\u00a0h');
    // Under its Paris day, named as the modal named it when it opened ('aujourd’hui' or 'demain' before it near midnight).
    const dayLabel = await option.evaluate((node) => (node.parentElement as HTMLOptGroupElement).label);
    expect(dayLabel.replace(/^(aujourd’hui|demain), /, '')).toBe(slotDayName(parisToday(new Date(slot))));
    await expect(slotField.locator(`option[value="${openSlotAfter(1, 19)}"]`)).toHaveCount(0);
    await expect(slotField.locator(`option[value="${openSlotAfter(1, 8)}"]`)).toHaveCount(0);
    // 10 h in Paris on the agency's next open day.
    await slotField.selectOption(slot);
    await dialog.getByRole('button', { name: 'Être rappelé', exact: true }).click();

    const done = dialog;
    await expect(done.getByRole('heading', { name: 'Demande enregistrée !' })).toBeVisible();
    const rows = queryRows<{ name: string; email: string; company: string; source: string; status: string; preferred_time: string }>(
      'select name, email, company, source, status, preferred_time from callback_requests where phone = ?',
      phone,
    );
    expect(rows).toEqual([
      { name: 'Jean Dupont', email: 'jean@exemple.fr', company: 'Atelier Lumen', source: 'callback', status: 'pending', preferred_time: slot },
    ]);
    await done.getByRole('button', { name: 'Terminer', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('a request kept on the device whose slot the list does not offer shows it under « Créneau choisi »', async ({ page }) => {
    // Chosen on an earlier visit, beyond the ten open days offered today: kept, it still holds it.
    const slot = openSlotAfter(20, 11);
    const kept = { state: { pending: { values: { name: 'Claire Gardée', phone: '06 12 34 56 78', email: '', company: '', preferredTime: slot }, submissionId: `garde-${Date.now()}` } }, version: 0 };
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [`${siteConfig.product}-callback-outbox`, JSON.stringify(kept)] as const);
    // The network fails: the request stays kept, in view.
    await page.route('**/api/callback-requests', (route) => route.abort());
    const dialog = await openModal(page);
    await expect(dialog.getByRole('textbox', { name: 'Nom complet', exact: true })).toHaveValue('Claire Gardée');
    const slotField = dialog.getByRole('combobox', { name: 'Créneau souhaité' });
    await expect(slotField).toHaveValue(slot);
    const chosen = slotField.locator(`optgroup[label="${CHOSEN_SLOT_HEADING}"] option[value="${slot}"]`);
    await expect(chosen).toHaveText(`${slotDayName(parisToday(new Date(slot)))}, 11\u00a0h`);
    // Another slot chosen: the one kept is no longer shown.
    await slotField.selectOption({ index: 2 });
    await expect(slotField.locator(`optgroup[label="${CHOSEN_SLOT_HEADING}"]`)).toHaveCount(0);
  });

  test('the slots are read again when the visitor comes back to the field: a slot passed meanwhile is no longer offered', async ({ page }) => {
    // Monday 1 March 2027, 8 h 50 in Paris: the first slot offered is 10 h, an hour's notice.
    await page.clock.install({ time: new Date('2027-03-01T07:50:00Z') });
    const dialog = await openModal(page);
    const slotField = dialog.getByRole('combobox', { name: 'Créneau souhaité' });
    await expect(slotField.locator('optgroup').first().locator('option').first()).toHaveText('10\u00a0h');
    // 41 minutes later, 9 h 31: 10 h and 10 h 30 are too near.
    await page.clock.fastForward('41:00');
    await slotField.focus();
    await expect(slotField.locator('optgroup').first().locator('option').first()).toHaveText('11\u00a0h');
  });

  test('shows the French errors and stores nothing when required fields are empty', async ({ page }) => {
    const dialog = await openModal(page);
    await dialog.getByRole('button', { name: 'Être rappelé', exact: true }).click();
    await expect(dialog.getByText('Ce champ est obligatoire')).toHaveCount(2);
    // The form then focuses its first wrong field, a moment later: typing elsewhere before would land there.
    await expect(dialog.getByRole('textbox', { name: 'Nom complet', exact: true })).toBeFocused();
    const phone = dialog.getByRole('textbox', { name: 'Téléphone', exact: true });
    await phone.fill('12 34');
    await phone.blur();
    await expect(dialog.getByText('Veuillez saisir un numéro de téléphone français valide')).toBeVisible();
  });

  test('closes on Escape and on a backdrop click', async ({ page }) => {
    let dialog = await openModal(page);
    await dialog.getByRole('textbox', { name: 'Nom complet', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Être rappelé sous 24h' }).click();
    dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: 'Nom complet', exact: true })).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('closes silently when the form cannot be loaded, and opens with it at the next try once it can', async ({ page }) => {
    const chunk = /\/assets\/callback-form-[^/]+\.js$/;
    await page.route(chunk, (route) => route.abort());
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Être rappelé sous 24h' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Être rappelé sous 24h' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Nom complet', exact: true })).toBeVisible();
  });

  test('opens on arrival with ?callback=true', async ({ page }) => {
    await page.goto('/contact?callback=true');
    await expect(page.getByRole('dialog', { name: 'Être rappelé sous 24h' })).toBeVisible();
  });

  test('fits a phone screen @mobile', async ({ page }) => {
    const dialog = await openModal(page);
    await expect(dialog.getByRole('button', { name: 'Être rappelé', exact: true })).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  });
});
