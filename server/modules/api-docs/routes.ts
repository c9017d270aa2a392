import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../../domain/api/answers';
import { htmlPage, openApiDocument } from '../../../domain/api/admin-answers';
import { apiDocsPage } from './api-docs-page';

/** The OpenAPI document generated from the routes' schemas, as JSON and as a page an admin can read. */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/openapi.json', { schema: { response: answers({ 200: openApiDocument }) } }, async () => openApiDocument.parse(app.swagger()));

  let page: ReturnType<typeof apiDocsPage> | undefined;
  routes.get(
    '/api/admin/api-docs',
    { schema: { produces: ['text/html'], response: answers({ 200: htmlPage }) } },
    async (_request, reply) => {
      page ??= apiDocsPage(app.swagger());
      return reply.type('text/html; charset=utf-8').header('content-security-policy', page.csp).send(page.html);
    },
  );
}
