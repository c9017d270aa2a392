import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { queryRows } from './support/database';

const TAG_PATH = '/consent-test-tag.js';

/** A configured tag at a loopback address the test controls (the shared build has none). */
async function configureTag(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('**/api/site-config', (route) => route.fulfill({ json: { success: true, analytics: { gaId: 'G-TEST1234', tagUrl: TAG_PATH } } }));
  page.on('request', (request) => {
    if (request.url().includes(TAG_PATH)) requested.push(request.url());
  });
  await page.route(`**${TAG_PATH}`, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__tagLoaded = true;' }));
  return requested;
}

const banner = (page: Page) => page.getByRole('region', { name: "Mesure d'audience" });

test('refusing loads no third-party script, now or on the next page', async ({ page }) => {
  const requested = await configureTag(page);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const refuse = banner(page).getByRole('button', { name: 'Tout refuser' });
  const accept = banner(page).getByRole('button', { name: 'Tout accepter' });
  const [r, a] = [(await refuse.boundingBox())!, (await accept.boundingBox())!];
  expect(Math.abs(r.width - a.width)).toBeLessThan(2);
  expect(r.height).toBe(a.height);
  expect(await refuse.getAttribute('class')).toBe(await accept.getAttribute('class'));
  const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="consentement-titre"]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await refuse.click();
  await expect(banner(page)).toBeHidden();
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toBeHidden();
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => (window as { gtag?: unknown }).gtag)).toBeUndefined();
});

test('accepting loads the configured tag once and is remembered', async ({ page }) => {
  const requested = await configureTag(page);
  await page.goto('/');
  expect(requested).toEqual([]);
  await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
  await expect.poll(() => page.evaluate(() => (window as { __tagLoaded?: boolean }).__tagLoaded)).toBe(true);
  await page.reload();
  await expect.poll(() => page.evaluate(() => (window as { __tagLoaded?: boolean }).__tagLoaded)).toBe(true);
  await expect(banner(page)).toBeHidden();
  expect(requested).toHaveLength(2);
});

test('without a configured tag there is no banner, and the home calls are measured without cookies', async ({ page, context }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Démarrer un projet' }).click();
  await expect(page).toHaveURL('/contact');
  await expect
    .poll(() => queryRows<{ properties: string }>("select properties from analytics_events where name = 'cta_click'").map((r) => JSON.parse(r.properties).clickType))
    .toContain('primary');
  // The view of /contact is sent on its own, and may be stored after the click.
  await expect
    .poll(() => queryRows<{ funnel_stage: string }>("select funnel_stage from analytics_events where name = 'page_view' and page = '/contact'")[0]?.funnel_stage)
    .toBe('CONVERSION');
  expect(await context.cookies()).toEqual([]);
});
