import { loginAsAdmin, openAdminSection, openContactFromInbox } from './support/admin';
import { letterStamp, postContact } from './support/requests';
import { expect, test } from './support/test';

// The keys acting alone can be turned off (WCAG 2.1.4, docs/decisions/0533-single-key-shortcuts-can-be-turned-off.md).
test("turned off under Préférences personnelles, '/', J and K do nothing in this browser, Ctrl+K still reaches the person search", async ({ page, request }) => {
  const stamp = letterStamp();
  const names = ['Alpha', 'Bravo'].map((first) => `${first} ${stamp}`);
  for (const name of names) await postContact(request, { name, email: `${name.split(' ')[0]!.toLowerCase()}.${stamp}@exemple.fr`, company: 'Atelier', message: `Message de ${name}` });
  await loginAsAdmin(page);
  const field = page.getByRole('search').getByRole('searchbox', { name: 'Rechercher une personne (demandes et prospects)' });
  const hint = page.getByRole('search').locator('kbd');

  const preferences = await openAdminSection(page, 'settings-preferences');
  const panel = preferences.getByRole('region', { name: 'Raccourcis clavier' });
  const singleKeys = panel.getByRole('switch', { name: 'Raccourcis d’une seule touche' });
  await expect(singleKeys).toBeChecked();
  await expect(panel.getByText('(désactivé)')).toHaveCount(0);
  await singleKeys.press('Space');
  await expect(singleKeys).not.toBeChecked();
  await expect(panel.getByText('(désactivé)')).toHaveCount(2);

  // Kept by this browser across a reload.
  await page.reload();
  await expect(field).toBeVisible();
  await expect(field).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
  await expect(hint).toHaveCount(0);
  await page.locator('body').press('/');
  await expect(field).not.toBeFocused();
  await page.locator('body').press('Control+k');
  await expect(field).toBeFocused();

  // The newest first: Bravo, then Alpha.
  const { detail, nav } = await openContactFromInbox(page, stamp, 2, names[1]!);
  await expect(nav).toContainText('1 sur 2 dans la liste');
  const next = nav.getByRole('button', { name: `Suivante : ${names[0]}` });
  await expect(next).not.toHaveAttribute('aria-keyshortcuts', /.+/);
  await detail.getByText(`Message de ${names[1]}`).click();
  await page.keyboard.press('j');
  await expect(detail.getByText(`Message de ${names[1]}`)).toBeVisible();
  await expect(nav).toContainText('1 sur 2 dans la liste');
  await next.click();
  await expect(nav).toContainText('2 sur 2 dans la liste');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Turned on again, '/' acts at once.
  const again = (await openAdminSection(page, 'settings-preferences')).getByRole('switch', { name: 'Raccourcis d’une seule touche' });
  await again.check();
  await expect(hint).toHaveText('/');
  // From the switch itself: a switch takes no typed text, so '/' pressed on it is the shortcut.
  await again.focus();
  await page.keyboard.press('/');
  await expect(field).toBeFocused();
  await expect(again).toBeChecked();
});

test("the person search's '/' is not drawn on a phone, which has no such key at hand @mobile", async ({ page }) => {
  await loginAsAdmin(page);
  const search = page.getByRole('search');
  await expect(search.getByRole('searchbox', { name: 'Rechercher une personne (demandes et prospects)' })).toBeVisible();
  await expect(search.locator('kbd')).toBeAttached();
  await expect(search.locator('kbd')).toBeHidden();
});
