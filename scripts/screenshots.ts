import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * Screenshots of pages at desktop and phone widths, to look at what visitors see.
 * Usage: tsx scripts/screenshots.ts http://127.0.0.1:3000 / /contact
 */
const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const outDir = process.env.SHOTS_DIR ?? 'screenshots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [label, width, height] of [['desktop', 1440, 900], ['phone', 390, 844]] as const) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1, locale: 'fr-FR' });
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const overflow = await page.evaluate((viewportWidth) => document.documentElement.scrollWidth - viewportWidth, width);
    const name = `${outDir}/${label}${path.replace(/[/?=&]+/g, '_') || '_home'}.png`;
    await page.screenshot({ path: name, fullPage: true });
    process.stdout.write(`${name}${overflow > 0 ? `  (débordement horizontal de ${overflow} px)` : ''}\n`);
  }
  await page.close();
}
await browser.close();
