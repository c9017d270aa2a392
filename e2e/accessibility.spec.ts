import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';

const publicPaths = [
  '/', '/contact', '/contact?c', '/team', '/equipe', '/portfolio', '/join-us', '/pricing', '/web-dev', '/code', '/expert-ia',
  '/temoignages', '/politique-confidentialite', '/assistant-creator-showcase', '/demo/assistant-creator', '/button-test',
  '/sitemap', '/faq', '/blog', '/page-inconnue',
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Axe walks every text node; a still background keeps the busy pages (50 team particles) within time on a loaded machine.
test.use({ reducedMotion: 'reduce' });

for (const path of publicPaths) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the open mobile menu and the background selector have no serious violation @mobile', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Thèmes Visuels' }).click();
  await expect(page.getByRole('dialog', { name: 'Thèmes visuels' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const path of ['/', '/contact', '/contact?c', '/team', '/pricing', '/web-dev?c']) {
  test(`${path} has no serious or critical accessibility violation on a phone @mobile`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
