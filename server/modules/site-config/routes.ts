import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { answers } from '../../../domain/api/answers';
import { siteConfigAnswer } from '../../../domain/api/public-answers';

/** The runtime settings the browser needs; today only the optional third-party audience tag. */
export async function siteConfigRoutes(app: FastifyInstance): Promise<void> {
  const analytics = app.config.analytics ?? null;
  app.withTypeProvider<ZodTypeProvider>().get('/api/site-config', { schema: { response: answers({ 200: siteConfigAnswer }) } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { success: true as const, analytics };
  });
}

/**
 * The origins a configured audience tag loads from and reports to: the pages' policy forbids every foreign script
 * and allows these, nothing else (registerStaticSite writes them into each page's policy).
 */
export function thirdPartyOrigins(analytics: Config['analytics']): string[] {
  if (!analytics) return [];
  const tag = new URL(analytics.tagUrl);
  return /googletagmanager\.com$/.test(tag.hostname) ? [tag.origin, 'https://*.google-analytics.com', 'https://*.analytics.google.com'] : [tag.origin];
}
