import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logoManifest } from '../../../domain/brand/brand-logos';
import { z } from '../../../domain/validation/zod';
import { answers } from '../../../domain/api/answers';
import { logoManifestAnswer, redirectAnswer } from '../../../domain/api/public-answers';

/** Only these folders had copies under /build in the spec's original site; the rest of /build stays unknown. */
const LEGACY_BUILD_PATH = /^(resources\/business-cards\/[a-z0-9-]{1,80}|images\/logos)\/[a-z0-9][a-z0-9._-]{0,119}\.(svg|png)$/;

/**
 * The brand's files at the addresses the spec's clients call (public-site §7, back-office §7):
 * the logo manifest, and the old `/build/…` copies of the logos and cards, sent permanently to their one home.
 */
export async function brandAssetsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/build/manifest.json', { schema: { response: answers({ 200: logoManifestAnswer }) } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(logoManifest()),
  );

  routes.get('/build/*', { schema: { params: z.object({ '*': z.string() }), response: answers({ 301: redirectAnswer }) } }, async (request, reply) => {
    const path = request.params['*'];
    if (!LEGACY_BUILD_PATH.test(path) || path.includes('..')) return reply.callNotFound();
    return reply.redirect(`/${path}`, 301);
  });
}
