import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, idParams, messageAnswer } from '../../../domain/api/answers';
import { replyTemplateAnswer, replyTemplatesAnswer } from '../../../domain/api/admin-answers';
import { replyTemplateMessages, replyTemplateSchema } from '../../../domain/reply-templates';
import { replyTemplatesService } from './reply-templates-service';

/** The inbox's saved replies (docs/decisions/0373-reply-templates.md): every user reads them, an admin edits them. */
export async function replyTemplatesRoutes(app: FastifyInstance): Promise<void> {
  const templates = replyTemplatesService(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const by = (request: { admin?: { username: string } | null }) => request.admin?.username ?? '';

  routes.get('/api/admin/reply-templates', { schema: { response: answers({ 200: replyTemplatesAnswer }) } }, async () => ({
    success: true as const,
    templates: await templates.list(),
  }));

  routes.post('/api/admin/reply-templates', { schema: { body: replyTemplateSchema, response: answers({ 201: replyTemplateAnswer }) } }, async (request, reply) =>
    reply.code(201).send({ success: true as const, message: replyTemplateMessages.created, template: await templates.create(request.body, by(request)) }),
  );

  routes.put(
    '/api/admin/reply-templates/:id',
    { schema: { params: idParams, body: replyTemplateSchema, response: answers({ 200: replyTemplateAnswer }) } },
    async (request) => ({ success: true as const, message: replyTemplateMessages.updated, template: await templates.update(request.params.id, request.body, by(request)) }),
  );

  routes.delete('/api/admin/reply-templates/:id', { schema: { params: idParams, response: answers({ 200: messageAnswer }) } }, async (request) => {
    await templates.remove(request.params.id);
    return { success: true as const, message: replyTemplateMessages.deleted };
  });
}
