import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, createdAnswer } from '../../../domain/api/answers';
import { callbackSubmissionSchema } from '../../../domain/validation/callback-schema';
import { contactSubmissionSchema } from '../../../domain/validation/contact-schema';
import { rejectFilledHoneypot } from '../../lib/api-error';
import { limits } from '../../plugins/rate-limits';
import { callbackService } from './callback-service';
import { contactService } from './contact-service';
import { acknowledgementsOf } from './acknowledgement';
import { requestArrivalMailsJob } from './arrival-mails-job';

/**
 * The public site's JSON intake: a contact message and a callback request. The example every route follows:
 * its schemas declared at the route, the work done by the service.
 */
export async function intakeRoutes(app: FastifyInstance): Promise<void> {
  const acknowledgements = acknowledgementsOf(app.db, app.mailer, app.config.publicUrl, app.log);
  app.addHook('onClose', () => acknowledgements.drain());
  app.jobs.register(requestArrivalMailsJob(app.db, app.leadNotifier, acknowledgements, app.config.publicUrl, app.log));
  const contact = contactService(app.db, app.leadNotifier, app.config.publicUrl, acknowledgements);
  const callback = callbackService(app.db, app.leadNotifier, app.config.publicUrl, acknowledgements);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
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

  routes.post(
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
