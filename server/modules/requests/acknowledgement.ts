import type { FastifyBaseLogger } from 'fastify';
import { ACKNOWLEDGEMENT_AUTHOR, acknowledgementMail } from '../../../domain/notifications/acknowledgement';
import { nextEmailAttemptAt } from '../../../domain/email-retry';
import type { Database } from '../../db/database';
import type { Mailer } from '../../lib/mailer';
import { settingsService } from '../settings/service';
import { agencyClosuresService } from '../settings/agency-closures';
import { requestsService, type NewRequestMessage } from './service';

/** How long acknowledgements wait to be sent together, how many go in one batch, and in slices of how many. */
const FLUSH_MS = 250;
const BATCH = 200;
const SLICE = 20;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface Acknowledgements {
  /** Queues the acknowledgement of a stored request; returns at once. */
  acknowledge(requestId: number): void;
  /** Sends what is queued now; resolves once done (the server's close, the tests). */
  drain(): Promise<void>;
}

const queues = new WeakMap<Database, Acknowledgements>();

/**
 * The acknowledgements e-mailed to visitors after their requests are stored, kept in each request's thread with
 * how their e-mail went, so that the agency reads what the visitor received (docs/decisions/0376-visitor-
 * acknowledgement.md). They are sent in batches a quarter of a second after the first one queued, slice by slice with
 * the event loop free between two, and the batch's thread entries written in one durable write: a burst of
 * messages costs no disk sync per message. One queue per
 * database, whichever route stored the request. An acknowledgement is not an answer: the deadline runs on. One the
 * mail server refuses is tried again by `acknowledgementRetriesJob` (0545).
 */
export function acknowledgementsOf(db: Database, mailer: Mailer, publicUrl: string, log: FastifyBaseLogger): Acknowledgements {
  const existing = queues.get(db);
  if (existing) return existing;
  const requests = requestsService(db);
  const settings = settingsService(db);
  const closures = agencyClosuresService(db);
  const pending: number[] = [];
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  const sendOne = async (requestId: number): Promise<NewRequestMessage | null> => {
    const request = await requests.find(requestId);
    if (!request?.email) return null;
    const mail = acknowledgementMail(request, publicUrl, await closures.current());
    // The visitor is invited to answer it: the answer names this id and is filed in the request's thread by it.
    const messageId = mailer.newMessageId();
    const sent = await mailer.notify({ to: request.email, replyTo: mailer.agencyAddress, subject: mail.subject, text: mail.text, messageId });
    const delivery = !sent ? 'failed' : mailer.smtpConfigured ? 'sent' : 'logged';
    // Refused, it is tried again by the job (0545), the first time 30 s from now.
    const retryAt = sent ? null : nextEmailAttemptAt(new Date().toISOString(), 1, new Date());
    return { requestId, kind: 'reply', author: ACKNOWLEDGEMENT_AUTHOR, subject: mail.subject, body: mail.text, recipient: request.email, delivery, messageId, deliveryAttempts: 1, retryAt };
  };

  const flush = async () => {
    const ids = pending.splice(0, BATCH);
    if (pending.length) schedule();
    if (!ids.length) return;
    try {
      if (!(await settings.current()).visitorAcknowledgement) return;
      // Slice by slice, the event loop free between two: the pages and forms served meanwhile do not wait. The
      // batch's thread entries then go in one durable write, one disk sync for the whole batch.
      const at = new Date();
      const entries: NewRequestMessage[] = [];
      for (let start = 0; start < ids.length; start += SLICE) {
        for (const entry of await Promise.all(ids.slice(start, start + SLICE).map((id) => sendOne(id)))) if (entry) entries.push(entry);
        await nextTurn();
      }
      await requests.recordAutomaticMessages(entries, at);
    } catch (error) {
      log.warn({ err: error, requests: ids }, 'Accusés de réception non envoyés aux visiteurs (les demandes sont enregistrées)');
    }
  };
  function schedule() {
    timer ??= setTimeout(() => {
      timer = undefined;
      flushing = flushing.then(flush);
    }, FLUSH_MS);
    timer.unref();
  }

  const queue: Acknowledgements = {
    acknowledge(requestId) {
      pending.push(requestId);
      schedule();
    },
    async drain() {
      clearTimeout(timer);
      timer = undefined;
      while (pending.length) {
        flushing = flushing.then(flush);
        await flushing;
      }
      await flushing;
    },
  };
  queues.set(db, queue);
  return queue;
}
