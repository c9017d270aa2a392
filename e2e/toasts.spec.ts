import { expect, test, type Page } from './support/test';
import { loginAsAdmin } from './support/admin';
import { openSearchWithShortcut } from './support/search';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Fake time that moves only when the test says so. */
async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01'));
}

/** The stack's region appears once the page is hydrated and listening. */
async function open(page: Page, path = '/') {
  await page.goto(path);
  await expect(notifications(page)).toBeAttached();
}

async function raiseErrors(page: Page) {
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('panne simulée');
    });
    void Promise.reject(new Error('rejet simulé'));
  });
}

test('global errors become French toasts, closable by button and Escape', async ({ page }) => {
  await open(page);
  await raiseErrors(page);
  const error = page.getByRole('alert').filter({ hasText: 'Une erreur technique est survenue' });
  const warning = page.getByRole('status').filter({ hasText: 'Erreur de chargement' });
  await expect(error).toBeVisible();
  await expect(warning).toBeVisible();
  // The error (priority 1) sits at the bottom, 80 px up; the warning 96 px above it.
  const errorBox = await error.boundingBox();
  const warningBox = await warning.boundingBox();
  expect(Math.round(900 - (errorBox!.y + errorBox!.height))).toBe(80);
  expect(Math.round(900 - (warningBox!.y + warningBox!.height))).toBe(176);
  expect(Math.round(1440 - (errorBox!.x + errorBox!.width))).toBe(20);

  await page.keyboard.press('Escape');
  await expect(error).toBeHidden();
  await warning.getByRole('button', { name: 'Fermer la notification' }).click();
  await expect(warning).toBeHidden();
});

test('a "Script error." from another origin shows nothing', async ({ page }) => {
  await open(page);
  await page.evaluate(() => window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' })));
  await page.evaluate(() => window.dispatchEvent(new ErrorEvent('error', { message: 'vraie panne' })));
  await expect(page.getByRole('alert').filter({ hasText: 'Une erreur technique est survenue' })).toHaveCount(1);
});

test('the welcome suggestion comes after 5 s and a left swipe runs its action', async ({ page }) => {
  await freezeClock(page);
  await open(page);
  await page.clock.runFor(4999);
  const welcome = notifications(page).getByRole('status').filter({ hasText: 'Bienvenue' });
  await expect(welcome).toHaveCount(0);
  await page.clock.runFor(1001);
  await expect(welcome).toBeVisible();
  // Swiping left runs its action.
  const box = (await welcome.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + 20, { steps: 5 });
  await page.mouse.up();
  await expect(page).toHaveURL('/workflows-assistants');
});

test('a toast disappears after its duration and a right swipe closes one', async ({ page }) => {
  await freezeClock(page);
  await open(page);
  // Under the fake clock a throwing timer is not reported to the page: dispatch the error instead.
  await page.evaluate(() => window.dispatchEvent(new ErrorEvent('error', { message: 'panne simulée' })));
  await page.evaluate(() => void Promise.reject(new Error('rejet simulé')));
  const warning = page.getByRole('status').filter({ hasText: 'Erreur de chargement' });
  const error = page.getByRole('alert').filter({ hasText: 'Une erreur technique est survenue' });
  await expect(warning).toBeVisible();
  const box = (await error.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + 140, box.y + 20, { steps: 5 });
  await page.mouse.up();
  await expect(error).toBeHidden();
  // A toast under the pointer waits; move away so the warning's 7 s run.
  await page.mouse.move(10, 10);
  await page.clock.runFor(6900);
  await expect(warning).toBeVisible();
  await page.clock.runFor(100);
  await expect(warning).toBeHidden();
});

test('custom mode hides every toast', async ({ page }) => {
  await page.goto('/?c');
  // Hydrated: the search shortcut answers.
  await openSearchWithShortcut(page); // hydrated once the panel answers
  await page.keyboard.press('Escape');
  await raiseErrors(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0);
  await expect(page.getByText('Une erreur technique est survenue')).toHaveCount(0);
});

test('toasts follow the mode the page shows: hidden from the first visit of /code, back on /ia', async ({ page }) => {
  await page.goto('/code');
  await openSearchWithShortcut(page); // hydrated once the panel answers
  await page.keyboard.press('Escape');
  await raiseErrors(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Une erreur technique est survenue')).toHaveCount(0);

  await open(page, '/ia');
  await raiseErrors(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Une erreur technique est survenue' })).toBeVisible();
});

test("the public site's custom mode leaves the back-office's toasts alone", async ({ page }) => {
  await page.goto('/code');
  await expect.poll(() => page.evaluate(() => document.cookie)).toContain('custom_menu=1');
  await loginAsAdmin(page);
  await raiseErrors(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Une erreur technique est survenue' })).toBeVisible();
});
