import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isAutoAssignedSource } from '../../../domain/notifications/assignment-notice';
import { notificationMessages, recipientsOf, sourceSwitch, type LeadEventSource } from '../../../domain/notifications/notification-settings';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import type { Mail, Mailer } from '../../lib/mailer';
import type { Job } from '../jobs/job-runner';
import type { OutgoingMail } from '../outgoing-mail/service';
import { settingsService } from '../settings/service';
import type { ColleagueNotifier } from './colleague-notifier';
import { deliveriesRepository } from './repository';
import { sendWebhook } from './webhook-sender';

export const WEBHOOK_JOB = 'lead-webhooks';
export const WEBHOOK_SECRET_KEY = 'notification-webhook-secret';
/** Six attempts at most: the first at once, then 30 s, 1, 2, 4 and 8 min after each failure. */
export const WEBHOOK_RETRY = {
  maxAttempts: 6,
  firstDelayMs: 30_000,
  holdMs: 60_000,
} as const;
const DELIVERIES_SHOWN = 20;

/**
 * What a new lead, or a reply to the back-office's e-mails (0440), tells the agency: the e-mail, and the JSON the
 * webhook receives.
 */
export interface LeadEvent {
  source: LeadEventSource;
  event: 'lead.created' | 'leads.imported' | 'reply.received';
  data: Record<string, unknown>;
  mail: Mail;
  /** Who the automatic assignment gave the new lead to (0406), told even when the recipients do not include them (0447). */
  assignee?: string | null;
  /**
   * The one record the event tells of (`request:12`), the same when its notice is made again after a stop (0546): the
   * webhook event then keeps one id and is queued once (0549). Without it, each notice is an event of its own.
   */
  recordKey?: string;
}

interface NotifierOptions {
  db: Database;
  mailer: Mailer;
  /** Where a lead's notification goes, kept and tried again when the mail server does not take it (0537). */
  outbox: Pick<OutgoingMail, 'send' | 'waiting'>;
  log: FastifyBaseLogger;
  allowLoopback: boolean;
  colleagues: Pick<ColleagueNotifier, 'autoAssigned'>;
}

export const retryDelayMs = (attempts: number) => WEBHOOK_RETRY.firstDelayMs * 2 ** (attempts - 1);

/**
 * The id of an event about one record, as a UUID (version 8, RFC 9562): keyed by the installation's webhook secret,
 * so that two installations telling one receiver of their request 12 never give the same id.
 */
export function recordEventId(secret: string, event: string, recordKey: string): string {
  const hex = createHmac('sha256', secret).update(`${event}:${recordKey}`).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const id = hex.join('');
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
}

/** The line that opens a notice made again after a stop: the mail server may have taken the first one (0549). */
export const MADE_AGAIN_LINE = 'Notification envoyée de nouveau après un arrêt du serveur : si vous l’aviez déjà reçue, ignorez celle-ci.';

/** A notice made again by an arrival job (0546), its e-mail saying so; its webhook event is the first one's (0549). */
export const madeAgain = (notice: LeadEvent): LeadEvent => ({ ...notice, mail: { ...notice.mail, text: `${MADE_AGAIN_LINE}\n\n${notice.mail.text}` } });

/**
 * New-lead notifications as Paramètres › Notifications sets them: e-mails to the recipients and a signed
 * webhook event, retried by a job. Called once the lead is stored; nothing here can lose it.
 */
