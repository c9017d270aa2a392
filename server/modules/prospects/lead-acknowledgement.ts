import type { FastifyBaseLogger } from 'fastify';
import { ACKNOWLEDGEMENT_AUTHOR, leadAcknowledgementMail } from '../../../domain/notifications/acknowledgement';
import { EMAIL_RETRY, nextEmailAttemptAt, sendingDeadline } from '../../../domain/email-retry';
import type { Database } from '../../db/database';
import { durableWrite } from '../../db/durable-writes';
import type { Mailer } from '../../lib/mailer';
import { settingsService } from '../settings/service';
import { agencyClosuresService } from '../settings/agency-closures';
import { emailsRepository } from './emails-repository';
import { prospectsRepository } from './repository';

export interface LeadAcknowledgements {
  /**
   * Acknowledges a stored lead in the background; returns at once. Once it is sent and `notified` (the agency's notice)
   * settled, the lead's arrival e-mails are recorded done (0546).
   */
  acknowledge(prospectId: number, notified?: Promise<unknown>): void;
  /** Resolves once every acknowledgement begun is done (the server's close, the tests). */
  drain(): Promise<void>;
}

/**
 * The e-mail a super-assistant lead receives once stored (docs/decisions/0503-lead-acknowledgement.md), under the
 * same setting as the messages' (0376). It is kept with the prospect's e-mails, its Message-ID with it, so that an
 * answer to it is filed with the prospect; being no answer from the agency, it neither marks the prospect
 * contacted nor keeps its contact promise. A lead whose arrival e-mails a stopped server left undone is acknowledged again
 * by `leadArrivalMailsJob` (0546), unless its acknowledgement was already written (then 0545 takes it up).
 */
export function leadAcknowledgementsOf(db: Database, mailer: Mailer, publicUrl: string, log: FastifyBaseLogger): LeadAcknowledgements {
  const settings = settingsService(db);
  const closures = agencyClosuresService(db);
  const prospects = prospectsRepository(db);
  const emails = emailsRepository(db);
  const running = new Set<Promise<void>>();

  const send = async (prospectId: number) => {
    if (!(await settings.current()).visitorAcknowledgement) return;
    const lead = await prospects.findById(prospectId);
    const recipient = lead?.email.trim();
    if (!lead || !recipient) return;
    // Made again after a long stop, the acknowledgement of a lead older than a day would come too late (0546).
    if (Date.now() - Date.parse(lead.dateAjout) >= EMAIL_RETRY.giveUpAfterMs) return;
    if (await emails.hasAcknowledgement(prospectId, ACKNOWLEDGEMENT_AUTHOR)) return;
    const mail = leadAcknowledgementMail({ firstName: lead.prenom, createdAt: lead.dateAjout, responseDueAt: lead.responseDueAt }, publicUrl, await closures.current());
    const messageId = mailer.newMessageId();
    const emailId = await durableWrite(db, (executor) =>
      emails.insert(
        { prospectId, author: ACKNOWLEDGEMENT_AUTHOR, recipient, subject: mail.subject, body: mail.text, delivery: 'sending', createdAt: new Date().toISOString(), messageId, deliveryAttempts: 1, retryAt: sendingDeadline(new Date()) },
        executor,
      ),
    );
    const sent = await mailer.notify({ to: recipient, replyTo: mailer.agencyAddress, subject: mail.subject, text: mail.text, messageId });
    await emails.setDelivery(emailId, !sent ? 'failed' : mailer.smtpConfigured ? 'sent' : 'logged');
    // Refused, it is tried again by the job (0545), the first time 30 s from now.
    if (!sent) await emails.setRetryAt(emailId, nextEmailAttemptAt(new Date().toISOString(), 1, new Date()));
  };

  return {
    acknowledge(prospectId, notified = Promise.resolve()) {
      const task = (async () => {
        await send(prospectId);
        // The agency's notice sent or kept to be tried again (0537): the lead's arrival e-mails are done.
        await notified;
        await durableWrite(db, (executor) => prospects.arrivalsDone(prospectId, executor));
      })().catch((error: unknown) => log.warn({ err: error, prospectId }, 'Accusé de réception non envoyé au prospect (le lead est enregistré)'));
      running.add(task);
      void task.finally(() => running.delete(task));
    },
    async drain() {
      await Promise.all(running);
    },
  };
}
