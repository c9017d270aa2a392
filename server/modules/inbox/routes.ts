import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countPendingQuerySchema, inboxQuerySchema, statusChangeSchema } from '../../../domain/inbox';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import { idParamsSchema } from '../../../domain/prospects/prospect-schema';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { z } from '../../../domain/validation/zod';
import { ApiError, parseWith } from '../../lib/api-error';
import { prospectSchema } from '../prospects/prospect-view';
import { inboxService } from './service';

const linkedProspect = z.object({ success: z.literal(true), prospect: prospectSchema.nullable() });
const conversion = z.object({ success: z.literal(true), created: z.boolean(), message: z.string(), prospect: prospectSchema });

/** Contact messages and callback requests (back-office §2.7, §7). */
export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  const inbox = inboxService(app.db);

  app.get('/api/admin/callback-requests', async (request) => {
    const query = parseWith(inboxQuerySchema, request.query);
    const [{ rows, total }, pendingCount] = await Promise.all([
      inbox.page(query, query.page, query.limit),
      inbox.countPending(query.source),
    ]);
    return {
      success: true,
      callbackRequests: rows,
      pendingCount,
      message: '',
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    };
  });

  app.get('/api/admin/callback-requests/count-pending', async (request) => {
    const query = parseWith(countPendingQuerySchema, request.query);
    return { success: true, pendingCount: await inbox.countPending(query.source) };
  });

  app.put<{ Params: { id: string } }>('/api/admin/callback-requests/:id/status', async (request) => {
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(404, adminMessages.requestNotFound);
    const { status } = parseWith(statusChangeSchema, request.body);
    const callbackRequest = await inbox.changeStatus(id, status, request.admin?.username ?? null);
    return { success: true, message: adminMessages.statusUpdated, callbackRequest };
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/admin/callback-requests/:id/prospect',
    { schema: { params: idParamsSchema, response: { 200: linkedProspect } } },
    async (request) => ({ success: true as const, prospect: await inbox.linkedProspect(request.params.id) }),
  );

  typed.post(
    '/api/admin/callback-requests/:id/prospect',
    { schema: { params: idParamsSchema, response: { 200: conversion, 201: conversion } } },
    async (request, reply) => {
      const { created, prospect } = await inbox.convertToProspect(request.params.id);
      if (!prospect) throw new ApiError(404, prospectMessages.notFound);
      return reply.code(created ? 201 : 200).send({
        success: true,
        created,
        message: created ? prospectMessages.converted : prospectMessages.alreadyConverted,
        prospect,
      });
    },
  );
}
