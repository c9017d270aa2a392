import type { FastifyInstance } from 'fastify';
import { permanentRedirects, redirectTarget } from '../../../domain/redirects';

/** Old and alternative menu addresses answer 301 towards the page that carries their content. */
export async function redirectRoutes(app: FastifyInstance): Promise<void> {
  for (const path of Object.keys(permanentRedirects)) {
    app.get(path, (request, reply) => reply.redirect(redirectTarget(request.url) ?? '/', 301));
  }
}
