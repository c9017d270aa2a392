import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, idParams, messageAnswer } from '../../../domain/api/answers';
import { spendAddedAnswer, spendsAnswer } from '../../../domain/api/tracking-link-answers';
import { spendInputSchema, spendMessages, spendsQuerySchema } from '../../../domain/campaign-spends';
import { spendsService } from './spends-service';

/** A campaign's spends, listed, added and deleted (docs/decisions/0454-campaign-spends.md); the /api/admin guard checks access. */
export async function campaignSpendsRoutes(app: FastifyInstance): Promise<void> {
  const spends = spendsService(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/campaigns/spends',
    { schema: { querystring: spendsQuerySchema, response: answers({ 200: spendsAnswer }) } },
    async (request) => ({ success: true as const, spends: await spends.ofCampaign(request.query.campaign) }),
  );

  routes.post(
    '/api/admin/campaigns/spends',
    { schema: { body: spendInputSchema, response: answers({ 201: spendAddedAnswer }) } },
    async (request, reply) => reply.code(201).send({ success: true, message: spendMessages.added, spend: await spends.add(request.body, request.admin?.username ?? 'inconnu') }),
  );

  routes.delete('/api/admin/campaigns/spends/:id', { schema: { params: idParams, response: answers({ 200: messageAnswer }) } }, async (request) => {
    await spends.remove(request.params.id);
    return { success: true as const, message: spendMessages.deleted };
  });
}
