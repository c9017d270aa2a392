import { expect, type Page } from '@playwright/test';

export const searchPanel = (page: Page) => page.getByRole('dialog', { name: 'Recherche et assistante Anna' });

/**
 * Presses '/' until the page has hydrated and the panel, loaded on first use, is open.
 * Also serves as the sign that a page is hydrated.
 */
export async function openSearchWithShortcut(page: Page): Promise<void> {
  await expect(async () => {
    if (!(await searchPanel(page).isVisible())) await page.keyboard.press('/');
    await expect(searchPanel(page)).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 15_000 });
}
