import { readFileSync, statSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SeoPage } from '../../../domain/api/seo-answers';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { funnelAndSearches } from '../events/funnel-and-searches';
import { checkUrl } from './check-url';
import { auditPage } from './page-audit';
import { readPageFacts } from './page-html';
import { builtPages } from '../../lib/site-pages';
import { readSitemap, writeSitemap } from './sitemap-file';

const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
/** A page heavier than this in HTML alone slows the first paint on a phone. */
export const HEAVY_PAGE_BYTES = 150 * 1024;

export const seoMessages = {
  noSitemap: "Aucun sitemap.xml : le site n'a pas encore été construit (npm run build).",
  noPages: 'Aucune page pré-rendue : construisez le site (npm run build) avant de régénérer le sitemap.',
  offSiteSitemap: (count: number, origin: string) =>
    `${count} URL du sitemap ne ${count > 1 ? 'sont' : 'est'} pas sur l’adresse du site (${origin}) : régénérez le sitemap.`,
} as const;

/**
 * Audits by file, kept while the file is unchanged: pages change only with a build, and reading every page with
 * the tokenizer costs a couple of seconds of CPU.
 */
const auditCache = new Map<string, { mtimeMs: number; size: number; audit: SeoPage }>();

async function auditFile(path: string, file: string, siteOrigin: string): Promise<SeoPage> {
  const { mtimeMs, size } = statSync(file);
  const key = `${siteOrigin} ${file}`;
  const known = auditCache.get(key);
  if (known && known.mtimeMs === mtimeMs && known.size === size) return known.audit;
  // One page per turn of the event loop, so other requests are served during a first audit.
  await nextTurn();
  const audit = { ...auditPage(path, readPageFacts(readFileSync(file, 'utf8')), siteOrigin), bytes: size };
  auditCache.set(key, { mtimeMs, size, audit });
  return audit;
}

export function seoService(db: Database, options: { siteDir: string; publicUrl: string }) {
  const analytics = funnelAndSearches(db);
  const pages = () => builtPages(options.siteDir).filter((page) => page.path !== '/404');
  const siteOrigin = new URL(options.publicUrl).origin;
  const onSite = (url: string) => {
    try {
      return new URL(url).origin === siteOrigin;
    } catch {
      return false;
    }
  };

  return {
    async sitemapInfo() {
      const sitemap = await readSitemap(options.siteDir);
      if (!sitemap) return { exists: false, totalUrls: 0, lastGenerated: null, fileSize: 0, urls: [], offSiteUrls: 0, message: seoMessages.noSitemap };
      const offSiteUrls = sitemap.items.filter((item) => !onSite(item.url)).length;
      return {
        exists: true,
        totalUrls: sitemap.items.length,
        lastGenerated: sitemap.modifiedAt,
        fileSize: kilobytes(sitemap.bytes),
        urls: sitemap.items.map((item) => ({
          loc: item.url,
          priority: item.priority ?? null,
          changefreq: item.changefreq ?? null,
          lastmod: item.lastmod ?? null,
          images: item.img.length,
          onSite: onSite(item.url),
        })),
        offSiteUrls,
        message: offSiteUrls ? seoMessages.offSiteSitemap(offSiteUrls, siteOrigin) : null,
      };
    },

    async sitemapStats() {
      const sitemap = await readSitemap(options.siteDir);
      const items = sitemap?.items ?? [];
      const changefreq: Record<string, number> = {};
      for (const item of items) if (item.changefreq) changefreq[item.changefreq] = (changefreq[item.changefreq] ?? 0) + 1;
      return {
        exists: Boolean(sitemap),
        totalUrls: items.length,
        totalImages: items.reduce((n, item) => n + item.img.length, 0),
        urlsWithImages: items.filter((item) => item.img.length > 0).length,
        urlsWithLastmod: items.filter((item) => item.lastmod).length,
        changefreq,
        pagesBuilt: pages().length,
      };
    },

    async regenerateSitemap() {
      if (!pages().length) throw new ApiError(409, seoMessages.noPages);
      const { urls, bytes } = await writeSitemap(options.siteDir, options.publicUrl);
      return { message: `Sitemap régénéré : ${urls} URL, ${String(kilobytes(bytes)).replace('.', ',')} Ko.`, totalUrls: urls };
    },

    /** Audits every pre-rendered public page from its HTML, worst pages first. */
    async auditPages(): Promise<SeoPage[]> {
      const audits: SeoPage[] = [];
      for (const { path, file } of pages()) audits.push(await auditFile(path, file, siteOrigin));
      return audits.sort((a, b) => b.issues.length - a.issues.length || a.url.localeCompare(b.url));
    },

    checkUrl: (url: string) => checkUrl(url, options.publicUrl),

    /** Recomputes the funnel stage of every stored audience event from the current page rules. */
    async regenerateAnalytics() {
      const { pages: pageCount, updated } = await analytics.reclassifyFunnel();
      return {
        pages: pageCount,
        updated,
        message: pageCount
          ? `Étapes du tunnel recalculées sur ${pageCount} page(s) : ${updated} événement(s) reclassé(s).`
          : "Aucun événement d'audience enregistré : rien à recalculer.",
      };
    },
  };
}
