import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
// Runs first (imports are evaluated before this module) so the index gets compressed too.
import './build-search-index';
import { robotsTxt, writeSitemap } from '../server/modules/seo/sitemap-file';
import { pageVocabulary, restFileName, splitStylesheet } from './critical-css';
import { shapeForFirstPaint, stylesheetHref, type InlineStylesheet } from './first-paint';
import { buildIconSprite, inlineIconSymbols } from './icon-sprite';

/** Writes .br and .gz beside every text file of the site so the server never compresses at run time. */
const SITE_DIR = process.env.SITE_DIR ?? 'build/client';
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml|map|webmanifest)$/;
const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

// Written first so that they are compressed with the rest.
const publicUrl = (process.env.PUBLIC_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
await writeSitemap(SITE_DIR, publicUrl);
writeFileSync(join(SITE_DIR, 'robots.txt'), robotsTxt(publicUrl));

const { symbols } = await buildIconSprite('app');

const SPA_FALLBACK = '__spa-fallback.html';

/**
 * A pre-rendered page carries the rules its markup can use and loads the rest once hydrated
 * (scripts/critical-css.ts). The SPA fallback draws everything in the browser, so it carries every rule.
 */
function inlineStylesheet(file: string, html: string, css: string): InlineStylesheet {
  if (file.endsWith(SPA_FALLBACK)) return { css };
  const { critical, rest } = splitStylesheet(css, pageVocabulary(html));
  if (!rest) return { css: critical };
  const name = restFileName(rest);
  writeFileSync(join(SITE_DIR, 'assets', name), rest);
  return { css: critical, restHref: `/assets/${name}` };
}
// Every document carries its stylesheet (scripts/first-paint.ts) and the symbols of its icons (scripts/icon-sprite.ts).
for (const file of [...files(SITE_DIR)]) {
  if (!file.endsWith('.html')) continue;
  const html = inlineIconSymbols(readFileSync(file, 'utf8'), symbols);
  const href = stylesheetHref(html);
  const stylesheet = href ? inlineStylesheet(file, html, readFileSync(join(SITE_DIR, href), 'utf8')) : undefined;
  writeFileSync(file, stylesheet ? shapeForFirstPaint(html, stylesheet) : html);
}

let count = 0;
for (const file of files(SITE_DIR)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
process.stdout.write(`Pré-compression : ${count} fichiers (brotli et gzip).\n`);
