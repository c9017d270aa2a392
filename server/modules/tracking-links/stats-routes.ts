import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, idParams } from '../../../domain/api/answers';
import { campaignStatsAnswer, linkStatsAnswer } from '../../../domain/api/tracking-link-answers';
import { statsPeriodSchema } from '../../../domain/tracking-link-stats';
import { trackingStatsService } from './stats-service';

/** Statistics of a link and of the campaigns over a period; access is checked by the /api/admin guard. */
export async function trackingStatsRoutes(app: FastifyInstance): Promise<void> {
  const stats = trackingStatsService(app.db, app.config.publicUrl);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/tracking-links/:id/stats',
    { schema: { params: idParams, querystring: statsPeriodSchema, response: answers({ 200: linkStatsAnswer }) } },
    async (request) => ({ success: true as const, ...(await stats.link(request.params.id, request.query)) }),
  );

  routes.get(
    '/api/admin/campaigns/stats',
    { schema: { querystring: statsPeriodSchema, response: answers({ 200: campaignStatsAnswer }) } },
    async (request) => ({ success: true as const, ...(await stats.campaigns(request.query)) }),
  );
}
