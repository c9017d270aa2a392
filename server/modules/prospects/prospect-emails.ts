import type { FastifyBaseLogger } from 'fastify';
import type { EmailDelivery } from '../../../domain/email-delivery';
import { nextEmailAttemptAt, sendingDeadline } from '../../../domain/email-retry';
import { signedMessage } from '../../../domain/email-signature';
import { followUpDay, followUpLabel, prospectEmailMessages, type ProspectEmailInput } from '../../../domain/prospects/prospect-emails';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import type { PlannedFollowUp } from '../../../domain/api/prospect-answers';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { claimedOrThrow } from '../../lib/email-claims';
import type { Mailer } from '../../lib/mailer';
import type { Job } from '../jobs/job-runner';
import { adminUsersService } from '../admin-users/service';
import { agencyClosuresService } from '../settings/agency-closures';
import { ACKNOWLEDGEMENT_AUTHOR } from '../../../domain/notifications/acknowledgement';
import { attachmentMessages } from '../../../domain/email-attachments';
import { emailAttachmentsService, mailAttachments, verifiedAttachments, type StoredFile } from '../email-attachments/service';
import { threadHeaders, threadSubject } from '../../../domain/email-replies';
import { emailsRepository, type ClaimedEmail } from './emails-repository';
import { repliesRepository } from './replies-repository';
import { leadPromisesRepository } from './promises-repository';
import { prospectsRepository } from './repository';
import { prospectsService } from './service';
import { prospectView } from './prospect-view';

type FollowUp = PlannedFollowUp;

/** The follow-up's hour asked with an e-mail, kept only with its day (0484). */
const followUpTimeOf = (input: ProspectEmailInput) => (input.follow_up_days !== undefined ? (input.follow_up_time ?? null) : null);

/**
 * E-mails written to a prospect from its record (Pipedrive's e-mail from the deal, docs/decisions/0409-prospect-emails.md):
 * stored first, then sent with the agency's address to answer to; one that left makes the prospect contacted and
 * keeps a lead's contact promise.
 */

