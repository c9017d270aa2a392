import type { FastifyBaseLogger } from 'fastify';
import { ACKNOWLEDGEMENT_AUTHOR, acknowledgementMail } from '../../../domain/notifications/acknowledgement';
import type { Database } from '../../db/database';
import type { Mailer } from '../../lib/mailer';
import { settingsService } from '../settings/service';
import { requestsService } from './service';

/** Sends a stored request's acknowledgement to its visitor; resolves once done, never rejects. */
export type Acknowledge = (requestId: number) => Promise<void>;

/**
 * The acknowledgement e-mailed to the visitor after a request is stored, kept in the request's thread with how it
 * went, so that the agency reads what the visitor received (docs/decisions/0376-visitor-acknowledgement.md). It is
 * not an answer: the request's deadline runs on.
 */
export function acknowledgementSender(db: Database, mailer: Mailer, publicUrl: string, log: FastifyBaseLogger): Acknowledge {
  const requests = requestsService(db);
  const settings = settingsService(db);
  return async (requestId) => {
    try {
      if (!(await settings.current()).visitorAcknowledgement) return;
      const request = await requests.find(requestId);
      if (!request?.email) return;
      const mail = acknowledgementMail(request, publicUrl);
      const messageId = await requests.addMessage({
        requestId,
        kind: 'reply',
        author: ACKNOWLEDGEMENT_AUTHOR,
        subject: mail.subject,
        body: mail.text,
        recipient: request.email,
        delivery: 'sending',
      });
      const sent = await mailer.notify({ to: request.email, replyTo: mailer.agencyAddress, subject: mail.subject, text: mail.text });
      await requests.setDelivery(messageId, !sent ? 'failed' : mailer.smtpConfigured ? 'sent' : 'logged');
    } catch (error) {
      log.warn({ err: error, requestId }, "Accusé de réception non envoyé au visiteur (la demande est enregistrée)");
    }
  };
}
