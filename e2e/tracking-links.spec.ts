import { expect, test, waitingForHydration } from './support/test';
import { adminApiToken, loginAsAdmin, openAdminSection } from './support/admin';
import { queryRows } from './support/database';
import { expectNoHorizontalOverflow } from './support/layout';
import { COPY_FAILED } from '../app/features/admin/ui/use-copy';
import { parisLocalInstantOrNull } from '../domain/paris-time';

test.describe('tracking links', () => {
  test('an admin creates a link, copies it, follows it in a new page and sees one click', async ({ page, context }) => {
    test.slow(); // one journey through the panel, a visitor's page and back
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const suffix = Date.now().toString(36);
    const clientName = `Café Éclair ${suffix}`;
    await loginAsAdmin(page);
    const section = await openAdminSection(page, 'tracking-links');
    // The section also holds the campaign view's tables: rows are read in the links' own table.
    const table = section.getByRole('table', { name: 'Liens de tracking' });

    await section.getByRole('button', { name: 'Nouveau lien' }).click();
    const modal = page.getByRole('dialog', { name: 'Créer un nouveau lien' });
    await modal.getByRole('button', { name: 'Créer le lien' }).click();
    await expect(modal.getByText('Le nom du client est obligatoire')).toBeVisible();
    await modal.getByLabel('Nom du client').fill(clientName);
    await modal.getByLabel('Description').fill('Affiches du salon');
    await modal.getByLabel('Campagne (utm_campaign)').fill(`salon-${suffix}`);
    await modal.getByLabel('Source (utm_source)').fill('affiche');
    await modal.getByLabel('Medium (utm_medium)').fill('print');
    // An expiry typed as French writes it, on Paris time (docs/decisions/0558-french-day-fields.md).
    await modal.getByLabel('Expiration (facultatif, heure de Paris)').fill('31/12/2099');
    await modal.getByLabel('Heure d’expiration').fill('18 h');
    await modal.getByRole('button', { name: 'Créer le lien' }).click();
    await expect(page.getByText('Lien créé avec succès')).toBeVisible();
    await expect(modal).toBeHidden();
    expect(queryRows('select expires_at from tracking_links where client_name = ?', clientName)).toEqual([{ expires_at: parisLocalInstantOrNull('2099-12-31T18:00') }]);

    // Server-side search, without accents or capitals.
    await section.getByPlaceholder('Rechercher...').fill(`CAFE ECLAIR ${suffix}`);
    const row = table.getByRole('row').filter({ hasText: clientName });
    await expect(row).toHaveCount(1);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(row.getByTestId('click-count')).toHaveText('0');

    await row.getByRole('button', { name: `Copier le lien de ${clientName}` }).click();
    await expect(page.getByText('Lien copié dans le presse-papier')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/t\/[a-z0-9]{8}$/);
    // A browser without a clipboard (an address without HTTPS) is told what to do instead.
    await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }));
    await row.getByRole('button', { name: `Copier le lien de ${clientName}` }).click();
    await expect(page.getByText(COPY_FAILED)).toBeVisible();

    const visitor = waitingForHydration(await context.newPage());
    await visitor.goto(copied);
    const landed = new URL(visitor.url());
    expect(landed.pathname).toBe('/');
    expect(landed.searchParams.get('utm_campaign')).toBe(`salon-${suffix}`);
    expect(landed.searchParams.get('utm_source')).toBe('affiche');
    expect(landed.searchParams.get('utm_medium')).toBe('print');
    // The landing visit carries its campaign into the first-party analytics.
    await expect
      .poll(() => queryRows<{ properties: string }>("select properties from analytics_events where name = 'page_view' and properties like ?", `%salon-${suffix}%`).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await visitor.close();

    await page.reload();
    await openAdminSection(page, 'tracking-links');
    await section.getByPlaceholder('Rechercher...').fill(suffix);
    await expect(table.getByRole('row').filter({ hasText: clientName }).getByTestId('click-count')).toHaveText('1');

    await section.getByRole('button', { name: `Actif : désactiver le lien de ${clientName}` }).click();
    await expect(section.getByRole('button', { name: `Inactif : activer le lien de ${clientName}` })).toBeVisible();

    await section.getByRole('button', { name: `Supprimer le lien de ${clientName}` }).click();
    await expect(page.getByText('Êtes-vous sûr de vouloir supprimer ce lien ?')).toBeVisible();
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(page.getByText('Lien supprimé avec succès')).toBeVisible();
    await expect(section.getByText('Aucun lien de tracking trouvé')).toBeVisible();
  });

  test('a contact message sent after landing from a tracking link shows its campaign in the inbox detail', async ({ page, browser, baseURL }) => {
    test.slow(); // an admin, a visitor in a browser of their own, and back to the admin
    // Names may hold letters only: the stamp's digits become letters.
    const stamp = Date.now().toString(36).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] as string);
    const campaign = `printemps-${stamp}`;
    const visitorName = `Camille Attribution ${stamp}`;
    await loginAsAdmin(page);
    const created = await page.request.post('/api/admin/tracking-links', {
      headers: { origin: baseURL as string },
      data: { clientName: `Salon ${stamp}`, description: '', campaign, source: 'affiche', medium: 'print' },
    });
    expect(created.status()).toBe(201);
    const { id, trackingCode } = (await created.json()).data as { id: number; trackingCode: string };

    const visitorContext = await browser.newContext({ baseURL });
    const visitor = waitingForHydration(await visitorContext.newPage());
    await visitor.goto(`/t/${trackingCode}`);
    await expect(visitor).toHaveURL(/\/\?utm_source=affiche/);
    // The campaign outlives the landing address: a full load of another page finds it in the tab.
    await expect
      .poll(() => visitor.evaluate(() => sessionStorage.getItem('synapse-visit-campaign')))
      .toContain(trackingCode);
    await visitor.goto('/contact');
    await visitor.getByRole('textbox', { name: 'Nom complet', exact: true }).fill(visitorName);
    await visitor.getByRole('textbox', { name: 'E-mail professionnel', exact: true }).fill(`camille-${stamp}@exemple.fr`);
    await visitor.getByRole('textbox', { name: 'Entreprise', exact: true }).fill('Atelier Lumen');
    await visitor.getByRole('textbox', { name: 'Votre projet', exact: true }).fill('Nous voulons automatiser nos relances de devis.');
    const sent = visitor.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'POST');
    await visitor.getByRole('button', { name: 'Envoyer ma demande' }).click();
    expect((await sent).postDataJSON().campaign).toEqual({ source: 'affiche', medium: 'print', campaign, code: trackingCode });
    await expect(visitor.getByRole('heading', { name: 'Merci, votre message est bien arrivé !' })).toBeVisible();
    expect((await visitorContext.cookies()).filter((cookie) => cookie.value.includes(trackingCode) || cookie.value.includes(campaign))).toEqual([]);
    await visitorContext.close();

    await page.goto('/admin');
    const links = await openAdminSection(page, 'tracking-links');
    await links.getByPlaceholder('Rechercher...').fill(stamp);
    await expect(links.getByRole('row').filter({ hasText: `Salon ${stamp}` }).getByTestId('lead-count')).toHaveText('1');
    const messages = await openAdminSection(page, 'contact-messages');
    await messages.getByRole('button', { name: `Voir le détail de ${visitorName}` }).click();
    const detail = page.getByRole('dialog', { name: 'Message de contact' });
    await expect(detail.getByText('Campagne', { exact: true })).toBeVisible();
    const shown = detail.getByTestId('lead-campaign');
    await expect(shown).toContainText(campaign);
    await expect(shown).toContainText('affiche / print');
    await expect(shown).toContainText(`lien de suivi ${trackingCode}`);
    expect((await page.request.delete(`/api/admin/tracking-links/${id}`, { headers: { origin: baseURL as string } })).status()).toBe(200);
  });

  test('a link is duplicated into a new one with its own code, its fields kept (Dub\'s duplicate)', async ({ page, request }) => {
    const suffix = Date.now().toString(36);
    const token = await adminApiToken(request);
    const input = { clientName: `Boulangerie Dufour ${suffix}`, description: 'Flyers du marché', campaign: `marche-${suffix}`, source: 'flyer', medium: 'print', destination: '/pricing', expiresAt: '2099-06-30T16:00:00.000Z' };
    const created = await request.post('/api/admin/tracking-links', { headers: { 'x-api-key': token }, data: input });
    expect(created.status(), await created.text()).toBe(201);
    await loginAsAdmin(page);
    const section = await openAdminSection(page, 'tracking-links');
    await section.getByPlaceholder('Rechercher...').fill(suffix);
    const table = section.getByRole('table', { name: 'Liens de tracking' });
    await table.getByRole('button', { name: `Dupliquer le lien de ${input.clientName}` }).click();

    const modal = page.getByRole('dialog', { name: 'Dupliquer le lien' });
    await expect(modal.getByLabel('Nom du client')).toHaveValue(input.clientName);
    await expect(modal.getByLabel('Campagne (utm_campaign)')).toHaveValue(input.campaign);
    await expect(modal.getByLabel('Destination')).toHaveValue('/pricing');
    await expect(modal.getByLabel('Expiration (facultatif, heure de Paris)')).toHaveValue('30/06/2099');
    await expect(modal.getByLabel('Identifiant personnalisé (facultatif)')).toHaveValue('');
    await modal.getByLabel('Source (utm_source)').fill('affiche');
    await modal.getByRole('button', { name: 'Créer le lien' }).click();
    await expect(page.getByText('Lien créé avec succès')).toBeVisible();
    await expect(modal).toBeHidden();

    await expect(table.getByRole('row').filter({ hasText: input.clientName })).toHaveCount(2);
    const rows = queryRows<{ tracking_code: string; source: string; campaign: string; medium: string; destination: string; description: string; expires_at: string }>(
      'select tracking_code, source, campaign, medium, destination, description, expires_at from tracking_links where client_name = ? order by id',
      input.clientName,
    );
    expect(rows.map((row) => row.source)).toEqual(['flyer', 'affiche']);
    expect(rows[1]).toMatchObject({ campaign: input.campaign, medium: 'print', destination: '/pricing', description: 'Flyers du marché', expires_at: input.expiresAt });
    expect(rows[1]!.tracking_code).not.toBe(rows[0]!.tracking_code);

    // 'Nouveau lien' afterwards starts empty again.
    await section.getByRole('button', { name: 'Nouveau lien' }).click();
    const blank = page.getByRole('dialog', { name: 'Créer un nouveau lien' });
    await expect(blank.getByLabel('Nom du client')).toHaveValue('');
    await blank.getByRole('button', { name: 'Annuler' }).click();

    // An expiry already past is left out of the copy: the new link would lead every visitor to the home page.
    const expired = { ...input, clientName: `Foire close ${suffix}`, expiresAt: '2020-01-01T00:00:00.000Z' };
    expect((await request.post('/api/admin/tracking-links', { headers: { 'x-api-key': token }, data: expired })).status()).toBe(201);
    await section.getByPlaceholder('Rechercher...').fill(expired.clientName);
    await table.getByRole('button', { name: `Dupliquer le lien de ${expired.clientName}` }).click();
    await expect(page.getByRole('dialog', { name: 'Dupliquer le lien' }).getByLabel('Expiration (facultatif, heure de Paris)')).toHaveValue('');
  });

  test('the panel fits a phone screen @mobile', async ({ page }) => {
    await loginAsAdmin(page);
    await openAdminSection(page, 'tracking-links');
    await expect(page.locator('#tracking-links').getByRole('button', { name: 'Nouveau lien' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    // The three figures share one row, as the inbox's totals: stacked, they took a screen before the links.
    const cards = page.getByTestId('tracking-stat-cards').locator(':scope > div');
    await expect(cards).toHaveCount(3);
    const tops = await cards.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // The table is wider than the phone and scrolls sideways; the line saying it is empty stays whole on screen.
    await page.getByRole('searchbox', { name: 'Rechercher un lien' }).fill(`introuvable-${Date.now().toString(36)}`);
    const empty = page.locator('#tracking-links').getByText('Aucun lien de tracking trouvé');
    await expect(empty).toBeVisible();
    const box = (await empty.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
});
