import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers on every answer. The middleware is built once: the Fastify wrapper rebuilt it, and
 * re-parsed its policy, on every request (about 5 % of the server's time on the events endpoint).
 * HTML pages replace the policy with their own, which carries their script hashes.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    // API answers are never documents.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // What remained of Helmet's twelve headers on a hashed file once the document-only ones were taken off.
    if (request.routeOptions.config?.hashedAsset) {
      reply.raw.setHeader('x-content-type-options', 'nosniff');
      reply.raw.setHeader('cross-origin-resource-policy', 'same-origin');
      return done();
    }
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
