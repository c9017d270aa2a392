import { expect, type Locator, type Page } from './test';

/**
 * Opens, twice, a part whose code was made to fail: each opening shows the notice with its 'Fermer' button focused,
 * closed once by Escape and once by the button, and the focus goes back to the opener each time.
 */
export async function expectNoticeAtEachOpening(page: Page, opener: Locator) {
  const notice = page.getByRole('alert').filter({ hasText: 'Cette partie n’a pas pu se charger' });
  await opener.click();
  await expect(notice).toHaveText(/^Cette partie n’a pas pu se charger\u00a0: vérifiez votre connexion, puis rechargez la page\.Fermer$/);
  await expect(notice.getByRole('button', { name: 'Fermer' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Fermer' }).click();
  await expect(notice).toBeHidden();
  await expect(opener).toBeFocused();
}
