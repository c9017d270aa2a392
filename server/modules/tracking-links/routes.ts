import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, idParams, messageAnswer, nameCheckAnswer } from '../../../domain/api/answers';
import { clickHistoryAnswer, trackingLinkSavedAnswer, trackingLinksAnswer, trackingStatisticsAnswer } from '../../../domain/api/tracking-link-answers';
import { slugCheckQuery, trackingLinkInputSchema, trackingLinkMessages, trackingLinkSearchSchema } from '../../../domain/tracking-links';
import { trackingLinksService } from './service';

/** Tracking links (back-office §2.5, §7); access is checked by the /api/admin guard. */
export async function trackingLinksRoutes(app: FastifyInstance): Promise<void> {
  const links = trackingLinksService(app.db, app.config.publicUrl);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/tracking-links',
    { schema: { querystring: trackingLinkSearchSchema, response: answers({ 200: trackingLinksAnswer }) } },
    async (request) => ({ success: true as const, data: await links.list(request.query.search) }),
  );

  routes.get(
    '/api/admin/tracking-links/slug-check',
    { schema: { querystring: slugCheckQuery, response: answers({ 200: nameCheckAnswer }) } },
    async (request) => ({ success: true as const, ...(await links.slugCheck(request.query.slug)) }),
  );

  routes.get(
    '/api/admin/tracking-links/statistics',
    { schema: { response: answers({ 200: trackingStatisticsAnswer }) } },
    async () => ({ success: true as const, ...(await links.statistics()) }),
  );

  routes.get(
    '/api/admin/tracking-links/:id/clicks',
    { schema: { params: idParams, response: answers({ 200: clickHistoryAnswer }) } },
    async (request) => ({ success: true as const, ...(await links.history(request.params.id)) }),
  );

  routes.post(
    '/api/admin/tracking-links',
    { schema: { body: trackingLinkInputSchema, response: answers({ 201: trackingLinkSavedAnswer }) } },
    async (request, reply) =>
      reply.code(201).send({ success: true, message: trackingLinkMessages.created, data: await links.create(request.body) }),
  );

  routes.put(
    '/api/admin/tracking-links/:id',
    { schema: { params: idParams, body: trackingLinkInputSchema, response: answers({ 200: trackingLinkSavedAnswer }) } },
    async (request) => ({
      success: true as const,
      message: trackingLinkMessages.updated,
      data: await links.update(request.params.id, request.body),
    }),
  );

  routes.delete(
    '/api/admin/tracking-links/:id',
    { schema: { params: idParams, response: answers({ 200: messageAnswer }) } },
    async (request) => {
      await links.remove(request.params.id);
      return { success: true as const, message: trackingLinkMessages.deleted };
    },
  );

  routes.post(
    '/api/admin/tracking-links/:id/toggle-active',
    { schema: { params: idParams, response: answers({ 200: trackingLinkSavedAnswer }) } },
    async (request) => {
      const link = await links.toggleActive(request.params.id);
      return { success: true as const, message: trackingLinkMessages.toggled(link.isActive), data: link };
    },
  );
}
