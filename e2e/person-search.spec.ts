import { loginAsAdmin, openAdminSection } from './support/admin';
import { letterStamp } from './support/requests';
import { expect, test } from './support/test';

test.describe('finding a person from the header', () => {
  test("a name typed in the header finds the person's requests and prospect, and each result opens its record", async ({ page, request }) => {
    const stamp = letterStamp();
    const name = `Recherche ${stamp}`;
    const callback = await request.post('/api/callback-requests', {
      data: { name, email: `recherche.${stamp}@exemple.fr`, phone: '06 12 34 56 78', company: 'Atelier Lumen', preferredTime: '', website: '' },
    });
    expect(callback.status()).toBe(201);
    const lead = { firstName: 'Recherche', lastName: stamp, email: `lead.${stamp}@exemple.fr`, phone: '06 12 34 56 78', company: 'Atelier Lumen', sector: 'Immobilier', companySize: '6-15', urgency: 'Rapide', scanEmail: 'lea@gmail.com' };
    expect((await request.post('/api/leads', { data: lead })).status()).toBe(201);
    await loginAsAdmin(page);

    const search = page.getByRole('search');
    // Accents and case aside, as each list's own search.
    await search.getByRole('searchbox', { name: 'Rechercher une personne (demandes et prospects)' }).fill(`RÉCHERCHE ${stamp.toUpperCase()}`);
    const requests = search.getByRole('region', { name: 'Demandes (1)' });
    const prospects = search.getByRole('region', { name: 'Prospects (1)' });
    await expect(requests.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    await expect(prospects.getByRole('link', { name: new RegExp(`^Recherche ${stamp}`) })).toBeVisible();

    // The arrow keys reach the results; Enter opens the request's record.
    await page.keyboard.press('ArrowDown');
    await expect(requests.getByRole('link')).toBeFocused();
    await page.keyboard.press('Enter');
    const record = page.getByRole('dialog', { name: 'Demande de rappel' });
    await expect(record.getByRole('link', { name: `recherche.${stamp}@exemple.fr` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(record).toBeHidden();

    await search.getByRole('searchbox').click();
    await prospects.getByRole('link').click();
    await expect(page.getByRole('dialog', { name: /^Prospect CLI-/ })).toBeVisible();
    await expect(page.getByRole('dialog', { name: /^Prospect CLI-/ }).getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(`lead.${stamp}@exemple.fr`);
  });

  test('a search that finds nobody says so in French, and Escape closes the results', async ({ page }) => {
    await loginAsAdmin(page);
    const search = page.getByRole('search');
    await search.getByRole('searchbox').fill('zzqxwvk-personne');
    await expect(search.getByText('Aucune demande ni prospect pour « zzqxwvk-personne ».')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search.getByText('Aucune demande ni prospect pour « zzqxwvk-personne ».')).toBeHidden();
    await expect(search.getByRole('searchbox')).toBeFocused();
  });
});

test("'/' outside a field, or Ctrl+K from anywhere, reaches the person search", async ({ page, request }) => {
  const stamp = letterStamp();
  const name = `Raccourci ${stamp}`;
  const created = await request.post('/api/callback-requests', { data: { name, phone: '06 12 34 56 78', email: '', company: '', preferredTime: '', website: '' } });
  expect(created.status()).toBe(201);
  await loginAsAdmin(page);
  const field = page.getByRole('search').getByRole('searchbox', { name: 'Rechercher une personne (demandes et prospects)' });
  await expect(field).toHaveAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
  const hint = page.getByRole('search').locator('kbd');
  await expect(hint).toHaveText('/');

  await page.locator('body').press('/');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');
  await page.keyboard.type(`raccourci ${stamp}`);
  await expect(hint).toBeHidden();
  await expect(page.getByRole('search').getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();

  // Typed into another field, '/' is a character; Ctrl+K from there reaches the search, its earlier text selected.
  const inboxSearch = (await openAdminSection(page, 'callback-requests')).getByRole('searchbox', { name: 'Rechercher' });
  await inboxSearch.fill('a/b');
  await inboxSearch.press('/');
  await expect(inboxSearch).toHaveValue('a/b/');
  await inboxSearch.fill('');
  await inboxSearch.press('Control+k');
  await expect(field).toBeFocused();
  await page.keyboard.type('x');
  await expect(field).toHaveValue('x');
});
