import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callbackSubmissionSchema } from '../../../domain/validation/callback-schema';
import { contactSubmissionSchema } from '../../../domain/validation/contact-schema';
import { messages } from '../../../domain/validation/messages';
import { fieldErrorsOf } from '../../../domain/validation/schema-helpers';
import { limits } from '../../plugins/rate-limits';
import { ApiError } from '../../lib/api-error';
import { agencyClosuresService } from '../settings/agency-closures';
import { callbackService } from './callback-service';
import { contactService } from './contact-service';
import { acknowledgementsOf } from './acknowledgement';
import { callbackFormPage, contactFormPage, sentPage } from './form-pages';
import { acceptFormPosts, FORM_ENCODED, postedForm, requireFormPost } from '../../lib/form-body';
import { sendPage } from '../../lib/plain-page';
import { parisLocalToInstant } from '../../../domain/paris-time';
import { callbackSlotDays } from '../../../domain/callback-slots';
import { htmlPage } from '../../../domain/api/admin-answers';
import { answers, pageRefusal } from '../../../domain/api/answers';

const MAX_FORM_BYTES = 32 * 1024;


/**
 * The contact and callback forms of the pre-rendered pages are real `<form method="post">`: a visitor whose
 * scripts failed or have not loaded posts them natively here. The same schemas as the JSON routes judge them
 * and the same services store them; the answer is a page, never JSON.
 */
export async function formPostRoutes(app: FastifyInstance): Promise<void> {
  acceptFormPosts(app, MAX_FORM_BYTES);
  const acknowledgements = acknowledgementsOf(app.db, app.mailer, app.config.publicUrl, app.log);
  app.addHook('onClose', () => acknowledgements.drain());
  const contact = contactService(app.db, app.leadNotifier, app.config.publicUrl, acknowledgements);
  const callback = callbackService(app.db, app.leadNotifier, app.config.publicUrl, acknowledgements);
  const closures = agencyClosuresService(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = (summary: string) => ({ summary, consumes: [FORM_ENCODED], body: postedForm, response: answers({ 200: htmlPage, 400: pageRefusal }) });

  routes.post('/contact', { config: { rateLimit: limits.publicForm }, preValidation: requireFormPost, schema: schema('Formulaire de contact envoyé sans JavaScript') }, async (request, reply) => {
    const posted = request.body;
    if (posted.website) return sendPage(reply, 400, contactFormPage(posted, {}, messages.honeypot));
    const parsed = contactSubmissionSchema.safeParse(posted);
    if (!parsed.success) return sendPage(reply, 400, contactFormPage(posted, fieldErrorsOf(parsed.error)));
    await contact.submit(parsed.data);
    const notice = await closures.notice();
    return sendPage(reply, 200, sentPage('Merci, votre message est bien arrivé !', notice ?? 'Nous vous répondons sous 2h aux heures ouvrées.'));
  });

  // Where the hero's callback link leads before the page is hydrated, or without scripts.
  // The slots offered now, without the days the agency closes.
  const slotDays = async () => callbackSlotDays(new Date(), await closures.current());
  routes.get('/rappel', { schema: { summary: 'Formulaire de rappel sans JavaScript', response: answers({ 200: htmlPage }) } }, async (_request, reply) =>
    sendPage(reply, 200, callbackFormPage({}, {}, { slotDays: await slotDays(), closureNotice: await closures.notice() })),
  );

  routes.post('/rappel', { config: { rateLimit: limits.publicForm }, preValidation: requireFormPost, schema: schema('Demande de rappel envoyée sans JavaScript') }, async (request, reply) => {
    const posted = request.body;
    if (posted.website) return sendPage(reply, 400, callbackFormPage(posted, {}, { slotDays: await slotDays(), banner: messages.honeypot }));
    const parsed = callbackSubmissionSchema.safeParse({ ...posted, preferredTime: parisLocalToInstant(posted.preferredTime ?? '') });
    if (!parsed.success) return sendPage(reply, 400, callbackFormPage(posted, fieldErrorsOf(parsed.error), { slotDays: await slotDays() }));
    try {
      await callback.submit(parsed.data);
    } catch (error) {
      // A slot on a day the agency closes: the form again, the field's French refusal beside it.
      if (error instanceof ApiError && error.fieldErrors) return sendPage(reply, 400, callbackFormPage(posted, error.fieldErrors, { slotDays: await slotDays() }));
      throw error;
    }
    const notice = await closures.notice();
    return sendPage(reply, 200, sentPage('Votre demande de rappel est enregistrée', notice ? `Nous vous appelons sous 24h. ${notice}` : 'Nous vous appelons sous 24h.'));
  });
}
