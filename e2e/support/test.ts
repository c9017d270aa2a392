import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Pre-rendered pages are visible before React hydrates them. The root marks `<html data-hydrated>` once React
 * has taken the document over; a journey starts from there, as a visitor's first click on an interactive page
 * would. A page without module scripts (the maintenance page, a file) has nothing to wait for. A page that
 * never hydrates fails the test: a journey that means to run without scripts opens its own context.
 */
async function waitForHydration(page: Page): Promise<void> {
  // Polled from here rather than inside the page, whose timers a test may have frozen with page.clock.
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const ready = await page
      .evaluate(() => document.documentElement.dataset.hydrated === 'true' || !document.querySelector('script[type="module"]'))
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${page.url()} n'a pas été hydratée en 15 s`);
}

/** Makes `page` wait for hydration after `goto` and `reload`, as a visitor's first click would. */
export function waitingForHydration(page: Page): Page {
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
  return page;
}

/** Every journey's page waits for hydration after `goto` and `reload`. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
});
