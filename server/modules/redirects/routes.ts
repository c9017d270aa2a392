import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, idParams, messageAnswer, nameCheckAnswer } from '../../../domain/api/answers';
import { siteRedirectCreatedAnswer, siteRedirectsAnswer } from '../../../domain/api/seo-answers';
import { newSiteRedirectSchema, redirectFromCheckQuery, siteRedirectChangeSchema, siteRedirectMessages } from '../../../domain/seo/site-redirects';
import { z } from '../../../domain/validation/zod';
import { permanentRedirects, redirectTarget } from '../../../domain/redirects';

/** Old and alternative menu addresses answer 301 towards the page that carries their content. */
export async function redirectRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = { hide: true, response: { 301: z.void().describe('Moved permanently; the Location header names the page.') } };
  for (const path of Object.keys(permanentRedirects)) {
    routes.get(path, { schema }, (request, reply) => {
      reply.redirect(redirectTarget(request.url) ?? '/', 301);
    });
  }
}

/** The redirects managed from the back-office (docs/decisions/0465-managed-redirects.md); access is checked by the /api/admin guard. */
export async function siteRedirectsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/admin/redirects', { schema: { response: answers({ 200: siteRedirectsAnswer }) } }, async () => ({
    success: true as const,
    redirects: await app.siteRedirects.list(),
  }));
  routes.get(
    '/api/admin/redirects/from-check',
    { schema: { querystring: redirectFromCheckQuery, response: answers({ 200: nameCheckAnswer }) } },
    async (request) => ({ success: true as const, ...(await app.siteRedirects.fromCheck(request.query.from)) }),
  );
  routes.post('/api/admin/redirects', { schema: { body: newSiteRedirectSchema, response: answers({ 201: siteRedirectCreatedAnswer }) } }, async (request, reply) => {
    const redirect = await app.siteRedirects.create(request.body, request.admin?.username ?? null);
    return reply.code(201).send({ success: true, message: siteRedirectMessages.created, redirect });
  });
  routes.put(
    '/api/admin/redirects/:id',
    { schema: { params: idParams, body: siteRedirectChangeSchema, response: answers({ 200: siteRedirectCreatedAnswer }) } },
    async (request) => ({
      success: true as const,
      message: siteRedirectMessages.changed,
      redirect: await app.siteRedirects.changeTarget(request.params.id, request.body.to),
    }),
  );
  routes.delete('/api/admin/redirects/:id', { schema: { params: idParams, response: answers({ 200: messageAnswer }) } }, async (request) => {
    await app.siteRedirects.remove(request.params.id);
    return { success: true as const, message: siteRedirectMessages.deleted };
  });
}
