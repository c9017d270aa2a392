import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { durableWrite } from '../../db/durable-writes';
import type { Mail, Mailer } from '../../lib/mailer';
import type { Job } from '../jobs/job-runner';
import { EMAIL_RETRY, emailRetryDelayMs } from '../../../domain/email-retry';
import { outgoingEmailsRepository } from './repository';

export const OUTGOING_EMAILS_JOB = 'outgoing-emails';

/** Tried again on the schedule of every refused e-mail (`EMAIL_RETRY`); an attempt holds its e-mail a minute. */
export const OUTGOING_RETRY = { ...EMAIL_RETRY, holdMs: 60_000, perRun: 50 } as const;

/** An e-mail the outbox can keep: text only (a file joined stays with the thread that sends it again, 0455). */
export type KeepableMail = Omit<Mail, 'attachments'>;

interface OutgoingMailOptions {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * The back-office's own e-mails (a new lead's notification, a colleague's notice, a former address told): sent at
 * once, and kept when the mail server does not take them, then tried again by a job, once across instances, for a
 * day (docs/decisions/0537-outgoing-email-retries.md). Nothing is written while the mail server takes them.
 */
export function outgoingMail({ db, mailer, log }: OutgoingMailOptions) {
  const emails = outgoingEmailsRepository(db);

  async function keep(mail: KeepableMail, now: Date): Promise<void> {
    const recipient = mail.to ?? mailer.agencyAddress;
    try {
      // Kept through the public writes' group commit: a burst of leads while the mail server is down syncs off the event loop.
      await durableWrite(db, (executor) =>
        emails.insert(executor, {
          recipient,
          subject: mail.subject,
          body: mail.text,
          priority: mail.priority ?? null,
          replyTo: mail.replyTo ?? null,
          messageId: mail.messageId ?? null,
          attempts: 1,
          nextAttemptAt: new Date(now.getTime() + emailRetryDelayMs(1)).toISOString(),
          lockedUntil: now.toISOString(),
          createdAt: now.toISOString(),
        }),
      );
      log.warn({ to: recipient, subject: mail.subject }, 'E-mail non parti : gardé pour un nouvel essai');
    } catch (error) {
      log.error({ err: error, to: recipient, subject: mail.subject }, 'E-mail non parti et impossible à garder');
    }
  }

  /** One attempt at a kept e-mail, if this caller wins it; true when it left. */
  async function attempt(id: number, now: Date): Promise<boolean> {
    if (!(await emails.claim(id, now, OUTGOING_RETRY.holdMs))) return false;
    const email = await emails.findById(id);
    if (!email) return false;
    const sent = await mailer.notify({
      to: email.recipient,
      subject: email.subject,
      text: email.body,
      ...(email.priority ? { priority: email.priority } : {}),
      ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      ...(email.messageId ? { messageId: email.messageId } : {}),
    });
    if (sent) {
      await emails.remove(id);
      return true;
    }
    if (now.getTime() - Date.parse(email.createdAt) >= OUTGOING_RETRY.giveUpAfterMs) {
      log.error({ to: email.recipient, subject: email.subject, attempts: email.attempts }, 'E-mail abandonné : refusé pendant 24 heures');
      await emails.remove(id);
      return false;
    }
    await emails.retryAt(id, now, new Date(now.getTime() + emailRetryDelayMs(email.attempts)));
    return false;
  }

  /** Tries every due e-mail once; how many left. */
  async function attemptDue(now: Date): Promise<number> {
    let sent = 0;
    for (const id of await emails.dueIds(now, OUTGOING_RETRY.perRun)) if (await attempt(id, now)) sent += 1;
    return sent;
  }

  return {
    /** Sends the mail; when it does not leave, keeps it for the job and resolves false. Never throws. */
    async send(mail: KeepableMail): Promise<boolean> {
      if (await mailer.notify(mail)) return true;
      await keep(mail, new Date());
      return false;
    },

    /** What Paramètres › Notifications says of the e-mails waiting for another attempt. */
    waiting: () => emails.waiting(),

    /**
     * 'Réessayer maintenant', once the mail server is mended: every kept e-mail is tried at once (those another
     * instance is sending excepted); how many left and how many still wait.
     */
    async retryNow(now = new Date()): Promise<{ sent: number; waiting: number }> {
      await emails.makeAllDue(now);
      const sent = await attemptDue(now);
      return { sent, waiting: (await emails.waiting()).count };
    },

    job(): Job {
      return {
        name: OUTGOING_EMAILS_JOB,
        intervalMs: 30_000,
        leaseMs: 5 * 60_000,
        async run(now) {
          await attemptDue(now);
        },
      };
    },
  };
}

export type OutgoingMail = ReturnType<typeof outgoingMail>;

/**
 * The kept e-mails read without sending any: how many wait (the APIs' status), and those that name a person, for the
 * GDPR export and erasure (public-site §9), a lead's notification holding what the person wrote until it leaves.
 */
export function keptEmailsService(db: Database) {
  const emails = outgoingEmailsRepository(db);
  return {
    /** How many e-mails the mail server refused wait for another attempt. */
    waitingCount: async () => (await emails.waiting()).count,
    mentioning: (terms: string[]) => emails.mentioning(terms),
    eraseMentioning: (terms: string[]) => emails.removeMentioning(terms),
  };
}
