import { adminApiToken, loginAsAdmin } from './support/admin';
import { expect, test, waitingForHydration } from './support/test';

// The backgrounds as visitors without a reduced-motion preference see them: animated (the other files run with
// reduced motion, docs/decisions/0414-tests-in-reduced-motion.md).
test.use({ reducedMotion: 'no-preference' });

test('the background applied in the back-office is drawn behind the panel and is the public default', async ({ page, browser, request }) => {
  const token = await adminApiToken(request);
  try {
    await loginAsAdmin(page);
    const card = page.locator('[data-slot="background-selector"]');
    await expect(card).toContainText('Arrière-plan du site');
    await expect(card).toContainText('Nœuds cognitifs');
    await expect(page.locator('canvas[data-background="cognitive-nodes"]')).toBeAttached();
    await card.getByRole('button', { name: "Choisir l'arrière-plan" }).click();
    const selector = page.getByRole('dialog', { name: 'Thèmes visuels' });
    await selector.getByRole('button', { name: /Hexagones/ }).click();
    await selector.getByRole('button', { name: 'Appliquer cet arrière-plan' }).click();
    await expect(selector.getByText('Arrière-plan appliqué au site public')).toBeVisible();
    await expect(selector).toBeHidden();
    await expect(card).toContainText('Hexagones');
    await expect(page.locator('canvas[data-background="hexagon"]')).toBeAttached();

    // A visitor who never adopted an ambiance gets the site's.
    const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const publicPage = waitingForHydration(await visitor.newPage());
    await publicPage.goto('/');
    await expect(publicPage.locator('canvas[data-background="hexagon"]')).toBeAttached({ timeout: 15_000 });
    // One who adopted another keeps it.
    await publicPage.evaluate(() => localStorage.setItem('synapse-background', JSON.stringify({ state: { adopted: 'cosmic-nebula' }, version: 0 })));
    await publicPage.reload();
    await expect(publicPage.locator('canvas[data-background="cosmic-nebula"]')).toBeAttached({ timeout: 15_000 });
    await visitor.close();
  } finally {
    await request.put('/api/admin/settings', { headers: { 'x-api-key': token }, data: { publicBackground: 'cognitive-nodes' } });
  }
});
