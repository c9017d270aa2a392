import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../../domain/api/answers';
import { trendsAnswer } from '../../../domain/api/trends-answers';
import { leadTrends } from './lead-trends';

/** The dashboard's lead trend: per day and source, week against week, follow-ups due ('À relancer'). */
export async function dashboardTrendsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/api/admin/dashboard/trends', { schema: { response: answers({ 200: trendsAnswer }) } }, async () => ({
    success: true as const,
    ...(await leadTrends(app.db)),
  }));
}
