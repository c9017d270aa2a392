import { expect, test, type Page } from './support/test';

/**
 * Compressed JavaScript a first visit downloads until the page is hydrated. The budgets hold what the
 * build achieves today (docs/decisions/0009-first-visit-weight.md) so that a change cannot grow it unseen;
 * the targets of docs/BENCHMARKS.md are lower and measured by `npm run bench`.
 */
const budgetsKb: Record<string, number> = { '/': 72, '/workflows-assistants': 95, '/contact': 100 };

async function scriptKbUntilHydrated(page: Page, path: string): Promise<number> {
  const sizes: Array<Promise<number>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((size) => size.responseBodySize));
  });
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

for (const [path, budget] of Object.entries(budgetsKb)) {
  test(`the first visit of ${path} stays within ${budget} KB of compressed JavaScript`, async ({ page }) => {
    const kb = await scriptKbUntilHydrated(page, path);
    expect(kb).toBeGreaterThan(0);
    expect(kb).toBeLessThanOrEqual(budget);
  });
}

test('a first visit preloads no module and keeps its stylesheet link disabled, the rules being inline', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).toMatch(/<style>[\s\S]+?<\/style><link rel="stylesheet" disabled=""/);
});

test('a first visit never downloads the stylesheet file, whose rules travel inside the page', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto('/contact');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  expect(stylesheets).toEqual([]);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute('disabled', '');
});
