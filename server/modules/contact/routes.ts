import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, createdAnswer } from '../../../domain/api/answers';
import { contactSubmissionSchema } from '../../../domain/validation/contact-schema';
import { rejectFilledHoneypot } from '../../lib/api-error';
import { limits } from '../../plugins/rate-limits';
import { contactService } from './service';

/** The example every route follows: its schemas declared at the route, the work done by the service. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const contact = contactService(app.db, app.leadNotifier);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      config: { rateLimit: limits.publicForm },
      preValidation: rejectFilledHoneypot,
      schema: { body: contactSubmissionSchema, response: answers({ 201: createdAnswer }) },
    },
    async (request, reply) => {
      const { id } = await contact.submit(request.body);
      return reply.code(201).send({
        success: true,
        id,
        message: 'Votre message a bien été envoyé. Nous vous répondons sous 2 h.',
      });
    },
  );
}
