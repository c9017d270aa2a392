import type { FastifyInstance } from 'fastify';
import { callbackSchema } from '../../../domain/validation/callback-schema';
import { assertHumanForm, parseWith } from '../../lib/api-error';
import { limits } from '../../plugins/rate-limits';
import { callbackService } from './service';

export async function callbackRoutes(app: FastifyInstance): Promise<void> {
  const callback = callbackService(app.db, app.mailer);

  app.post('/api/callback-requests', { config: { rateLimit: limits.publicForm } }, async (request, reply) => {
    assertHumanForm(request.body);
    const input = parseWith(callbackSchema, request.body);
    const { id } = await callback.submit(input);
    return reply.code(201).send({ success: true, id, message: 'Votre demande de rappel est enregistrée. Nous vous appelons sous 24h.' });
  });
}
