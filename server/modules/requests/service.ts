import type { Selectable } from 'kysely';
import { emailReplyMessages, returnedFromOf, type FiledReply, type ReceivedReply, type ReplyReturn, type ReplyReturnedFrom } from '../../../domain/email-replies';
import type { LeadCampaign } from '../../../domain/tracking-links-attribution';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { campaignColumns, campaignOfRow } from '../../db/campaign-columns';
import type { Database, Executor } from '../../db/database';
import { durableWrite } from '../../db/durable-writes';
import type { CallbackRequestTable, CampaignColumns } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { waitingRequestsRepository } from './waiting-repository';
import { responsePromisesRepository } from './promises-repository';
import { responseTimes, responseTimesByPerson } from '../../../domain/response-promises';
import { requestMessagesRepository, type NewRequestMessage } from './messages-repository';
import { requestsRepository, type NewRequest, type RequestFilter, type RequestOrder, type RequestSource, type RequestStatus } from './repository';
import { parisDayBounds } from '../../../domain/paris-time';
import { ACKNOWLEDGEMENT_AUTHOR } from '../../../domain/notifications/acknowledgement';
import { sendingDeadline } from '../../../domain/email-retry';
import { SNOOZE_WAKE_AUTHOR, snoozeMessages } from '../../../domain/inbox-snooze';
import { labelsInUseOf, labelsOfStored } from '../../../domain/labels';
import { settingsService } from '../settings/service';
import { agencyClosuresService } from '../settings/agency-closures';
import { adminUsersService } from '../admin-users/service';
import { emailAttachmentsService, type StoredFile } from '../email-attachments/service';
import { BLOCKED_SENDER_AUTHOR, blockedSenderKey, blockedSenderMessages } from '../../../domain/blocked-senders';
import { NO_CLOSURES } from '../../../domain/settings/agency-closures';
import { blockedSendersRepository } from './blocked-senders-repository';

/** The rows given to someone, their assignee known to be set: what the e-mail reminders recall. */
const assignedOnly = <Row extends { assignee: string | null }>(rows: Row[]) =>
  rows.flatMap((row) => (row.assignee ? [{ ...row, assignee: row.assignee }] : []));

/** How many acknowledged requests one statement clears of their arrival moment (0546). */
const CLEARED_AT_ONCE = 1000;
/** The repository's ranges end before their bound: one millisecond after `to` keeps `to` itself. */
const justAfter = (to: Date) => new Date(to.getTime() + 1).toISOString();

export type { NewRequestMessage, RequestFilter, RequestOrder, RequestSource, RequestStatus };

/** A request as the contact and callback modules hand it over: its campaign, if any, still in one piece. */
export type RequestToStore = Omit<NewRequest, keyof CampaignColumns> & { campaign: LeadCampaign | null };

/** A request with its campaign in one piece; the answers' schema leaves out the four columns it came from. */
export const requestView = (row: Selectable<CallbackRequestTable>) => ({ ...row, id: Number(row.id), campaign: campaignOfRow(row), labels: labelsOfStored(row.labels) });

/** An internal note of a request's thread written by the product itself, `author` naming why. */
export const threadNote = (requestId: number, author: string, body: string): NewRequestMessage => ({ requestId, kind: 'note', author, subject: '', body, recipient: null, delivery: null });

/** The note by 'Retour automatique' of a request brought back by a reply, or put back (0435, 0580). */
const returnNote = (requestId: number, body: string) => threadNote(requestId, SNOOZE_WAKE_AUTHOR, body);

/** The internal note a snoozed request gets when the same person sends a new one. */
const wakeNote = (requestId: number, newId: number) => returnNote(requestId, snoozeMessages.woken(newId));

/** The note of a request that arrived from a blocked address or domain (0579, 0581). */
const blockedArrivalNote = (requestId: number, entry: string) => threadNote(requestId, BLOCKED_SENDER_AUTHOR, blockedSenderMessages.arrivedBlocked(entry));

