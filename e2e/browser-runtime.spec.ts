import { expect, test } from './support/test';

/**
 * Preact runs the pages React pre-rendered (docs/decisions/0291): the document is taken over in place, the
 * pre-rendered head is kept, and client navigations update the title and the route's tags.
 */
test('hydration keeps the pre-rendered head and body, with no duplicate and no executed script', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/workflows-assistants');
  await expect(page.locator('head > title')).toHaveCount(1);
  await expect(page.locator('head > meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head > style')).toHaveCount(1);
  // React's link stays disabled; the one link applied is the rest of the rules, added once hydrated.
  await expect(page.locator('link[rel="stylesheet"][disabled]')).toHaveCount(1);
  await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveAttribute('href', /^\/assets\/rest-[\w-]+\.css$/);
  await expect(page.locator('body > header')).toHaveCount(1);
  await expect(page.locator('main#contenu')).toHaveCount(1);
  await expect(page.locator('main#contenu li').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a client navigation updates the title, description and canonical link of the head', async ({ page }) => {
  await page.goto('/');
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Parlons de votre projet');
  await expect(page).toHaveTitle(/Contact/);
  await expect(page.locator('head > title')).toHaveCount(1);
  await expect(page.locator('head > link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
  await expect(page.locator('head > meta[name="description"]')).toHaveCount(1);
  expect(loads).toEqual([]);
});

test('a catalogue card hydrated in its own slice answers a click', async ({ page }) => {
  await page.goto('/workflows-assistants');
  const firstAdd = page.getByRole('main').getByRole('button', { name: /Ajouter/ }).first();
  await firstAdd.click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Sélectionné' }).first()).toBeVisible();
});
