import type { FastifyInstance } from 'fastify';
import { contactSchema } from '../../../domain/validation/contact-schema';
import { assertHumanForm, parseWith } from '../../lib/api-error';
import { limits } from '../../plugins/rate-limits';
import { contactService } from './service';

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const contact = contactService(app.db, app.mailer);

  app.post('/api/contact', { config: { rateLimit: limits.publicForm } }, async (request, reply) => {
    assertHumanForm(request.body);
    const input = parseWith(contactSchema, request.body);
    const { id } = await contact.submit(input);
    return reply.code(201).send({
      success: true,
      id,
      message: 'Votre message a bien été envoyé. Nous vous répondons sous 2 h.',
    });
  });
}
