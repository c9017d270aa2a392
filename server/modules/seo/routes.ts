import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkUrlSchema } from '../../../domain/seo/check-url-schema';
import { z } from '../../../domain/validation/zod';
import { seoService } from './service';

const message = z.object({ success: z.literal(true), message: z.string() });
const sitemapInfo = z.object({
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
    }),
  ),
  message: z.string().nullable(),
});
const sitemapStats = z.object({
  success: z.literal(true),
  exists: z.boolean(),
  totalUrls: z.number(),
  totalImages: z.number(),
  urlsWithImages: z.number(),
  urlsWithLastmod: z.number(),
  changefreq: z.record(z.string(), z.number()),
  pagesBuilt: z.number(),
});
const seoPages = z.object({
  success: z.literal(true),
  pages: z.array(
    z.object({
      title: z.string(),
      url: z.string(),
      description: z.string(),
      hasSchema: z.boolean(),
      hasBreadcrumb: z.boolean(),
      hasCanonical: z.boolean(),
      hasOptimizedImages: z.boolean(),
      indexable: z.boolean(),
      imageCount: z.number(),
      bytes: z.number(),
      issues: z.array(z.string()),
    }),
  ),
});
const urlCheck = z.object({
  success: z.boolean(),
  status: z.number(),
  canonical: z.string().nullable(),
  message: z.string(),
  finalUrl: z.string(),
});

/** SEO tools of the back-office (§2.14): the built site's sitemap and pages, read from disk. */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const seo = seoService(app.db, { siteDir: app.config.siteDir, publicUrl: app.config.publicUrl });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The first audit reads every page; it runs once the server is up, so the back-office finds it ready.
  app.addHook('onReady', () => {
    seo.auditPages().catch((error: unknown) => app.log.warn({ err: error }, 'SEO audit of the built pages failed'));
  });

  routes.get('/api/admin/seo/sitemap-info', { schema: { response: { 200: sitemapInfo } } }, async () => ({
    success: true as const,
    ...(await seo.sitemapInfo()),
  }));
  routes.get('/api/admin/seo/sitemap-stats', { schema: { response: { 200: sitemapStats } } }, async () => ({
    success: true as const,
    ...(await seo.sitemapStats()),
  }));
  routes.post('/api/admin/seo/regenerate-sitemap', { schema: { response: { 200: message.extend({ totalUrls: z.number() }) } } }, async () => ({
    success: true as const,
    ...(await seo.regenerateSitemap()),
  }));
  routes.get('/api/admin/seo/pages', { schema: { response: { 200: seoPages } } }, async () => ({ success: true as const, pages: await seo.auditPages() }));
  routes.post('/api/admin/seo/check-url', { schema: { body: checkUrlSchema, response: { 200: urlCheck } } }, async (request) =>
    seo.checkUrl(request.body.url),
  );
  // A change of stored data: a POST, never the GET navigation of the original (state never changes on GET).
  routes.post(
    '/api/admin/seo/regenerate-analytics',
    { schema: { response: { 200: message.extend({ pages: z.number(), updated: z.number() }) } } },
    async () => ({ success: true as const, ...(await seo.regenerateAnalytics()) }),
  );
}
