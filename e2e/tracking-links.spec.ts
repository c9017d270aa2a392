import { expect, test } from './support/test';
import { loginAsAdmin } from './support/admin';
import { queryRows } from './support/database';
import { expectNoHorizontalOverflow } from './support/layout';

test.describe('tracking links', () => {
  test('an admin creates a link, copies it, follows it in a new page and sees one click', async ({ page, context }) => {
    test.slow(); // one journey through the panel, a visitor's page and back
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const suffix = Date.now().toString(36);
    const clientName = `Café Éclair ${suffix}`;
    await loginAsAdmin(page);
    const section = page.locator('#tracking-links');
    await section.scrollIntoViewIfNeeded();

    await section.getByRole('button', { name: 'Nouveau lien' }).click();
    const modal = page.getByRole('dialog', { name: 'Créer un nouveau lien' });
    await modal.getByRole('button', { name: 'Créer le lien' }).click();
    await expect(modal.getByText('Le nom du client est obligatoire')).toBeVisible();
    await modal.getByLabel('Nom du client').fill(clientName);
    await modal.getByLabel('Description').fill('Affiches du salon');
    await modal.getByLabel('Campagne (utm_campaign)').fill(`salon-${suffix}`);
    await modal.getByLabel('Source (utm_source)').fill('affiche');
    await modal.getByLabel('Medium (utm_medium)').fill('print');
    await modal.getByRole('button', { name: 'Créer le lien' }).click();
    await expect(page.getByText('Lien créé avec succès')).toBeVisible();
    await expect(modal).toBeHidden();

    // Server-side search, without accents or capitals.
    await section.getByPlaceholder('Rechercher...').fill(`CAFE ECLAIR ${suffix}`);
    const row = section.getByRole('row').filter({ hasText: clientName });
    await expect(row).toHaveCount(1);
    await expect(section.getByRole('row')).toHaveCount(2);
    await expect(row.getByTestId('click-count')).toHaveText('0');

    await row.getByRole('button', { name: `Copier le lien de ${clientName}` }).click();
    await expect(page.getByText('Lien copié dans le presse-papier')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/t\/[a-z0-9]{8}$/);

    const visitor = await context.newPage();
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
    await section.getByPlaceholder('Rechercher...').fill(suffix);
    await expect(section.getByRole('row').filter({ hasText: clientName }).getByTestId('click-count')).toHaveText('1');

    await section.getByRole('button', { name: `Actif : désactiver le lien de ${clientName}` }).click();
    await expect(section.getByRole('button', { name: `Inactif : activer le lien de ${clientName}` })).toBeVisible();

    await section.getByRole('button', { name: `Supprimer le lien de ${clientName}` }).click();
    await expect(page.getByText('Êtes-vous sûr de vouloir supprimer ce lien ?')).toBeVisible();
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(page.getByText('Lien supprimé avec succès')).toBeVisible();
    await expect(section.getByText('Aucun lien de tracking trouvé')).toBeVisible();
  });

  test('the panel fits a phone screen @mobile', async ({ page }) => {
    await loginAsAdmin(page);
    await page.locator('#tracking-links').scrollIntoViewIfNeeded();
    await expect(page.locator('#tracking-links').getByRole('button', { name: 'Nouveau lien' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
