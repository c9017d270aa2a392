import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, idParams, messageAnswer } from '../../../domain/api/answers';
import { blockedSendersAnswer, blockSenderAnswer } from '../../../domain/api/admin-answers';
import { blockSenderSchema } from '../../../domain/blocked-senders';
import { blockedSendersService } from './blocked-senders-service';

/** The inbox's blocked addresses (docs/decisions/0579-blocked-senders.md): every user reads them, a writer changes them. */
export async function blockedSendersRoutes(app: FastifyInstance): Promise<void> {
  const senders = blockedSendersService(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/blocked-senders', { schema: { summary: 'Adresses bloquées de la boîte de réception', response: answers({ 200: blockedSendersAnswer }) } }, async () => ({
    success: true as const,
    senders: await senders.list(),
  }));

  routes.post(
    '/api/admin/blocked-senders',
    { schema: { summary: 'Bloque une adresse et annule ses demandes en attente', body: blockSenderSchema, response: answers({ 200: blockSenderAnswer }) } },
    async (request) => ({ success: true as const, ...(await senders.block(request.body.email, request.admin?.username ?? null)) }),
  );

  routes.delete(
    '/api/admin/blocked-senders/:id',
    { schema: { summary: 'Débloque une adresse', params: idParams, response: answers({ 200: messageAnswer }) } },
    async (request) => ({ success: true as const, ...(await senders.unblock(request.params.id)) }),
  );
}
