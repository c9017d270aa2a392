import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, csvFile, idParams } from '../../../domain/api/answers';
import { campaignStatsCsvRecords, campaignStatsFileName, linkStatsCsvRecords, linkStatsFileName } from '../../../domain/campaign-stats-csv';
import { campaignLeadsAnswer, campaignStatsAnswer, campaignViewAnswer, linkLeadsAnswer, linkStatsAnswer } from '../../../domain/api/tracking-link-answers';
import { campaignExportQuerySchema, oneCampaignQuerySchema, statsPeriodSchema } from '../../../domain/tracking-link-stats';
import { trackingStatsService } from './stats-service';
import { sendCsv } from '../../lib/csv-reply';

/** Statistics of a link and of the campaigns over a period; access is checked by the /api/admin guard. */
export async function trackingStatsRoutes(app: FastifyInstance): Promise<void> {
  const stats = trackingStatsService(app.db, app.config.publicUrl);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/tracking-links/:id/stats',
    { schema: { params: idParams, querystring: statsPeriodSchema, response: answers({ 200: linkStatsAnswer }) } },
    async (request) => ({ success: true as const, ...(await stats.link(request.params.id, request.query)) }),
  );

  // The people behind a link's « Leads attribués », each with its record (0578).
  routes.get(
    '/api/admin/tracking-links/:id/stats/leads',
    { schema: { params: idParams, querystring: statsPeriodSchema, response: answers({ 200: linkLeadsAnswer }) } },
    async (request) => ({ success: true as const, ...(await stats.linkLeads(request.params.id, request.query)) }),
  );

  // A link's figures as a CSV file, in the campaigns' columns (0567).
  routes.get(
    '/api/admin/tracking-links/:id/stats/export',
    { schema: { params: idParams, querystring: statsPeriodSchema, response: answers({ 200: csvFile }) } },
    async (request, reply) => {
      const data = await stats.link(request.params.id, request.query);
      return sendCsv(reply, linkStatsFileName(data), linkStatsCsvRecords(data));
    },
  );

  routes.get(
    '/api/admin/campaigns/stats',
    { schema: { querystring: statsPeriodSchema, response: answers({ 200: campaignViewAnswer }) } },
    async (request) => ({ success: true as const, ...(await stats.view(request.query)) }),
  );

  // One campaign in full, read through its own links: the panel's choice of another campaign (0574).
  routes.get(
    '/api/admin/campaigns/stats/campaign',
    { schema: { querystring: oneCampaignQuerySchema, response: answers({ 200: campaignStatsAnswer }) } },
    async (request) => {
      const { campaign, ...period } = request.query;
      return { success: true as const, ...(await stats.campaigns(period, new Date(), campaign)) };
    },
  );

  // The people behind a campaign's « Leads attribués », each with its record (0578).
  routes.get(
    '/api/admin/campaigns/stats/leads',
    { schema: { querystring: oneCampaignQuerySchema, response: answers({ 200: campaignLeadsAnswer }) } },
    async (request) => {
      const { campaign, ...period } = request.query;
      return { success: true as const, ...(await stats.campaignLeads(period, campaign)) };
    },
  );

  // The same figures as a CSV file (Dub's export), every campaign or the one asked for: a report for the client.
  routes.get(
    '/api/admin/campaigns/stats/export',
    { schema: { querystring: campaignExportQuerySchema, response: answers({ 200: csvFile }) } },
    async (request, reply) => {
      const { campaign, ...period } = request.query;
      const data = await stats.campaigns(period, new Date(), campaign);
      return sendCsv(reply, campaignStatsFileName(data, campaign), campaignStatsCsvRecords(data));
    },
  );
}
