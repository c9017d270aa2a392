import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Pre-rendered pages are visible before React hydrates them (their scripts start after the first paint);
 * a key or click that lands before that changes nothing. The root marks `<html data-hydrated>` once React
 * has taken over. A page without module scripts (the maintenance page, a file) has nothing to wait for,
 * and a page that never hydrates (a test that blocks its scripts) is left to the test's own assertions.
 */
async function waitForHydration(page: Page): Promise<void> {
  // Polled from here rather than inside the page, whose timers a test may have frozen with page.clock.
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const ready = await page
      .evaluate(() => document.documentElement.dataset.hydrated === 'true' || !document.querySelector('script[type="module"]'))
      .catch(() => true);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every journey's page waits for hydration after `goto` and `reload`, as a visitor's first click would. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});
