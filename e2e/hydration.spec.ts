import { expect, test, type Page } from './support/test';

/** The console errors and uncaught exceptions of a page, from now on. */
function pageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * React hydrates the pages it pre-rendered (docs/decisions/0294): the document is taken over in place, the
 * pre-rendered head is kept, and client navigations update the title and the route's tags.
 */
test('hydration keeps the pre-rendered head and body, with no duplicate and no executed script', async ({ page }) => {
  const problems = pageErrors(page);
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

test('a catalogue card hydrated in its own boundary answers a click', async ({ page }) => {
  await page.goto('/workflows-assistants');
  const firstAdd = page.getByRole('main').getByRole('button', { name: /Ajouter/ }).first();
  await firstAdd.click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Sélectionné' }).first()).toBeVisible();
});

test('the sections of the inner pages, each hydrated in its own boundary, answer once hydrated', async ({ page }) => {
  const problems = pageErrors(page);

  // The consent part of the policy draws its text in the browser only, once its boundary has run its effects.
  await page.goto('/politique-confidentialite');
  await expect(page.getByText('Ce site ne charge aucun traceur tiers')).toBeVisible();

  await page.goto('/temoignages');
  await expect(page.getByRole('main').getByRole('listitem')).not.toHaveCount(0);

  await page.goto('/team');
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.locator('#services').getByRole('link', { name: 'Nous contacter' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Parlons de votre projet');
  expect(loads).toEqual([]);
  expect(problems).toEqual([]);
});

test('a page the browser draws itself takes its title and robots rule', async ({ page }) => {
  // The SPA fallback has no head of its own for the route: the admin's login page gets its tags from the client.
  await page.goto('/admin/login');
  await expect(page).toHaveTitle('Connexion administrateur');
  await expect(page.locator('head > meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.locator('head > title')).toHaveCount(1);
});
