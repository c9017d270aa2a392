import AxeBuilder from '@axe-core/playwright';
import { insertAdminUser, loginAsAdmin, openAllAdminSections } from './support/admin';
import { expect, test, type Page } from './support/test';

const READER = 'lecteur-axe';
const READER_PASSWORD = 'lecteur-axe-2026';

// A still background (and still charts) keeps a full-page analysis within time on a loaded machine.
test.use({ reducedMotion: 'reduce', viewport: { width: 1366, height: 900 } });

/** Loads every section, scrolls through the whole panel so every lazily drawn part is on the page, then runs axe on all of it. */
async function seriousViolations(page: Page): Promise<string[]> {
  await openAllAdminSections(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 800) await page.mouse.wheel(0, 800);
  await expect(page.getByText('Chargement…', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`);
}

test('the whole admin page has no serious or critical violation, as an administrator', async ({ page }) => {
  test.slow();
  await loginAsAdmin(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the whole admin page has no serious or critical violation, as a ROLE_USER reader', async ({ page }) => {
  test.slow();
  await insertAdminUser(READER, READER_PASSWORD, 'ROLE_USER');
  await loginAsAdmin(page, READER, READER_PASSWORD);
  await openAllAdminSections(page);
  await expect(page.getByRole('note').filter({ hasText: 'Lecture seule' }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
