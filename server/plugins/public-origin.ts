import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { robotsTxt, writeSitemap } from '../modules/seo/sitemap-file';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const CANONICAL = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/;
const SITEMAP_LINE = /^Sitemap:\s*(\S+)/m;

const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** The address the build was made for: robots.txt's Sitemap line, else the home page's canonical link. */
export function builtOrigin(siteDir: string): string | undefined {
  const robots = join(siteDir, 'robots.txt');
  if (existsSync(robots)) {
    const fromRobots = originOf(SITEMAP_LINE.exec(readFileSync(robots, 'utf8'))?.[1]);
    if (fromRobots) return fromRobots;
  }
  const home = join(siteDir, 'index.html');
  return existsSync(home) ? originOf(CANONICAL.exec(readFileSync(home, 'utf8'))?.[1]) : undefined;
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Written beside, then renamed: a request never reads half a file, and instances starting together on one build
 * each write their own copy of the same text.
 */
function replaceFile(file: string, data: Buffer | string) {
  const beside = `${file}.${process.pid}.tmp`;
  writeFileSync(beside, data);
  renameSync(beside, file);
}

/** Rewrites a text file and, when the build pre-compressed it, its .br and .gz beside it (the static server sends those). */
async function rewrite(file: string, text: string): Promise<void> {
  const body = Buffer.from(text, 'utf8');
  if (existsSync(`${file}.br`)) replaceFile(`${file}.br`, await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  if (existsSync(`${file}.gz`)) replaceFile(`${file}.gz`, await gzipAsync(body, { level: 9 }));
  replaceFile(file, body);
}

export class PublicOriginError extends Error {}

/**
 * Pages are pre-rendered with the PUBLIC_URL of the build (canonical links, Open Graph, JSON-LD, robots.txt,
 * sitemap.xml). A server started with another PUBLIC_URL rewrites them once, before loading them, so every address
 * names where the site is served (docs/decisions/0335-public-url-at-start.md). A build it cannot rewrite is not
 * served under a wrong address: the start stops with a French message.
 */
export async function alignPublicOrigin(siteDir: string, publicUrl: string, log: FastifyBaseLogger): Promise<void> {
  if (!existsSync(siteDir)) return;
  const built = builtOrigin(siteDir);
  const served = originOf(publicUrl);
  if (!built || !served || built === served) return;
  // The origin only where it is a whole address: 'http://a:3000' must not touch 'http://a:30001'.
  const address = new RegExp(`${escapeRegExp(built)}(?![\\w.:-])`, 'g');
  try {
    for (const file of htmlFiles(siteDir)) {
      const html = readFileSync(file, 'utf8');
      const moved = html.replace(address, served);
      if (moved !== html) await rewrite(file, moved);
    }
    await rewrite(join(siteDir, 'robots.txt'), robotsTxt(served));
    await writeSitemap(siteDir, served);
  } catch (error) {
    throw new PublicOriginError(
      `Le site de ${siteDir} a été construit pour ${built} mais PUBLIC_URL vaut ${served}, et ses fichiers ne peuvent pas être réécrits ` +
        `(${error instanceof Error ? error.message : String(error)}) : relancez « npm run build » avec PUBLIC_URL=${served}.`,
    );
  }
  log.info(`Site construit pour ${built}, servi à ${served} : liens canoniques, robots.txt et sitemap.xml réécrits.`);
}
