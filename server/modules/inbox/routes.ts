import type { FastifyInstance } from 'fastify';
import { canMoveTo, countPendingQuerySchema, inboxQuerySchema, statusChangeSchema } from '../../../domain/inbox';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { ApiError, parseWith } from '../../lib/api-error';
import { inboxRepository } from './repository';

/** Contact messages and callback requests (back-office §2.7, §7). */
export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  const inbox = inboxRepository(app.db);

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
    const current = await inbox.findById(id);
    if (!current) throw new ApiError(404, adminMessages.requestNotFound);
    if (!canMoveTo(current.status, status)) throw new ApiError(409, adminMessages.statusTransition);
    const changed = await inbox.changeStatus(id, current.status, status, request.admin?.username ?? null, new Date());
    if (!changed) throw new ApiError(409, adminMessages.statusTransition);
    return { success: true, message: adminMessages.statusUpdated, callbackRequest: await inbox.findById(id) };
  });
}
