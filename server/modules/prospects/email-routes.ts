import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, emailParams, idParams, messageAnswer, replyParams } from '../../../domain/api/answers';
import { automaticMarkAnswer } from '../../../domain/api/admin-answers';
import { automaticMarkSchema } from '../../../domain/email-replies';
import { prospectRepliesService } from './email-replies';
import { prospectEmailAnswer, prospectEmailResentAnswer, scheduledEmailsAnswer } from '../../../domain/api/prospect-answers';
import { prospectEmailSchema } from '../../../domain/prospects/prospect-emails';
import { attachmentFileAnswer, attachmentParams, emailAttachmentParams } from '../../../domain/api/attachment-answers';
import { ATTACHMENTS_BODY_LIMIT } from '../../../domain/email-attachments';
import { sendAttachment } from '../email-attachments/download';
import { leadAcknowledgementRetriesJob, prospectEmailsService, scheduledEmailsJob } from './prospect-emails';

/** Scheduled e-mails listed at once; the total says how many more wait. */
const SCHEDULED_EMAILS_LISTED = 200;

/** 'Écrire un e-mail' from a prospect's record (docs/decisions/0409-prospect-emails.md). */
export async function prospectEmailRoutes(app: FastifyInstance): Promise<void> {
  const emails = prospectEmailsService(app.db, app.mailer);
  const replies = prospectRepliesService(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.jobs.register(scheduledEmailsJob(emails));
  app.jobs.register(leadAcknowledgementRetriesJob(emails, app.log));

  routes.post(
    '/api/admin/prospects/:id/emails',
    // Files travel as base64 inside JSON (0470): this route alone accepts more than the app's 64 KB, within a bound.
    { bodyLimit: ATTACHMENTS_BODY_LIMIT, schema: { params: idParams, body: prospectEmailSchema, response: answers({ 201: prospectEmailAnswer }) } },
    async (request, reply) => {
      const { message, email, followUp } = await emails.send(request.params.id, request.body, request.admin?.username ?? 'inconnu');
      return reply.code(201).send({ success: true, message, email, follow_up: followUp });
    },
  );

  // 'Renvoyer l’e-mail' on an e-mail that failed (docs/decisions/0455-failed-emails-sent-again.md).
  routes.post(
    '/api/admin/prospects/:id/emails/:emailId/resend',
    { schema: { params: emailParams, response: answers({ 200: prospectEmailResentAnswer }) } },
    async (request) => {
      const { message, delivery, followUp } = await emails.resend(request.params.id, request.params.emailId, request.admin?.username ?? 'inconnu');
      return { success: true as const, message, delivery, follow_up: followUp };
    },
  );

  // The e-mails waiting for their time, across the base (docs/decisions/0472-scheduled-prospect-emails.md).
  routes.get('/api/admin/prospects/scheduled-emails', { schema: { response: answers({ 200: scheduledEmailsAnswer }) } }, async () => ({
    success: true as const,
    ...(await emails.scheduled(SCHEDULED_EMAILS_LISTED)),
  }));

  // A scheduled e-mail sent at once, or cancelled before it leaves (0472).
  routes.post(
    '/api/admin/prospects/:id/emails/:emailId/send-now',
    { schema: { params: emailParams, response: answers({ 200: prospectEmailResentAnswer }) } },
    async (request) => {
      const { message, delivery, followUp } = await emails.sendScheduledNow(request.params.id, request.params.emailId, request.admin?.username ?? 'inconnu');
      return { success: true as const, message, delivery, follow_up: followUp };
    },
  );
  routes.delete(
    '/api/admin/prospects/:id/emails/:emailId',
    { schema: { params: emailParams, response: answers({ 200: messageAnswer }) } },
    async (request) => ({ success: true as const, ...(await emails.cancelScheduled(request.params.id, request.params.emailId)) }),
  );

  routes.get(
    '/api/admin/prospects/:id/emails/:emailId/attachments/:attachmentId',
    { schema: { params: emailAttachmentParams, response: answers({ 200: attachmentFileAnswer }) } },
    async (request, reply) => sendAttachment(reply, await emails.attachment(request.params.id, request.params.emailId, request.params.attachmentId)),
  );

  // 'C’est une réponse automatique' under an answer the prospect sent, and back (docs/decisions/0576).
  routes.put(
    '/api/admin/prospects/:id/replies/:replyId/automatic',
    { schema: { params: replyParams, body: automaticMarkSchema, response: answers({ 200: automaticMarkAnswer }) } },
    async (request) => ({ success: true as const, ...(await replies.markAutomatic(request.params.id, request.params.replyId, request.body.automatic)) }),
  );

  // The files of the answers the prospect sent (0470).
  routes.get(
    '/api/admin/prospects/:id/replies/:replyId/attachments/:attachmentId',
    { schema: { params: attachmentParams, response: answers({ 200: attachmentFileAnswer }) } },
    async (request, reply) => sendAttachment(reply, await emails.replyAttachment(request.params.id, request.params.replyId, request.params.attachmentId)),
  );
}
