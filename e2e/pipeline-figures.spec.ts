import { loginAsAdmin } from './support/admin';
import { expect, test, type Page } from './support/test';

// The pipeline's figures fold under one heading, open on a wide window and folded on a phone, so that the board's
// columns come on the first screen (docs/decisions/0496-pipeline-figures-folded-on-a-phone.md).
async function openBoard(page: Page) {
  await loginAsAdmin(page);
  await page.goto('/admin#pipeline');
  const prospects = page.getByRole('dialog', { name: 'Base prospects' });
  await expect(prospects.getByRole('list', { name: 'Prospects au statut Lead' })).toBeAttached();
  return prospects;
}

test('on a wide window the pipeline’s figures are open above the board', async ({ page }) => {
  const prospects = await openBoard(page);
  await expect(prospects.locator('details').filter({ has: page.locator('summary', { hasText: 'Chiffres du pipeline' }) })).toHaveAttribute('open', '');
  await expect(prospects.getByLabel('Valeur du pipeline')).toBeVisible();
  await expect(prospects.getByLabel('Clôtures prévues')).toBeVisible();
});

test('on a phone the figures are folded to their open and won values, the board’s first column on the first screen @mobile', async ({ page }) => {
  const prospects = await openBoard(page);
  const summary = prospects.locator('summary', { hasText: 'Chiffres du pipeline' });
  await expect(summary).toContainText(/^Chiffres du pipeline ouvert \d[\d\s]*€ · gagné \d[\d\s]*€$/);
  await expect(prospects.getByLabel('Valeur du pipeline')).toBeHidden();
  await expect(prospects.getByRole('heading', { name: /^Lead/ })).toBeInViewport();
  await expect(prospects.getByRole('list', { name: 'Prospects au statut Lead' })).toBeInViewport();

  // Opened with the keyboard, it shows every figure, and the summary no longer repeats them.
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(prospects.getByLabel('Valeur du pipeline')).toBeVisible();
  await expect(prospects.getByLabel('Clôtures prévues')).toBeVisible();
  await expect(summary).toHaveText('Chiffres du pipeline');
});
