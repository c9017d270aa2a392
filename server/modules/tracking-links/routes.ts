import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clickHistorySchema,
  trackingLinkIdSchema,
  trackingLinkInputSchema,
  trackingLinkMessages,
  trackingLinkSchema,
  trackingLinkSearchSchema,
  trackingStatisticsSchema,
} from '../../../domain/tracking-links';
import { z } from '../../../domain/validation/zod';
import { trackingLinksService } from './service';

const done = z.object({ success: z.literal(true), message: z.string() });
const withLink = done.extend({ data: trackingLinkSchema });

/** Tracking links (back-office §2.5, §7); access is checked by the /api/admin guard. */
export async function trackingLinksRoutes(app: FastifyInstance): Promise<void> {
  const links = trackingLinksService(app.db, app.config.publicUrl);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/tracking-links',
    { schema: { querystring: trackingLinkSearchSchema, response: { 200: z.object({ success: z.literal(true), data: z.array(trackingLinkSchema) }) } } },
    async (request) => ({ success: true as const, data: await links.list(request.query.search) }),
  );

  routes.get(
    '/api/admin/tracking-links/statistics',
    { schema: { response: { 200: trackingStatisticsSchema.extend({ success: z.literal(true) }) } } },
    async () => ({ success: true as const, ...(await links.statistics()) }),
  );

  routes.get(
    '/api/admin/tracking-links/:id/clicks',
    { schema: { params: trackingLinkIdSchema, response: { 200: clickHistorySchema.extend({ success: z.literal(true) }) } } },
    async (request) => ({ success: true as const, ...(await links.history(request.params.id)) }),
  );

  routes.post(
    '/api/admin/tracking-links',
    { schema: { body: trackingLinkInputSchema, response: { 201: withLink } } },
    async (request, reply) =>
      reply.code(201).send({ success: true, message: trackingLinkMessages.created, data: await links.create(request.body) }),
  );

  routes.put(
    '/api/admin/tracking-links/:id',
    { schema: { params: trackingLinkIdSchema, body: trackingLinkInputSchema, response: { 200: withLink } } },
    async (request) => ({
      success: true as const,
      message: trackingLinkMessages.updated,
      data: await links.update(request.params.id, request.body),
    }),
  );

  routes.delete(
    '/api/admin/tracking-links/:id',
    { schema: { params: trackingLinkIdSchema, response: { 200: done } } },
    async (request) => {
      await links.remove(request.params.id);
      return { success: true as const, message: trackingLinkMessages.deleted };
    },
  );

  routes.post(
    '/api/admin/tracking-links/:id/toggle-active',
    { schema: { params: trackingLinkIdSchema, response: { 200: withLink } } },
    async (request) => {
      const link = await links.toggleActive(request.params.id);
      return { success: true as const, message: trackingLinkMessages.toggled(link.isActive), data: link };
    },
  );
}
