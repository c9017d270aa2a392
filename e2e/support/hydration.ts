import type { Page } from '@playwright/test';

/**
 * Pre-rendered pages are visible before React hydrates them (after the first paint); a key or click that
 * lands before that changes nothing. The root marks `<html data-hydrated>` once it has taken over.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
