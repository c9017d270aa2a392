import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise } from 'sitemap';

/** Pre-rendered pages kept out of the sitemap: the 404 page, noindex pages and aliases whose canonical is another page. */
export const unlistedPaths: ReadonlySet<string> = new Set(['/404', '/ia', '/button-test', '/equipe', '/demo/assistant-creator', '/resources/slogans', '/resources/signatures']);

export function listedPaths(paths: readonly string[]): string[] {
  return paths.filter((path) => !unlistedPaths.has(path));
}

/** sitemap.xml of every listed pre-rendered page, on the canonical origin. */
export async function sitemapXml(publicUrl: string, paths: readonly string[]): Promise<string> {
  const links = listedPaths(paths).map((url) => ({ url, changefreq: 'monthly' as const, priority: url === '/' ? 1 : 0.7 }));
  const stream = new SitemapStream({ hostname: `${publicUrl.replace(/\/$/, '')}/` });
  return (await streamToPromise(Readable.from(links).pipe(stream))).toString('utf8');
}

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${publicUrl.replace(/\/$/, '')}/sitemap.xml`, ''].join('\n');
}
