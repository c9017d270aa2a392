import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
