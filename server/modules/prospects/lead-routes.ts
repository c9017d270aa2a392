import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, createdAnswer } from '../../../domain/api/answers';
import { leadSubmissionSchema } from '../../../domain/super-assistant/lead-schema';
import { siteConfig } from '../../../domain/site-config';
import { rejectFilledHoneypot } from '../../lib/api-error';
import { limits } from '../../plugins/rate-limits';
import { leadsService } from './lead-service';
import { leadAcknowledgementsOf } from './lead-acknowledgement';
import { leadArrivalMailsJob } from './lead-arrival-mails-job';

export async function leadsRoutes(app: FastifyInstance): Promise<void> {
  const acknowledgements = leadAcknowledgementsOf(app.db, app.mailer, app.config.publicUrl, app.log);
  app.addHook('onClose', () => acknowledgements.drain());
  const recipient = app.config.mailTo ?? siteConfig.email;
  const leads = leadsService(app.db, app.leadNotifier, recipient, app.config.publicUrl, acknowledgements);
  app.jobs.register(leadArrivalMailsJob(app.db, app.leadNotifier, acknowledgements, recipient, app.config.publicUrl, app.log));

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/leads',
    {
      config: { rateLimit: limits.publicForm },
      preValidation: rejectFilledHoneypot,
      schema: { body: leadSubmissionSchema, response: answers({ 201: createdAnswer }) },
    },
    async (request, reply) => {
      const { id } = await leads.submit(request.body);
      return reply.code(201).send({ success: true, id, message: 'Votre demande est enregistrée : un expert vous recontacte très vite.' });
    },
  );
}