export function prospectEmailsService(db: Database, mailer: Mailer) {
  const prospects = prospectsRepository(db);
  const emails = emailsRepository(db);
  const promises = leadPromisesRepository(db);
  const service = prospectsService(db);
  const users = adminUsersService(db);
  const attachments = emailAttachmentsService(db);
  const replies = repliesRepository(db);
  const outcomeOf = (sent: boolean, recipient: string) =>
    !sent ? prospectEmailMessages.failed : mailer.smtpConfigured ? prospectEmailMessages.sent(recipient) : prospectEmailMessages.logged(recipient);

  /**
   * The e-mails of the record's conversation on the same subject ('Re :' aside), sent and received, in their order:
   * a new e-mail is threaded under them in the prospect's mail program; one on a new subject starts its own (0553).
   */
  const earlierOfThread = async (id: number, emailId: number, subject: string) => {
    const key = threadSubject(subject);
    const [sent, received] = await Promise.all([emails.messageIdsOf(id, emailId), replies.messageIdsOf(id)]);
    return [...sent, ...received]
      .filter((email) => threadSubject(email.subject) === key)
      .sort((a, b) => a.at.localeCompare(b.at))
      .map((email) => email.messageId as string);
  };

  /**
   * Sends a stored e-mail and records how it went; one that left makes the prospect contacted at `at`, unless it is
   * the automatic acknowledgement sent again, which answers nothing (0503).
   */
  const deliver = async (id: number, emailId: number, mail: { to: string; subject: string; text: string; messageId: string | null; files: StoredFile[]; author: string }, at: string) => {
    const sent = await mailer.notify({
      to: mail.to,
      replyTo: mailer.agencyAddress,
      subject: mail.subject,
      text: mail.text,
      messageId: mail.messageId ?? undefined,
      ...threadHeaders(await earlierOfThread(id, emailId, mail.subject)),
      attachments: mailAttachments(mail.files),
    });
    const delivery: EmailDelivery = !sent ? 'failed' : mailer.smtpConfigured ? 'sent' : 'logged';
    await emails.setDelivery(emailId, delivery);
    // An e-mail that did not leave reached nobody: the lead's deadline still runs.
    if (sent && mail.author !== ACKNOWLEDGEMENT_AUTHOR) {
      await prospects.markContacted(id, at);
      await promises.markAnswered(id, at);
    }
    return { sent, delivery };
  };
  /** The deal's next action `days` after today, at `time` when asked (0484), named after the e-mail; none without a follow-up asked. */
  const planFollowUp = async (id: number, days: number | null, time: string | null, subject: string, by: string): Promise<FollowUp | null> => {
    if (days === null) return null;
    const followUp = { next_action_at: followUpDay(days, Date.now(), await agencyClosuresService(db).current()), next_action_time: time, next_action_label: followUpLabel(subject) };
    await service.planNextAction(id, followUp.next_action_at, followUp.next_action_label, by, time);
    return followUp;
  };
  const told = (outcome: string, followUp: FollowUp | null) =>
    followUp ? `${outcome.replace(/\.$/, '')}. ${prospectEmailMessages.followUpPlanned(followUp.next_action_at, followUp.next_action_time)}.` : outcome;
  /**
   * Sends an e-mail taken from 'failed' or 'scheduled' as it was written, with its files and its Message-ID; the
   * follow-up asked with it is planned from the day it leaves, by `by` (0459).
   */
  const sendClaimed = async (id: number, emailId: number, email: ClaimedEmail, by: string, at = new Date().toISOString()) => {
    const files = await attachments.filesOf({ prospectEmailId: emailId });
    const { sent, delivery } = await deliver(id, emailId, { to: email.recipient, subject: email.subject, text: email.body, messageId: email.messageId, files, author: email.author }, at);
    // A refused acknowledgement is tried again by itself, for a day after its first try (0545).
    if (!sent && email.author === ACKNOWLEDGEMENT_AUTHOR) await emails.setRetryAt(emailId, nextEmailAttemptAt(email.createdAt, email.deliveryAttempts, new Date(at)));
    const followUp = sent ? await planFollowUp(id, email.followUpDays, email.followUpTime, email.subject, by) : null;
    return { message: told(outcomeOf(sent, email.recipient), followUp), delivery, followUp };
  };
  const scheduledMessages = { notFound: prospectEmailMessages.notFound, otherState: prospectEmailMessages.notScheduled };

  return {
    async send(id: number, input: ProspectEmailInput, by: string) {
      const prospect = await prospects.findById(id);
      if (!prospect) throw new ApiError(404, prospectMessages.notFound);
      const recipient = prospect.email.trim();
      if (!recipient) throw new ApiError(400, prospectEmailMessages.noEmail);
      const files = verifiedAttachments(input.attachments);
      const createdAt = new Date().toISOString();
      // Kept as it left, under its author's signature (0467).
      const body = signedMessage(input.message, await users.signatureOf(by));
      const stored = { prospectId: id, author: by, recipient, subject: input.subject, body, createdAt };
      // A scheduled e-mail waits for its time, its files with it (0472); the job or 'Envoyer maintenant' sends it.
      const sendAt = input.send_at ?? null;
      // Kept with the e-mail: the prospect's reply names it, and is filed with the prospect by it.
      const messageId = mailer.newMessageId();
      // Its files in the same transaction (0470): an e-mail is never stored without them.
      const emailId = await db.transaction().execute(async (executor) => {
        const leaving = sendAt ? { delivery: 'scheduled' as const } : { delivery: 'sending' as const, deliveryAttempts: 1, retryAt: sendingDeadline(new Date(createdAt)) };
        const inserted = await emails.insert({ ...stored, ...leaving, sendAt, messageId, followUpDays: input.follow_up_days ?? null, followUpTime: followUpTimeOf(input) }, executor);
        await attachments.store({ prospectEmailId: inserted }, files, new Date(createdAt), executor);
        return inserted;
      });
      const filesOf = async () => (await attachments.ofProspectEmails([emailId])).get(emailId) ?? [];
      if (sendAt) {
        const email = { id: emailId, author: by, recipient, subject: input.subject, body, delivery: 'scheduled' as const, createdAt, sendAt, attachments: await filesOf() };
        return { message: prospectEmailMessages.scheduled(sendAt, recipient), followUp: null, email };
      }
      const { sent, delivery } = await deliver(id, emailId, { to: recipient, subject: input.subject, text: body, messageId, files, author: by }, createdAt);
      // The follow-up is planned once the e-mail has left: one that did not leave keeps it for its next try (0459).
      const followUp = sent ? await planFollowUp(id, input.follow_up_days ?? null, followUpTimeOf(input), input.subject, by) : null;
      return { message: told(outcomeOf(sent, recipient), followUp), followUp, email: { id: emailId, author: by, recipient, subject: input.subject, body, delivery, createdAt, sendAt, attachments: await filesOf() } };
    },
    /**
     * An e-mail that failed, sent again as it was written, with its Message-ID (0455); the follow-up asked with it
     * is planned from the day it leaves, by the one who sent it again (0459).
     */
    async resend(id: number, emailId: number, by: string) {
      return sendClaimed(id, emailId, claimedOrThrow(await emails.claimFailed(id, emailId), { notFound: prospectEmailMessages.notFound, otherState: prospectEmailMessages.notFailed }), by);
    },
    /** 'Envoyer maintenant' on a scheduled e-mail (0472): it leaves at once, its follow-up planned by `by`. */
    async sendScheduledNow(id: number, emailId: number, by: string) {
      const at = new Date().toISOString();
      return sendClaimed(id, emailId, claimedOrThrow(await emails.claimScheduled(id, emailId, at), scheduledMessages), by, at);
    },
    /** 'Annuler l’envoi': a scheduled e-mail deleted with its files, before it leaves (0472). */
    async cancelScheduled(id: number, emailId: number) {
      const outcome = await emails.deleteScheduled(id, emailId);
      if (outcome !== 'deleted') claimedOrThrow(outcome, scheduledMessages);
      return { message: prospectEmailMessages.cancelled };
    },
    /**
     * Sends the scheduled e-mails whose time has come (the job, each minute): each taken in one statement, so two
     * instances or a click on 'Envoyer maintenant' never send one twice; its follow-up planned by its author.
     */
    async sendDue(now: Date, limit = 50): Promise<number> {
      let sent = 0;
      for (const due of await emails.dueScheduled(now.toISOString(), limit)) {
        const claimed = await emails.claimScheduled(due.prospectId, due.id, now.toISOString());
        if (typeof claimed === 'string') continue;
        await sendClaimed(due.prospectId, due.id, claimed.email, claimed.email.author, now.toISOString());
        sent += 1;
      }
      return sent;
    },
    /**
     * The refused acknowledgements whose next attempt is due by `now`, each tried once (0545): taken in one
     * statement, so two instances, or the job and a click, never send one twice. How many left, those given up, and
     * how many interrupted sends were found.
     */
    async retryDue(now: Date, limit = 50): Promise<{ sent: number; givenUp: { prospectId: number; recipient: string }[]; interrupted: number }> {
      // First, the sends the server stopped in the middle of: failed, and an acknowledgement due at once.
      const interrupted = await emails.recoverInterrupted(now.toISOString(), ACKNOWLEDGEMENT_AUTHOR);
      let sent = 0;
      const givenUp: { prospectId: number; recipient: string }[] = [];
      for (const due of await emails.dueRetries(now.toISOString(), limit)) {
        const claimed = await emails.claimFailed(due.prospectId, due.id);
        if (typeof claimed === 'string') continue;
        const { delivery } = await sendClaimed(due.prospectId, due.id, claimed.email, claimed.email.author, now.toISOString());
        if (delivery !== 'failed') sent += 1;
        else if (!nextEmailAttemptAt(claimed.email.createdAt, claimed.email.deliveryAttempts, now)) givenUp.push({ prospectId: due.prospectId, recipient: claimed.email.recipient });
      }
      return { sent, givenUp, interrupted };
    },
    ofProspect: (id: number) => emails.ofProspect(id),
    /** Every e-mail waiting for its time, the soonest first, each with its prospect (Pipedrive's 'Scheduled' folder). */
    async scheduled(limit: number) {
      const { total, emails: waiting } = await emails.scheduled(limit);
      const owners = new Map((await prospects.findByIds([...new Set(waiting.map((email) => email.prospectId))])).map((row) => [Number(row.id), prospectView(row)]));
      const listed = waiting.flatMap(({ prospectId, ...email }) => {
        const prospect = owners.get(prospectId);
        return prospect ? [{ ...email, prospect }] : [];
      });
      return { total, emails: listed };
    },
    /** A file joined to e-mail `emailId` of prospect `id`, with its bytes, to download; another prospect's is not found. */
    async attachment(id: number, emailId: number, attachmentId: number) {
      if (!(await emails.isOf(id, emailId))) throw new ApiError(404, attachmentMessages.notFound);
      return attachments.fileOrThrow({ prospectEmailId: emailId }, attachmentId);
    },
    /** A file of answer `replyId` received from prospect `id`, with its bytes; another prospect's is not found. */
    async replyAttachment(id: number, replyId: number, attachmentId: number) {
      if (!(await replies.isOf(id, replyId))) throw new ApiError(404, attachmentMessages.notFound);
      return attachments.fileOrThrow({ prospectEmailReplyId: replyId }, attachmentId);
    },
  };
}

