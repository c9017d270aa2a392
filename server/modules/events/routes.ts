import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsEventSchema } from '../../../domain/analytics/events';
import { answers } from '../../../domain/api/answers';
import { acceptedAnswer } from '../../../domain/api/public-answers';
import { ApiError } from '../../lib/api-error';
import { limits } from '../../plugins/rate-limits';
import { sitePagePaths } from '../../lib/site-pages';
import { eventsService } from './service';

const EVENT_BODY_LIMIT = 8 * 1024;

/** First-party audience events: no cookie, robots dropped, one row per event. */
export async function eventsRoutes(app: FastifyInstance): Promise<void> {
  const events = eventsService(app.db, () => sitePagePaths(app.config.siteDir));

  // navigator.sendBeacon posts a string as text/plain; it is read as JSON here, in this module only.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: EVENT_BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new ApiError(400, "Le corps de la requête n'est pas un JSON valide."), undefined);
    }
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/events',
    {
      bodyLimit: EVENT_BODY_LIMIT,
      config: { rateLimit: limits.analytics },
      schema: { body: analyticsEventSchema, response: answers({ 202: acceptedAnswer }) },
    },
    async (request, reply) => {
      await events.record(request.body, { address: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });
      // Robots get the same answer: nothing tells them they were filtered.
      return reply.code(202).send({ success: true });
    },
  );
}