/** The owner of callback_requests: contact messages and callback requests are stored, read and changed through it. */
export function requestsService(db: Database) {
  const requests = requestsRepository(db);
  const waiting = waitingRequestsRepository(db);
  const messages = requestMessagesRepository(db);
  const promises = responsePromisesRepository(db);
  const settings = settingsService(db);
  const closures = agencyClosuresService(db);
  const users = adminUsersService(db);
  const attachments = emailAttachmentsService(db);
  const blockedSenders = blockedSendersRepository(db);
  /**
   * A request from a blocked address (docs/decisions/0579-blocked-senders.md): stored as every lead is, cancelled from
   * its first moment with a note saying why, given to nobody, its notice and acknowledgement never due.
   */
  const storeBlocked = ({ campaign, ...request }: RequestToStore, entry: string) =>
    durableWrite(db, async (executor) => {
      const stored = await requests.insertOnce({ ...request, ...campaignColumns(campaign), assignee: null, arrivalMailsDueAt: null }, executor, NO_CLOSURES, true);
      if (stored.created) await messages.insertMany([blockedArrivalNote(stored.id, entry)], new Date(), executor);
      return { ...stored, assignee: null, blocked: true };
    });
  /**
   * A person's reply brought the request back (0435): the note saying why, and what it undid kept with the reply
   * (0580). Answers how it came back, or null.
   */
  const cameBack = async (requestId: number, replyId: number, at: Date, executor: Executor): Promise<ReplyReturn | null> => {
    const from = await requests.returnOnReply(requestId, at, executor);
    if (!from) return null;
    await messages.setReturnedFrom(replyId, from, executor);
    await messages.insertMany([returnNote(requestId, emailReplyMessages.returned[from.how])], at, executor);
    return from.how;
  };
  return {
    /**
     * Stores a new pending request and gives its id once it is on disk (docs/decisions/0320-durable-public-writes.md);
     * `created` is false when its `submissionId` was already stored: the same sending, received twice.
     */
    async store({ campaign, ...request }: RequestToStore): Promise<{ id: number; created: boolean; assignee: string | null; blocked: boolean }> {
      // Read before the write: the group's transaction holds only the writes and the reads they depend on.
      const blockedBy = request.email ? await blockedSenders.blockingEntry(blockedSenderKey(request.email)) : null;
      if (blockedBy) return storeBlocked({ campaign, ...request }, blockedBy);
      const candidates = (await settings.current()).inboxAutoAssign ? await users.assignable() : [];
      const closed = await closures.current();
      return durableWrite(db, async (executor) => {
        // Given to the administrator with the fewest waiting, counted in the same transaction (0406).
        const assignee = await requests.leastLoaded(candidates, executor);
        // Its notice and acknowledgement are made again if a server stops before they are recorded done (0546).
        const arrivalMailsDueAt = sendingDeadline(new Date());
        const stored = await requests.insertOnce({ ...request, ...campaignColumns(campaign), assignee, arrivalMailsDueAt }, executor, closed);
        // The person wrote again: a request of theirs set aside comes back now, a note saying why (0403).
        if (stored.created && request.email) {
          const at = new Date();
          const woken = await requests.wakeSnoozedOf(request.email, stored.id, at.toISOString(), executor);
          await messages.insertMany(woken.map((requestId) => wakeNote(requestId, stored.id)), at, executor);
        }
        return { ...stored, assignee: stored.created ? assignee : null, blocked: false };
      });
    },
    count: (source?: RequestSource) => requests.count(source),
    countPending: (source?: RequestSource) => requests.countPending(source),
    countPendingByAssignment: (username: string, source?: RequestSource) => requests.countPendingByAssignment(username, source),
    countSnoozed: (source?: RequestSource) => requests.countSnoozed(source),
    /** Pending requests set aside until a moment of the Paris day `day` ('AAAA-MM-JJ'), for the morning digest; of one assignee when given, of nobody for null. */
    returningOn(day: string, limit: number, assignee?: string | null, since = day) {
      return requests.returningBetween(parisDayBounds(since).from, parisDayBounds(day).to, limit, assignee);
    },
    /** Pending callbacks whose visitor chose a slot on `day` in Paris, for the morning digest (0478); of one assignee when given, of nobody for null. */
    slotsOn(day: string, limit: number, assignee?: string | null) {
      const { from, to } = parisDayBounds(day);
      return requests.slotsBetween(from, to, limit, assignee);
    },
    /**
     * Pending callbacks whose slot came before the Paris day `day` began, the oldest first: the calls missed, for
     * 'Votre journée' (docs/decisions/0486-missed-callback-slots.md); of one assignee when given, of nobody for null.
     */
    missedBefore(day: string, limit: number, assignee?: string | null) {
      return requests.slotsBetween(null, parisDayBounds(day).from, limit, assignee);
    },
    /** Pending callbacks given to someone whose slot falls from `from` to `to`, for the e-mail reminders (0494). */
    async assignedSlotsBetween(from: Date, to: Date, limit: number) {
      return assignedOnly((await requests.slotsBetween(from.toISOString(), justAfter(to), limit)).rows);
    },
    /** Pending requests set aside until an instant in [from, to], given to someone: the e-mail reminders (0510). */
    async assignedReturnsBetween(from: Date, to: Date, limit: number) {
      return assignedOnly((await requests.returningBetween(from.toISOString(), justAfter(to), limit)).rows);
    },
    /** Requests processed between two instants whose person gave an address, for the satisfaction surveys (0487). */
    processedBetween: (from: Date, to: Date, limit: number) => requests.processedBetween(from.toISOString(), to.toISOString(), limit),
    /** Waiting requests whose person wrote back and was not answered since, for the morning digest (0438); of one assignee when given. */
    awaitingAnswer: (now: Date, limit: number, assignee?: string) => requests.awaitingAnswer(now.toISOString(), limit, assignee),
    /** Sets a pending request aside until `until`, or brings it back (null); false when it is not pending. */
    setSnooze: (id: number, until: string | null) => requests.setSnooze(id, until),
    /** The same for each of `ids` still pending, in one statement; answers those changed. */
    snoozeMany: (ids: number[], until: string | null) => requests.snoozeMany(ids, until),
    setLabels: (id: number, labels: readonly string[]) => requests.setLabels(id, labels),
    addLabel: (ids: number[], label: string) => requests.addLabel(ids, label),
    removeLabel: (ids: number[], label: string) => requests.removeLabel(ids, label),
    /** Every label in use, the most used first (then alphabetically), with how many requests carry it. */
    labelsInUse: async () => labelsInUseOf(await requests.labelSets()),
    newest: (limit: number) => requests.newest(limit),
    /** How many requests each tracking code brought. */
    countPerCampaignCode: (codes: string[]) => requests.countPerCampaignCode(codes),
    /** Contact messages and callbacks per tracking code and day, created in [since, until) (ISO instants). */
    campaignLeadsPerDay: (codes: string[], since: string, until: string) => requests.campaignLeadsPerDay(codes, since, until),
    campaignLeads: (codes: string[], since: string, until: string, limit: number) => requests.campaignLeads(codes, since, until, limit),
    /** The same per hour of the day starting at `since`. */
    campaignLeadsPerHour: (codes: string[], since: string, until: string) => requests.campaignLeadsPerHour(codes, since, until),
    page: (filter: RequestFilter, page: number, limit: number, order?: RequestOrder) => requests.page(filter, page, limit, order),
    setAssignee: (id: number, username: string | null) => requests.setAssignee(id, username),
    /** Who each of `ids` is from and who follows it up. */
    assigneesOf: (ids: number[]) => requests.assigneesOf(ids),
    createdPerDay: (since: Date) => requests.createdPerDay(since.toISOString()),
    /** The thread of requests: replies and notes, oldest first. */
    messagesOf: (requestIds: number[]) => messages.ofRequests(requestIds),
    messageIdsBefore: (requestId: number, beforeId: number) => messages.messageIdsBefore(requestId, beforeId),
    addMessage: (message: NewRequestMessage, at = new Date(), executor?: Executor) => messages.insert(message, at, executor),
    deleteOwnNote: (requestId: number, id: number, author: string) => messages.deleteOwnNote(requestId, id, author),
    editOwnNote: (requestId: number, id: number, author: string, body: string) => messages.editOwnNote(requestId, id, author, body, new Date()),
    claimFailedReply: (requestId: number, id: number) => messages.claimFailedReply(requestId, id),
    /**
     * Marks a received message an automatic reply, or gives it back to the person (0576), in one transaction with what
     * follows (0580): marked, a request it had brought back is put back as it was, unless the exchange went on since;
     * given back, it brings the request back as a reply does. Null when the request has no such received message.
     */
    markAutomatic(requestId: number, id: number, automatic: boolean): Promise<{ putBack: ReplyReturnedFrom | null; back: ReplyReturn | null } | null> {
      return db.transaction().execute(async (executor) => {
        const received = await messages.receivedOf(requestId, id, executor);
        if (!received) return null;
        const unchanged = { putBack: null, back: null };
        if (!(await messages.setAutomatic(requestId, id, automatic, executor))) return unchanged;
        if (await messages.exchangedAfter(requestId, id, executor)) return unchanged;
        const now = new Date();
        if (!automatic) return { putBack: null, back: await cameBack(requestId, id, now, executor) };
        const from = returnedFromOf(received.returnedFrom);
        if (!from || !(await requests.putBack(requestId, from, now, executor))) return unchanged;
        await messages.setReturnedFrom(id, null, executor);
        const note = from.how === 'reopened' ? emailReplyMessages.putBackNote.reopened : emailReplyMessages.putBackNote.woken(from.snoozedUntil);
        await messages.insertMany([returnNote(requestId, note)], now, executor);
        return { putBack: from, back: null };
      });
    },
    /**
     * The acknowledgements' thread entries of a batch, written by the same durable path as the public writes (no disk
     * sync on the event loop), with the batch's requests that got none (switched off, no address) recorded done. One
     * that got its entry is done by it: the arrival job clears it later, off the burst (0546).
     */
    recordArrivals: (entries: NewRequestMessage[], withoutEntry: number[], at = new Date()) =>
      entries.length || withoutEntry.length
        ? durableWrite(db, async (executor) => {
            await messages.insertMany(entries, at, executor);
            await requests.arrivalsDone(withoutEntry, executor);
          })
        : Promise.resolve(),
    /**
     * Requests whose arrival e-mails a stopped server left undone, each taken by one instance for another ten minutes
     * (0546). Those whose acknowledgement is in their thread are done, and only cleared.
     */
    async claimInterruptedArrivals(now: Date, limit: number) {
      const at = now.toISOString();
      while ((await requests.clearAcknowledgedArrivals(at, ACKNOWLEDGEMENT_AUTHOR, CLEARED_AT_ONCE)) === CLEARED_AT_ONCE);
      const rows = await requests.claimInterruptedArrivals(at, sendingDeadline(now), limit);
      return rows.map((row) => ({ ...row, id: Number(row.id), campaign: campaignOfRow(row) }));
    },
    setDelivery: (id: number, delivery: 'sent' | 'logged' | 'failed') => messages.setDelivery(id, delivery),
    setRetryAt: (id: number, retryAt: string | null) => messages.setRetryAt(id, retryAt),
    dueRetries: (now: Date, limit: number) => messages.dueRetries(now.toISOString(), limit),
    recoverInterrupted: (now: Date) => messages.recoverInterrupted(now.toISOString(), ACKNOWLEDGEMENT_AUTHOR),
    /**
     * Files a received reply in the thread of the request whose reply it answers
     * (docs/decisions/0434-email-replies-filed.md), once, through the durable write path; null when it answers none.
     * The person answered: a processed request reopens, a request set aside returns now, each with a note saying why
     * (docs/decisions/0435-reply-reopens-request.md).
     */
    /** Files a received answer in the conversation it answers, with the files it kept (0470), in one durable write. */
    async fileReply(reply: ReceivedReply, files: readonly StoredFile[] = []): Promise<FiledReply | null> {
      const answered = await messages.findReplyByMessageIds(reply.answers);
      if (!answered) return null;
      const { requestId } = answered;
      const received = { requestId, kind: 'received' as const, author: reply.sender, subject: reply.subject, body: reply.body, recipient: null, delivery: null, messageId: reply.messageId, automatic: reply.automatic ? 1 : 0 };
      const filed = await durableWrite(db, async (executor) => {
        const id = await messages.insertOnce(received, new Date(reply.receivedAt), executor);
        if (id === null) return { duplicate: true, back: null };
        await attachments.store({ requestMessageId: id }, files, new Date(reply.receivedAt), executor);
        // An absence message is kept in the thread, and asks nothing of the agency (0557).
        if (reply.automatic) return { duplicate: false, back: null };
        const now = new Date();
        const back = await cameBack(requestId, id, now, executor);
        return { duplicate: false, back };
      });
      const stored = reply.automatic ? emailReplyMessages.automaticInConversation(requestId) : emailReplyMessages.storedInConversation(requestId, filed.back);
      return { requestId, ...filed, message: filed.duplicate ? emailReplyMessages.duplicate : stored };
    },
    find: (id: number) => requests.findById(id),
    /** Records the first answer of a request (a reply that left, or its processing); a later one changes nothing. */
    markAnswered: (id: number, at: Date) => promises.markAnswered(id, at.toISOString()),
    /** How the answers kept the site's promises over the requests received in [since, until), and those waiting now. */
    async responseTimes(since: Date, now: Date, until = now) {
      const [received, waiting, late, closed] = await Promise.all([
        promises.receivedBetween(since.toISOString(), until.toISOString()),
        promises.countWaiting(),
        promises.countLate(now.toISOString()),
        closures.current(),
      ]);
      // Each request counts for who holds it, else for who processed it (0407).
      const byPerson = responseTimesByPerson(received.map((row) => ({ ...row, person: row.assignee ?? row.processedBy })), now, closed);
      return { ...responseTimes(received, now, closed), received: received.length, waiting, late, byPerson };
    },
    countLate: (now: Date, source?: RequestSource) => promises.countLate(now.toISOString(), source),
    /** The alerts of deadlines near or past, claimed one by one so that two instances send each once. */
    toAlert: (before: Date, limit: number) => promises.toAlert(before.toISOString(), limit),
    claimAlert: (id: number, at: Date) => promises.claimAlert(id, at.toISOString()),
    releaseAlert: (id: number, at: Date) => promises.releaseAlert(id, at.toISOString()),
    /** One request as the answers show it; the French 404 when there is none. */
    async get(id: number) {
      const row = await requests.findById(id);
      if (!row) throw new ApiError(404, adminMessages.requestNotFound);
      return requestView(row);
    },
    /** Processes or cancels those of `ids` still pending, in one statement; answers the ids it changed. */
    closePending: (ids: number[], to: 'completed' | 'cancelled', by: string | null, at: Date) => requests.closePending(ids, to, by, at),
    /** Sets or clears who follows up each of `ids`; answers the ids that exist. */
    assignMany: (ids: number[], username: string | null) => requests.assignMany(ids, username),
    /** False when the status was no longer `from`: another admin processed the request first. */
    changeStatus: (id: number, from: RequestStatus, to: RequestStatus, by: string | null, at: Date) => requests.changeStatus(id, from, to, by, at),
    /** Requests still pending since before the cutoff, by source, for the improvements page. */
    pendingSince: (cutoff: string) => waiting.pendingSince(cutoff),
    /** Every request sent from one address (GDPR access), and their erasure. */
    personalData: async (email: string) => (await requests.findByEmail(email)).map((row) => ({ ...row, labels: labelsOfStored(row.labels) })),
    /** The other requests of the same e-mail address, the newest first, and their number. */
    othersOf: (id: number, email: string, limit: number) => requests.othersOf(id, email, limit),
    /** The callbacks a user follows at the slot the visitor chose, for their calendar (docs/decisions/0477-callback-slots-in-calendar.md). */
    slotsOf: async (assignee: string, from: Date, limit: number) => (await requests.slotsBetween(from.toISOString(), null, limit, assignee)).rows,
    eraseByEmail: (email: string) => requests.removeByEmail(email),
    /** Retention (public-site §9): requests whose last interaction is older than the cutoff, and their deletion. */
    countLastTouchedBefore: (cutoff: Date) => requests.countLastTouchedBefore(cutoff.toISOString()),
    removeLastTouchedBefore: (cutoff: Date, executor?: Executor) => requests.removeLastTouchedBefore(cutoff.toISOString(), executor),
  };
}
