import type { Page } from '@playwright/test';

/**
 * Holds back the scripts matching `pattern` (as on a slow network) until the returned function is called.
 * Routing turns the browser's cache off, so the script is fetched again even if an earlier page loaded it.
 */
export async function holdScript(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
