import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../../domain/api/answers';
import { emailReplyAnswer } from '../../../domain/api/email-reply-answers';
import { EMAIL_REPLY_MAX_BYTES, emailReplyMessages } from '../../../domain/email-replies';
import { z } from '../../../domain/validation/zod';
import { ApiError } from '../../lib/api-error';
import { replyNotification } from '../../../domain/notifications/reply-notification';
import { emailRepliesService } from './service';

const RAW_EMAIL = 'message/rfc822';

/**
 * Replies to the e-mails the back-office writes, posted by the agency's mail server as it received them
 * (docs/decisions/0434-email-replies-filed.md), with an API key of an administrator.
 */
export async function emailReplyRoutes(app: FastifyInstance): Promise<void> {
  const replies = emailRepliesService(app.db);

  // The e-mail is read as it came, in this module only; any other type but JSON is kept as bytes to be refused in French.
  app.addContentTypeParser([RAW_EMAIL, '*'], { parseAs: 'buffer', bodyLimit: EMAIL_REPLY_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/email-replies',
    {
      bodyLimit: EMAIL_REPLY_MAX_BYTES,
      preValidation: async (request) => {
        if (!Buffer.isBuffer(request.body) || !String(request.headers['content-type'] ?? '').toLowerCase().startsWith(RAW_EMAIL)) {
          throw new ApiError(415, emailReplyMessages.contentType);
        }
      },
      schema: {
        body: z.custom<Buffer>((value) => Buffer.isBuffer(value), { error: emailReplyMessages.contentType }).describe('E-mail brut (message/rfc822)'),
        response: answers({ 200: emailReplyAnswer, 201: emailReplyAnswer, 202: emailReplyAnswer }),
      },
    },
    async (request, reply) => {
      const { reply: received, filed } = await replies.receive(request.body);
      const automatic = received.automatic ? { automatic: true } : {};
      if (!filed) return reply.code(202).send({ success: true, matched: false, ...automatic, message: received.automatic ? emailReplyMessages.automatic : emailReplyMessages.unmatched });
      const where = 'prospectId' in filed ? { prospect_id: filed.prospectId } : { request_id: filed.requestId, back_to_pending: filed.back !== null };
      // An absence message is kept where it belongs, and tells nobody: it asks nothing of the agency (0554, 0557).
      if (received.automatic) return reply.code(202).send({ success: true, matched: true, duplicate: filed.duplicate, ...where, ...automatic, message: filed.message });
      // Told once stored, and once only: a notification that fails loses nothing (0440).
      if (!filed.duplicate) void app.leadNotifier.leadArrived({ source: 'reply', event: 'reply.received', ...replyNotification(received, filed, app.config.publicUrl) });
      return reply.code(filed.duplicate ? 200 : 201).send({ success: true, matched: true, duplicate: filed.duplicate, ...where, message: filed.message });
    },
  );
}
