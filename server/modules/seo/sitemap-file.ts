import { existsSync, readFileSync, statSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { SitemapItem } from 'sitemap';
import { builtPages } from '../../lib/site-pages';
import { readPageFacts } from './page-html';

/** Pre-rendered pages kept out of the sitemap: the 404 page, noindex pages and aliases whose canonical is another page. */
const unlistedPaths: ReadonlySet<string> = new Set(['/404', '/ia', '/button-test', '/equipe', '/demo/assistant-creator', '/resources/slogans', '/resources/signatures']);

const SITEMAP_FILE = 'sitemap.xml';

export function listedPaths(paths: readonly string[]): string[] {
  return paths.filter((path) => !unlistedPaths.has(path));
}

interface SitemapEntry {
  path: string;
  lastmod?: string;
  images?: string[];
}

const priorityOf = (path: string) => (path === '/' ? 1 : 0.7);

/** sitemap.xml of every listed page on the canonical origin, with the images each page shows. */
export async function sitemapXml(publicUrl: string, pages: ReadonlyArray<string | SitemapEntry>): Promise<string> {
  const origin = publicUrl.replace(/\/$/, '');
  const entries = pages.map((page) => (typeof page === 'string' ? { path: page } : page));
  const links = entries
    .filter((entry) => !unlistedPaths.has(entry.path))
    .map((entry) => ({
      url: entry.path,
      changefreq: 'monthly' as const,
      priority: priorityOf(entry.path),
      ...(entry.lastmod ? { lastmod: entry.lastmod } : {}),
      ...(entry.images?.length ? { img: entry.images.map((src) => ({ url: new URL(src, `${origin}/`).href })) } : {}),
    }));
  // The sitemap library is loaded when a sitemap is written or read, not with every server.
  const { SitemapStream, streamToPromise } = await import('sitemap');
  const stream = new SitemapStream({ hostname: `${origin}/` });
  return (await streamToPromise(Readable.from(links).pipe(stream))).toString('utf8');
}

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${publicUrl.replace(/\/$/, '')}/sitemap.xml`, ''].join('\n');
}

/** The images a page shows, on this site only: the sitemap image extension lists the site's own files. */
function localImages(html: string): string[] {
  return readPageFacts(html)
    .images.map((image) => image.src)
    .filter((src) => src.startsWith('/') && !src.startsWith('//'));
}

/**
 * Rebuilds sitemap.xml from the pages really present in the built site (the build and the back-office both
 * call it), with its brotli and gzip twins, since the static server prefers them.
 */
export async function writeSitemap(siteDir: string, publicUrl: string): Promise<{ urls: number; bytes: number }> {
  const entries = builtPages(siteDir).map(({ path, file }) => ({
    path,
    lastmod: statSync(file).mtime.toISOString(),
    images: localImages(readFileSync(file, 'utf8')),
  }));
  const xml = await sitemapXml(publicUrl, entries);
  const body = Buffer.from(xml, 'utf8');
  const target = join(siteDir, SITEMAP_FILE);
  // Written beside, then renamed: a crawler never reads half a file.
  const write = (file: string, data: Buffer) => {
    writeFileSync(`${file}.tmp`, data);
    renameSync(`${file}.tmp`, file);
  };
  write(`${target}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  write(`${target}.gz`, gzipSync(body, { level: 9 }));
  write(target, body);
  return { urls: listedPaths(entries.map((e) => e.path)).length, bytes: body.length };
}

interface SitemapFile {
  items: SitemapItem[];
  bytes: number;
  modifiedAt: string;
}

/** Reads the sitemap.xml the site serves; undefined when the site has none. */
export async function readSitemap(siteDir: string): Promise<SitemapFile | undefined> {
  const file = join(siteDir, SITEMAP_FILE);
  if (!existsSync(file)) return undefined;
  const raw = readFileSync(file);
  const { parseSitemap } = await import('sitemap');
  const items = await parseSitemap(Readable.from([raw]));
  return { items, bytes: raw.length, modifiedAt: statSync(file).mtime.toISOString() };
}
