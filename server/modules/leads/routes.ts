import type { FastifyInstance } from 'fastify';
import { leadSubmissionSchema } from '../../../domain/super-assistant/lead-schema';
import { siteConfig } from '../../../domain/site-config';
import { assertHumanForm, parseWith } from '../../lib/api-error';
import { limits } from '../../plugins/rate-limits';
import { leadsService } from './service';

export async function leadsRoutes(app: FastifyInstance): Promise<void> {
  const leads = leadsService(app.db, app.mailer, app.config.mailTo ?? siteConfig.email);

  app.post('/api/leads', { config: { rateLimit: limits.publicForm } }, async (request, reply) => {
    assertHumanForm(request.body);
    const input = parseWith(leadSubmissionSchema, request.body);
    const { id } = await leads.submit(input);
    return reply.code(201).send({ success: true, id, message: 'Votre demande est enregistrée : un expert vous recontacte très vite.' });
  });
}