export const LEAD_ACKNOWLEDGEMENT_RETRIES_JOB = 'lead-acknowledgement-retries';

/**
 * Every 30 s, once across the instances, the leads' acknowledgements the mail server refused are tried again (0545);
 * one still refused a day after its first try is given up, logged, and stays 'E-mail non parti' with 'Renvoyer l’e-mail'.
 * An e-mail left 'sending' by a server stopped in the middle becomes 'failed' with its button; an acknowledgement so
 * left is tried again at once.
 */
export const leadAcknowledgementRetriesJob = (emails: Pick<ReturnType<typeof prospectEmailsService>, 'retryDue'>, log: FastifyBaseLogger): Job => ({
  name: LEAD_ACKNOWLEDGEMENT_RETRIES_JOB,
  intervalMs: 30_000,
  run: async (now) => {
    const { givenUp, interrupted } = await emails.retryDue(now);
    if (interrupted) log.warn({ count: interrupted }, 'Envois d’e-mails interrompus (serveur arrêté pendant l’envoi) : marqués en échec');
    for (const { prospectId, recipient } of givenUp) log.error({ prospectId, to: recipient }, 'Accusé de réception abandonné : refusé pendant 24 heures');
  },
});

export const SCHEDULED_EMAILS_JOB = 'prospect-scheduled-emails';

/** Each minute, once across the instances, the scheduled e-mails whose time has come leave (0472). */
export const scheduledEmailsJob = (emails: Pick<ReturnType<typeof prospectEmailsService>, 'sendDue'>): Job => ({
  name: SCHEDULED_EMAILS_JOB,
  intervalMs: 60_000,
  run: async (now) => {
    await emails.sendDue(now);
  },
});
