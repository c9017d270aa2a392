import { siteRedirectSchema } from '../seo/site-redirects';
import { z } from '../validation/zod';

export const sitemapInfoAnswer = z.object({
  success: z.literal(true),
  exists: z.boolean(),
  totalUrls: z.number(),
  lastGenerated: z.string().nullable(),
  fileSize: z.number(),
  urls: z.array(
    z.object({
      loc: z.string(),
      priority: z.number().nullable(),
      changefreq: z.string().nullable(),
      lastmod: z.string().nullable(),
      images: z.number(),
      /** False when the URL's origin is not PUBLIC_URL's. */
      onSite: z.boolean(),
    }),
  ),
  /** How many URLs name another origin than PUBLIC_URL. */
  offSiteUrls: z.number(),
  message: z.string().nullable(),
});
export type SitemapInfo = z.infer<typeof sitemapInfoAnswer>;

export const sitemapStatsAnswer = z.object({
  success: z.literal(true),
  exists: z.boolean(),
  totalUrls: z.number(),
  totalImages: z.number(),
  urlsWithImages: z.number(),
  urlsWithLastmod: z.number(),
  changefreq: z.record(z.string(), z.number()),
  pagesBuilt: z.number(),
});
export type SitemapStats = z.infer<typeof sitemapStatsAnswer>;

/** The §3 SEO page of one built page, plus the failing points that explain each false flag. */
const seoPage = z.object({
  title: z.string(),
  url: z.string(),
  description: z.string(),
  hasSchema: z.boolean(),
  hasBreadcrumb: z.boolean(),
  hasCanonical: z.boolean(),
  canonical: z.string().nullable(),
  /** False when the canonical names another origin than PUBLIC_URL. */
  canonicalOnSite: z.boolean(),
  hasOptimizedImages: z.boolean(),
  indexable: z.boolean(),
  imageCount: z.number(),
  bytes: z.number(),
  issues: z.array(z.string()),
});
export type SeoPage = z.infer<typeof seoPage>;

export const seoPagesAnswer = z.object({ success: z.literal(true), pages: z.array(seoPage) });

export const urlCheckAnswer = z.object({
  success: z.boolean(),
  status: z.number(),
  canonical: z.string().nullable(),
  message: z.string(),
  finalUrl: z.string(),
  /** Set when the page's canonical names another origin than PUBLIC_URL. */
  warning: z.string().nullable(),
});
export type UrlCheck = z.infer<typeof urlCheckAnswer>;

export const sitemapRegeneratedAnswer = z.object({ success: z.literal(true), message: z.string(), totalUrls: z.number() });
export const analyticsRegeneratedAnswer = z.object({ success: z.literal(true), message: z.string(), pages: z.number(), updated: z.number() });

/**
 * GET /api/admin/seo/not-found?days=: the addresses visited that matched no page (docs/decisions/0464-pages-not-found.md),
 * the most viewed first, each with its last view and where its visitors came from ('' for no referrer).
 */
export const notFoundPagesAnswer = z.object({
  success: z.literal(true),
  days: z.number().int(),
  totalViews: z.number().int(),
  /** Every address not found in the period; `pages` lists the 50 most viewed. */
  totalPages: z.number().int(),
  pages: z.array(
    z.object({
      page: z.string(),
      views: z.number().int(),
      lastSeenAt: z.string(),
      referrers: z.array(z.object({ referrer: z.string(), views: z.number().int() })),
    }),
  ),
});
export type NotFoundPages = z.output<typeof notFoundPagesAnswer>;

/** GET /api/admin/redirects: the redirects managed from the back-office (docs/decisions/0465-managed-redirects.md). */
export const siteRedirectsAnswer = z.object({ success: z.literal(true), redirects: z.array(siteRedirectSchema) });
/** POST /api/admin/redirects: the redirect created, with the French confirmation. */
export const siteRedirectCreatedAnswer = z.object({ success: z.literal(true), message: z.string(), redirect: siteRedirectSchema });
