import { expect, type Page } from '@playwright/test';

/**
 * A phone lays a too-wide page out at the larger width and zooms out, which widens innerWidth and
 * clientWidth with it: the page is compared with the viewport the test asked for instead.
 */
export async function expectNoHorizontalOverflow(page: Page) {
  const viewportWidth = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewportWidth);
}
