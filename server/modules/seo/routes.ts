import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../../domain/api/answers';
import { analyticsRegeneratedAnswer, notFoundPagesAnswer, seoPagesAnswer, sitemapInfoAnswer, sitemapRegeneratedAnswer, sitemapStatsAnswer, urlCheckAnswer } from '../../../domain/api/seo-answers';
import { checkUrlSchema } from '../../../domain/seo/check-url-schema';
import { daysQuerySchema } from '../../../domain/validation/days-query';
import { eventsService } from '../events/service';
import { seoService } from './service';

/** The days the report of pages not found covers by default. */
const NOT_FOUND_DAYS = 30;

/** SEO tools of the back-office (§2.14): the built site's sitemap and pages, read from disk. */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const seo = seoService(app.db, { siteDir: app.config.siteDir, publicUrl: app.config.publicUrl });
  const events = eventsService(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The first audit reads every page; it runs once the server is up, so the back-office finds it ready.
  app.addHook('onReady', () => {
    seo.auditPages().catch((error: unknown) => app.log.warn({ err: error }, 'SEO audit of the built pages failed'));
  });

  routes.get('/api/admin/seo/sitemap-info', { schema: { response: answers({ 200: sitemapInfoAnswer }) } }, async () => ({
    success: true as const,
    ...(await seo.sitemapInfo()),
  }));
  routes.get('/api/admin/seo/sitemap-stats', { schema: { response: answers({ 200: sitemapStatsAnswer }) } }, async () => ({
    success: true as const,
    ...(await seo.sitemapStats()),
  }));
  routes.post('/api/admin/seo/regenerate-sitemap', { schema: { response: answers({ 200: sitemapRegeneratedAnswer }) } }, async () => ({
    success: true as const,
    ...(await seo.regenerateSitemap()),
  }));
  // The addresses visitors reached that matched no page, read through the events module (0464).
  routes.get(
    '/api/admin/seo/not-found',
    { schema: { querystring: daysQuerySchema(NOT_FOUND_DAYS), response: answers({ 200: notFoundPagesAnswer }) } },
    async (request) => ({ success: true as const, ...(await events.notFoundPages(request.query.days)) }),
  );
  routes.get('/api/admin/seo/pages', { schema: { response: answers({ 200: seoPagesAnswer }) } }, async () => ({ success: true as const, pages: await seo.auditPages() }));
  routes.post('/api/admin/seo/check-url', { schema: { body: checkUrlSchema, response: answers({ 200: urlCheckAnswer }) } }, async (request) =>
    seo.checkUrl(request.body.url),
  );
  // A change of stored data: a POST, never the GET navigation of the original (state never changes on GET).
  routes.post(
    '/api/admin/seo/regenerate-analytics',
    { schema: { response: answers({ 200: analyticsRegeneratedAnswer }) } },
    async () => ({ success: true as const, ...(await seo.regenerateAnalytics()) }),
  );
}
