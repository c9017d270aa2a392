import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { brandLogoFiles } from '../domain/brand/brand-logos';
import { brandSvgFiles } from './brand/brand-files';
import { icoOf } from './brand/ico-file';

/**
 * Writes the logos and the business cards under public/ (committed), then rasterises the PNG logos, and the
 * site's icon for the clients that do not read public/favicon.svg (`/favicon.ico`, the iOS home screen's
 * `/apple-touch-icon.png`), with the system Chromium. Run: `npx tsx scripts/generate-brand-files.ts`.
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
  const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
  const rasterise = async (svg: string, size: number) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}">`);
    return page.locator('img').screenshot({ omitBackground: true });
  };
  const icons = [];
  for (const size of [16, 32, 48]) icons.push({ size, png: await rasterise(favicon, size) });
  writeFileSync(join(publicDir, 'favicon.ico'), icoOf(icons));
  // iOS rounds the corners itself: the square is filled to its edges.
  writeFileSync(join(publicDir, 'apple-touch-icon.png'), await rasterise(favicon.replace(' rx="14"', ''), 180));
} finally {
  await browser.close();
}
console.log(`${svgs.size} SVG, les PNG du logo et les icônes du site écrits sous public/`);