export function leadNotifier({ db, mailer, outbox, log, allowLoopback, colleagues }: NotifierOptions) {
  const settings = settingsService(db);
  const deliveries = deliveriesRepository(db);

  const recipients = async () => recipientsOf((await settings.current()).notificationRecipients);

  /** Who the agency's e-mails go to: the recipients, or the agency's address when none is set. */
  const addressees = async () => {
    const list = await recipients();
    return list.length > 0 ? list : [mailer.agencyAddress];
  };

  /**
   * Sends the mail to each recipient, or to the agency's address when none is set, through `send`; true if all went
   * at once.
   */
  async function mailAll(mail: Mail, send: (mail: Mail) => Promise<boolean> = (direct) => mailer.notify(direct)): Promise<boolean> {
    const list = await recipients();
    if (list.length === 0) return send(mail);
    const sent = await Promise.all(list.map((to) => send({ ...mail, to })));
    return sent.every(Boolean);
  }

  /** One attempt at a delivery, if this caller wins it. */
  async function attempt(id: number, now: Date): Promise<void> {
    if (!(await deliveries.claim(id, now, WEBHOOK_RETRY.holdMs))) return;
    const delivery = await deliveries.findById(id);
    if (!delivery) return;
    const outcome = await sendWebhook(delivery, await settings.secret(WEBHOOK_SECRET_KEY), allowLoopback, now);
    const finished = new Date(Math.max(now.getTime(), Date.now()));
    if (outcome.ok) {
      await deliveries.delivered(id, outcome.statusCode, finished);
      return;
    }
    const attempts = Number(delivery.attempts);
    const retryAt = attempts < WEBHOOK_RETRY.maxAttempts ? new Date(now.getTime() + retryDelayMs(attempts)) : null;
    await deliveries.attemptFailed(id, outcome, now, retryAt);
    log.warn({ delivery: id, attempts, error: outcome.error }, 'Webhook des leads : tentative échouée');
  }

  /** Queues the event and makes its first attempt; an event about a record already queued is left to its delivery. */
  async function enqueue(event: LeadEvent, url: string): Promise<void> {
    const eventId = event.recordKey ? recordEventId(await settings.secret(WEBHOOK_SECRET_KEY), event.event, event.recordKey) : randomUUID();
    const occurredAt = new Date();
    const payload = JSON.stringify({
      id: eventId,
      event: event.event,
      source: event.source,
      occurredAt: occurredAt.toISOString(),
      data: event.data,
    });
    const id = await deliveries.insertOnce({ eventId, event: event.event, url, payload }, occurredAt);
    if (id !== null) await attempt(id, occurredAt);
  }

  return {
    /**
     * Tells of a lead, or of a reply, when its source's switch is on; resolves true when every notification went out
     * at once (an e-mail the mail server did not take is kept and tried again, 0537; the webhook counts once
     * recorded: the job retries it). The user the lead was given to automatically is told
     * whatever the switch, unless the notification already went to their address.
     */
    async leadArrived(event: LeadEvent): Promise<boolean> {
      try {
        const current = await settings.current();
        const switchedOn = current[sourceSwitch[event.source]];
        const { source, assignee } = event;
        const assigned = assignee && isAutoAssignedSource(source) ? { source, assignee } : null;
        const [mailed] = await Promise.all([
          switchedOn ? mailAll(event.mail, (kept) => outbox.send(kept)) : true,
          switchedOn && current.notificationWebhookUrl ? enqueue(event, current.notificationWebhookUrl) : Promise.resolve(),
          assigned ? colleagues.autoAssigned(assigned.source, assigned.assignee, event.mail, switchedOn ? await addressees() : []) : false,
        ]);
        return mailed;
      } catch (error) {
        log.error({ err: error, source: event.source }, 'Notification du nouveau lead impossible');
        return false;
      }
    },

    /** 'Envoyer un e-mail de test': a French answer that says what happened, or a 400 saying what is missing. */
    async sendTest(by: string): Promise<string> {
      if (!mailer.smtpConfigured) throw new ApiError(400, notificationMessages.smtpMissing);
      if (await mailer.isHeld()) throw new ApiError(409, notificationMessages.testHeld);
      const list = await recipients();
      const mail: Mail = {
        subject: '[Test] Notifications des nouveaux leads',
        text: `E-mail de test demandé par ${by} depuis Paramètres › Notifications.\n\nSi vous le lisez, les notifications des nouveaux leads vous parviendront.`,
      };
      const sent = await mailAll(mail);
      if (!sent) throw new ApiError(409, notificationMessages.testFailed);
      return notificationMessages.testSent(Math.max(1, list.length));
    },

    async overview(withSecret: boolean) {
      const rows = await deliveries.newest(DELIVERIES_SHOWN);
      return {
        smtp: {
          configured: mailer.smtpConfigured,
          message: mailer.smtpConfigured ? notificationMessages.smtpReady(mailer.from) : notificationMessages.smtpMissing,
        },
        waitingEmails: await outbox.waiting(),
        defaultRecipient: mailer.agencyAddress,
        webhookSecret: withSecret ? await settings.secret(WEBHOOK_SECRET_KEY) : null,
        deliveries: rows.map((row) => ({
          ...row,
          id: Number(row.id),
          attempts: Number(row.attempts),
        })),
      };
    },

    renewSecret: () => settings.renewSecret(WEBHOOK_SECRET_KEY),

    /** An e-mail of the agency's own (the follow-up digest) to the recipients of the settings. */
    mailRecipients: (mail: Mail) => mailAll(mail),

    /** The job: every due delivery gets its next attempt, once across instances. */
    job(): Job {
      return {
        name: WEBHOOK_JOB,
        intervalMs: 30_000,
        leaseMs: 5 * 60_000,
        async run(now) {
          for (const id of await deliveries.dueIds(now, 50)) await attempt(id, now);
        },
      };
    },
  };
}

export type LeadNotifier = ReturnType<typeof leadNotifier>;
