import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { brandLogoFiles } from '../domain/brand/brand-logos';
import { brandSvgFiles } from './brand/brand-files';

/**
 * Writes the logos and the business cards under public/ (committed), then rasterises the PNG logos
 * with the system Chromium. Run: `npx tsx scripts/generate-brand-files.ts`.
 */
const publicDir = join(import.meta.dirname, '..', 'public');
const svgs = brandSvgFiles();
for (const [path, svg] of svgs) {
  const file = join(publicDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const png of brandLogoFiles.filter((file) => file.path.endsWith('.png'))) {
    const source = png.path.replace(/-\d+x\d+\.png$/, '.svg');
    const svg = svgs.get(source);
    if (!svg) throw new Error(`no SVG for ${png.path}`);
    await page.setViewportSize({ width: png.width, height: png.height });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${png.width}" height="${png.height}">`,
    );
    await page.locator('img').screenshot({ path: join(publicDir, png.path), omitBackground: true });
  }
} finally {
  await browser.close();
}
console.log(`${svgs.size} SVG et les PNG du logo écrits sous public/`);
