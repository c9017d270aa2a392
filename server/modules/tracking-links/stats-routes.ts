import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../../domain/api/answers';
import { campaignStatsSchema, linkStatsSchema, statsPeriodSchema } from '../../../domain/tracking-link-stats';
import { trackingLinkIdSchema } from '../../../domain/tracking-links';
import { z } from '../../../domain/validation/zod';
import { trackingStatsService } from './stats-service';

const ok = { success: z.literal(true) };

/** Statistics of a link and of the campaigns over a period; access is checked by the /api/admin guard. */
export async function trackingStatsRoutes(app: FastifyInstance): Promise<void> {
  const stats = trackingStatsService(app.db, app.config.publicUrl);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/tracking-links/:id/stats',
    { schema: { params: trackingLinkIdSchema, querystring: statsPeriodSchema, response: answers({ 200: linkStatsSchema.extend(ok) }) } },
    async (request) => ({ success: true as const, ...(await stats.link(request.params.id, request.query)) }),
  );

  routes.get(
    '/api/admin/campaigns/stats',
    { schema: { querystring: statsPeriodSchema, response: answers({ 200: campaignStatsSchema.extend(ok) }) } },
    async (request) => ({ success: true as const, ...(await stats.campaigns(request.query)) }),
  );
}
