import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, emailParams, idParams } from '../../../domain/api/answers';
import { prospectEmailAnswer, prospectEmailResentAnswer } from '../../../domain/api/prospect-answers';
import { prospectEmailSchema } from '../../../domain/prospects/prospect-emails';
import { prospectEmailsService } from './prospect-emails';

/** 'Écrire un e-mail' from a prospect's record (docs/decisions/0409-prospect-emails.md). */
export async function prospectEmailRoutes(app: FastifyInstance): Promise<void> {
  const emails = prospectEmailsService(app.db, app.mailer);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/admin/prospects/:id/emails',
    { schema: { params: idParams, body: prospectEmailSchema, response: answers({ 201: prospectEmailAnswer }) } },
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
}
