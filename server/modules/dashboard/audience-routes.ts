import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, csvFile } from '../../../domain/api/answers';
import { audienceCsvRecords, audienceFileName } from '../../../domain/analytics/audience-csv';
import { currentVisitorsAnswer, siteAudienceAnswer } from '../../../domain/api/trends-answers';
import { audienceQuerySchema } from '../../../domain/analytics/site-audience';
import { siteAudience } from '../events/site-audience';
import { sendCsv } from '../../lib/csv-reply';

/** The dashboard's audience of the public site over a period of Paris days (the last 30 without one), filtered or not, and right now. */
export async function dashboardAudienceRoutes(app: FastifyInstance): Promise<void> {
  const audience = siteAudience(app.db, new URL(app.config.publicUrl).hostname);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/dashboard/audience',
    { schema: { querystring: audienceQuerySchema, response: answers({ 200: siteAudienceAnswer }) } },
    async (request) => {
      const { from, to, ...filter } = request.query;
      return { success: true as const, ...(await audience.over({ from, to }, new Date(), filter)) };
    },
  );
  // The same figures as a CSV file (Plausible's export), for the same period and filters.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/dashboard/audience/export',
    { schema: { querystring: audienceQuerySchema, response: answers({ 200: csvFile }) } },
    async (request, reply) => {
      const { from, to, ...filter } = request.query;
      const data = await audience.over({ from, to }, new Date(), filter);
      return sendCsv(reply, audienceFileName(data), audienceCsvRecords(data));
    },
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/dashboard/audience/now',
    { schema: { response: answers({ 200: currentVisitorsAnswer }) } },
    async () => ({ success: true as const, ...(await audience.now()) }),
  );
}
