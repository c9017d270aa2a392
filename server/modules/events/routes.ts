import type { FastifyInstance } from 'fastify';
import { analyticsEventSchema } from '../../../domain/analytics/events';
import { ApiError, parseWith } from '../../lib/api-error';
import { limits } from '../../plugins/rate-limits';
import { eventsService } from './service';

const EVENT_BODY_LIMIT = 8 * 1024;

/** First-party audience events: no cookie, robots dropped, one row per event. */
export async function eventsRoutes(app: FastifyInstance): Promise<void> {
  const events = eventsService(app.db);

  // navigator.sendBeacon posts a string as text/plain; it is read as JSON here, in this module only.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: EVENT_BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new ApiError(400, "Le corps de la requête n'est pas un JSON valide."), undefined);
    }
  });

  app.post('/api/events', { bodyLimit: EVENT_BODY_LIMIT, config: { rateLimit: limits.analytics } }, async (request, reply) => {
    if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) {
      throw new ApiError(400, 'Le corps de la requête doit être un objet JSON.');
    }
    const event = parseWith(analyticsEventSchema, request.body);
    await events.record(event, { address: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });
    // Robots get the same answer: nothing tells them they were filtered.
    return reply.code(202).send({ success: true });
  });
}
