import { expect, test } from './support/test';
import { expectNoHorizontalOverflow, linesBeginningWithPunctuation } from './support/layout';

const publicPaths = [
  '/', '/workflows-assistants', '/assistants-ia', '/employe/1001', '/contact', '/contact?c', '/super-assistant', '/team',
  '/portfolio', '/join-us', '/pricing', '/web-dev', '/code', '/expert-ia', '/temoignages', '/politique-confidentialite',
  '/assistant-creator-showcase', '/button-test', '/sitemap', '/faq', '/blog', '/page-inconnue',
];

for (const path of publicPaths) {
  test(`${path} fits a 390 px screen without sideways scrolling, no line beginning with ';', ':', '?' or '!' @mobile`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    expect(await linesBeginningWithPunctuation(page.locator('body'))).toEqual([]);
  });
}
