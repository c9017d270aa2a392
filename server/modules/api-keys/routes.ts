import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiKeyCreatedAnswer, apiKeysAnswer } from '../../../domain/api/api-key-answers';
import { answers, idParams, messageAnswer } from '../../../domain/api/answers';
import { newApiKeySchema, settingsMessages } from '../../../domain/settings/settings-schema';
import { apiKeysService } from './service';

/** API keys: list, generate, revoke (back-office §2.18). */
export async function apiKeysRoutes(app: FastifyInstance): Promise<void> {
  const keys = apiKeysService(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/api-keys', { schema: { response: answers({ 200: apiKeysAnswer }) } }, async () => ({
    success: true as const,
    keys: await keys.list(),
  }));

  routes.post('/api/admin/api-keys', { schema: { body: newApiKeySchema, response: answers({ 201: apiKeyCreatedAnswer }) } }, async (request, reply) => {
    const created = await keys.create(request.body, request.admin?.username ?? '');
    return reply.code(201).send({ success: true as const, message: settingsMessages.keyCreated, ...created });
  });

  routes.delete('/api/admin/api-keys/:id', { schema: { params: idParams, response: answers({ 200: messageAnswer }) } }, async (request) => {
    await keys.revoke(request.params.id);
    return { success: true as const, message: settingsMessages.keyRevoked };
  });
}
