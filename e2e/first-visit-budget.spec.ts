import { expect, test, type Page, type Request } from './support/test';
import { SCRIPT_BUDGETS_KB } from '../domain/first-visit-budgets';

/**
 * Compressed JavaScript a first visit downloads until the page is hydrated, headers included as Lighthouse
 * counts them, on three of the pages the budgets of domain/first-visit-budgets.ts name (the unit tests check all
 * of them from the build). The budgets are the targets of docs/decisions/0009-first-visit-weight.md, which
 * `npm run bench` measures on every page of the sitemap; this test keeps a change from growing them unseen.
 */
const measured = ['/', '/workflows-assistants', '/contact'];

// Lighthouse's phone: the desktop's animated background is not part of a phone's first visit.
test.use({ viewport: { width: 412, height: 823 } });

async function scriptKbUntilHydrated(page: Page, path: string): Promise<number> {
  const sizes: Array<Promise<number>> = [];
  const count = (request: Request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((size) => size.responseHeadersSize + size.responseBodySize));
  };
  page.on('requestfinished', count);
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // A script fetched after hydration is not part of the first visit; asked for its sizes as the page closes, it failed the test.
  page.off('requestfinished', count);
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

for (const path of measured) {
  const budget = SCRIPT_BUDGETS_KB[path] as number;
  test(`the first visit of ${path} stays within ${budget} KB of compressed JavaScript`, async ({ page }) => {
    const kb = await scriptKbUntilHydrated(page, path);
    expect(kb).toBeGreaterThan(0);
    expect(kb).toBeLessThanOrEqual(budget);
  });
}

test("a first visit preloads React Router's modules and keeps its stylesheet link disabled, the rules being inline", async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('rel="modulepreload"');
  expect(html).toMatch(/<style data-rest-href="\/assets\/rest-[\w-]+\.css">[\s\S]+?<\/style><link rel="stylesheet" disabled=""/);
});
