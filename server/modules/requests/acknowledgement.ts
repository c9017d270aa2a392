import type { FastifyBaseLogger } from 'fastify';
import { ACKNOWLEDGEMENT_AUTHOR, acknowledgementMail } from '../../../domain/notifications/acknowledgement';
import { EMAIL_RETRY, nextEmailAttemptAt } from '../../../domain/email-retry';
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
  /**
   * Queues the acknowledgement of a stored request; returns at once. Once it is sent and `notified` (the agency's
   * notice) settled, the request's arrival e-mails are recorded done (0546).
   */
  acknowledge(requestId: number, notified?: Promise<unknown>): void;
  /** Sends what is queued now; resolves once done (the server's close, the tests). */
  drain(): Promise<void>;
}

const queues = new WeakMap<Database, Acknowledgements>();

/**
 * The acknowledgements e-mailed to visitors after their requests are stored, kept in each request's thread with
 * how their e-mail went, so that the agency reads what the visitor received (docs/decisions/0376-visitor-
 * acknowledgement.md). They are sent in batches a quarter of a second after the first one queued, slice by slice with
 * the event loop free between two, and the batch's thread entries written in one durable write: a burst of
 * messages costs no disk sync per message. A request's acknowledgement in its thread records its arrival e-mails done
 * (the job clears its moment later); the same write empties the moment of the requests that got none, so that only
 * those a stopped server left undone are made again by `requestArrivalMailsJob` (0546). One queue per database, whichever route
 * stored the request. An acknowledgement is not an answer: the deadline runs on. One the mail server refuses is tried
 * again by `acknowledgementRetriesJob` (0545).
 */
export function acknowledgementsOf(db: Database, mailer: Mailer, publicUrl: string, log: FastifyBaseLogger): Acknowledgements {
  const existing = queues.get(db);
  if (existing) return existing;
  const requests = requestsService(db);
  const settings = settingsService(db);
  const closures = agencyClosuresService(db);
  const pending: { requestId: number; notified: Promise<unknown> }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  const sendOne = async (requestId: number): Promise<NewRequestMessage | null> => {
    const request = await requests.find(requestId);
    if (!request?.email) return null;
    // Made again after a long stop, the acknowledgement of a request older than a day would come too late (0546).
    if (Date.now() - Date.parse(request.createdAt) >= EMAIL_RETRY.giveUpAfterMs) return null;
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
    const batch = pending.splice(0, BATCH);
    if (pending.length) schedule();
    if (!batch.length) return;
    const ids = batch.map((item) => item.requestId);
    try {
      const at = new Date();
      const entries: NewRequestMessage[] = [];
      if ((await settings.current()).visitorAcknowledgement) {
        // Slice by slice, the event loop free between two: the pages and forms served meanwhile do not wait.
        for (let start = 0; start < ids.length; start += SLICE) {
          for (const entry of await Promise.all(ids.slice(start, start + SLICE).map((id) => sendOne(id)))) if (entry) entries.push(entry);
          await nextTurn();
        }
      }
      // The agency's notices sent or kept to be tried again (0537): the batch's arrival e-mails are done. Its thread
      // entries go in one durable write, one disk sync for the whole batch; an entry records its request done, so that
      // the burst's rows are not written twice (0546).
      await Promise.all(batch.map((item) => item.notified));
      const acknowledged = new Set(entries.map((entry) => entry.requestId));
      await requests.recordArrivals(entries, ids.filter((id) => !acknowledged.has(id)), at);
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
    acknowledge(requestId, notified = Promise.resolve()) {
      pending.push({ requestId, notified });
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
