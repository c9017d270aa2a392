import { expect, type Locator, type Page } from './test';

/** What a part whose code could not load says, in its place or in a notice. */
export const PART_NOT_LOADED = 'Cette partie n’a pas pu se charger\u00a0: vérifiez votre connexion, puis réessayez.';

/**
 * Makes the chunks matching `chunk` fail as on a dropped connection, counting the tries, until `restore`: each try
 * is a request, so a part asked for again after a failure shows up in `attempts`.
 */
export async function failChunk(page: Page, chunk: string) {
  let attempts = 0;
  const fail = (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    attempts += 1;
    return route.abort('internetdisconnected');
  };
  await page.route(chunk, fail);
  return { attempts: () => attempts, restore: () => page.unroute(chunk, fail) };
}

/**
 * Opens, twice, a part whose code was made to fail (`failChunk`): each opening asks for the code again and shows
 * the notice with its 'Réessayer' button focused, closed once by Escape and once by 'Fermer', the focus going
 * back to the opener each time. Then, the connection back, 'Réessayer' opens the part itself.
 */
export async function expectNoticeAtEachOpening(page: Page, opener: Locator, failing: Awaited<ReturnType<typeof failChunk>>, part: Locator) {
  const notice = page.getByRole('alert').filter({ hasText: 'Cette partie n’a pas pu se charger' });
  await opener.click();
  await expect(notice).toHaveText(`${PART_NOT_LOADED}RéessayerFermer`);
  await expect(notice.getByRole('button', { name: 'Réessayer' })).toBeFocused();
  const firstAttempts = failing.attempts();
  expect(firstAttempts).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(notice).toBeVisible();
  expect(failing.attempts()).toBeGreaterThan(firstAttempts);
  await notice.getByRole('button', { name: 'Fermer' }).click();
  await expect(notice).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(notice).toBeVisible();
  await failing.restore();
  await notice.getByRole('button', { name: 'Réessayer' }).click();
  await expect(part).toBeVisible();
  await expect(notice).toBeHidden();
}
