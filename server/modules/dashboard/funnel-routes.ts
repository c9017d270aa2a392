import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FUNNEL_DAYS } from '../../../domain/analytics/traffic-funnel';
import { answers } from '../../../domain/api/answers';
import { trafficFunnel } from '../events/traffic-funnel';
import { trafficFunnelAnswer } from '../../../domain/api/trends-answers';
import { DAY_MS } from '../../../domain/calendar-day';

/** The dashboard's funnel: the last 30 days of visitors, form openers and leads, by source. */
export async function dashboardFunnelRoutes(app: FastifyInstance): Promise<void> {
  const funnel = trafficFunnel(app.db, new URL(app.config.publicUrl).hostname);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/dashboard/funnel',
    { schema: { response: answers({ 200: trafficFunnelAnswer }) } },
    async () => {
      const since = new Date(Date.now() - FUNNEL_DAYS * DAY_MS).toISOString();
      return { success: true as const, ...(await funnel.since(since, FUNNEL_DAYS)) };
    },
  );
}
