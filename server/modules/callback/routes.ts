import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, createdAnswer } from '../../../domain/api/answers';
import { callbackSubmissionSchema } from '../../../domain/validation/callback-schema';
import { rejectFilledHoneypot } from '../../lib/api-error';
import { limits } from '../../plugins/rate-limits';
import { callbackService } from './service';

export async function callbackRoutes(app: FastifyInstance): Promise<void> {
  const callback = callbackService(app.db, app.leadNotifier);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/callback-requests',
    {
      config: { rateLimit: limits.publicForm },
      preValidation: rejectFilledHoneypot,
      schema: { body: callbackSubmissionSchema, response: answers({ 201: createdAnswer }) },
    },
    async (request, reply) => {
      const { id } = await callback.submit(request.body);
      return reply.code(201).send({ success: true, id, message: 'Votre demande de rappel est enregistrée. Nous vous appelons sous 24h.' });
    },
  );
}
