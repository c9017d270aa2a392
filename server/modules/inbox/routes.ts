import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inboxPageAnswer, pendingCountAnswer, statusChangedAnswer } from '../../../domain/api/admin-answers';
import { answers, idParams } from '../../../domain/api/answers';
import { canMoveTo, countPendingQuerySchema, inboxQuerySchema, statusChangeSchema } from '../../../domain/inbox';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { ApiError } from '../../lib/api-error';
import { inboxRepository } from './repository';

/** Contact messages and callback requests (back-office §2.7, §7). */
export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  const inbox = inboxRepository(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/callback-requests', { schema: { querystring: inboxQuerySchema, response: answers({ 200: inboxPageAnswer }) } }, async (request) => {
    const query = request.query;
    const [{ rows, total }, pendingCount] = await Promise.all([
      inbox.page(query, query.page, query.limit),
      inbox.countPending(query.source),
    ]);
    return {
      success: true as const,
      callbackRequests: rows,
      pendingCount,
      message: '',
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    };
  });

  routes.get(
    '/api/admin/callback-requests/count-pending',
    { schema: { querystring: countPendingQuerySchema, response: answers({ 200: pendingCountAnswer }) } },
    async (request) => ({ success: true as const, pendingCount: await inbox.countPending(request.query.source) }),
  );

  routes.put(
    '/api/admin/callback-requests/:id/status',
    { schema: { params: idParams, body: statusChangeSchema, response: answers({ 200: statusChangedAnswer }) } },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const current = await inbox.findById(id);
      if (!current) throw new ApiError(404, adminMessages.requestNotFound);
      if (!canMoveTo(current.status, status)) throw new ApiError(409, adminMessages.statusTransition);
      const changed = await inbox.changeStatus(id, current.status, status, request.admin?.username ?? null, new Date());
      if (!changed) throw new ApiError(409, adminMessages.statusTransition);
      return { success: true as const, message: adminMessages.statusUpdated, callbackRequest: await inbox.findById(id) };
    },
  );
}
