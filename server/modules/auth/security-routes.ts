import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LOGIN_JOURNAL_HOURS, newApiKeySchema, settingsMessages } from '../../../domain/settings/settings-schema';
import { z } from '../../../domain/validation/zod';
import { apiKeysService } from './api-keys-service';

const apiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  active: z.boolean(),
});
const loginEvent = z.object({
  id: z.number().int(),
  username: z.string(),
  address: z.string(),
  success: z.boolean(),
  reason: z.enum(['bad-credentials', 'locked']).nullable(),
  createdAt: z.string(),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** API keys (list, generate, revoke) and the login journal of the last 48 hours. */
export async function securityRoutes(app: FastifyInstance): Promise<void> {
  const keys = apiKeysService(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/api-keys', { schema: { response: { 200: z.object({ success: z.literal(true), keys: z.array(apiKey) }) } } }, async () => ({
    success: true as const,
    keys: await keys.list(),
  }));

  routes.post(
    '/api/admin/api-keys',
    {
      schema: {
        body: newApiKeySchema,
        response: { 201: z.object({ success: z.literal(true), message: z.string(), token: z.string(), name: z.string(), expiresAt: z.string() }) },
      },
    },
    async (request, reply) => {
      const created = await keys.create(request.body, request.admin?.username ?? '');
      return reply.code(201).send({ success: true as const, message: settingsMessages.keyCreated, ...created });
    },
  );

  routes.delete(
    '/api/admin/api-keys/:id',
    { schema: { params: idParams, response: { 200: z.object({ success: z.literal(true), message: z.string() }) } } },
    async (request) => {
      await keys.revoke(request.params.id);
      return { success: true as const, message: settingsMessages.keyRevoked };
    },
  );

  routes.get(
    '/api/admin/login-journal',
    { schema: { response: { 200: z.object({ success: z.literal(true), hours: z.number(), events: z.array(loginEvent) }) } } },
    async () => ({ success: true as const, hours: LOGIN_JOURNAL_HOURS, events: await keys.loginJournal() }),
  );
}
