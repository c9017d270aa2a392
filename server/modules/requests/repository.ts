import { readAllOffLoop } from '../../db/off-loop-reads';
import { sql, type ExpressionBuilder, type Insertable, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { countsPerCode } from '../../db/campaign-columns';
import { containsPattern, endsWithPattern } from '../../db/like';
import { addLabel, removeLabel } from '../../db/label-updates';
import type { Database, Executor } from '../../db/database';
import type { CallbackRequestTable, DB } from '../../db/types';
import { responseDueAt } from '../../../domain/response-promises';
import { NO_CLOSURES, type AgencyClosure } from '../../../domain/settings/agency-closures';
import { leastLoadedOf } from '../../../domain/auto-assignment';
import { foldForSearch, searchWordsOf } from '../../../domain/prospects/search-text';
import { storedLabels } from '../../../domain/labels';
import type { InboxOrder } from '../../../domain/inbox';
import { hoursSince, parisDayOf } from '../../db/paris-day';
import { isOneOf } from '../../db/one-of';
import { arrivalsDone, claimInterruptedArrivals } from '../../db/arrival-mails-column';
import type { ReplyReturnedFrom } from '../../../domain/email-replies';

export type NewRequest = Omit<
  Insertable<CallbackRequestTable>,
  'id' | 'status' | 'createdAt' | 'processedAt' | 'processedBy' | 'searchText' | 'responseDueAt' | 'firstAnsweredAt' | 'responseAlertAt' | 'snoozedUntil' | 'labels'
>;
export type RequestSource = CallbackRequestTable['source'];
export type RequestStatus = CallbackRequestTable['status'];

export interface RequestFilter {
  source?: RequestSource;
  status?: RequestStatus;
  /** Words that must all appear in the name, e-mail, company or message, accents and case aside. */
  search?: string;
  assignee?: string;
  /** Only the requests assigned to nobody. */
  unassigned?: boolean;
  /** Only the requests still waiting for their first answer past their deadline at this instant (ISO). */
  lateAt?: string;
  /** Without the requests snoozed at this instant (ISO), or with only those. */
  snooze?: { view: 'hidden' | 'only'; at: string };
  /** Only the requests with this label (normalised, domain/labels.ts). */
  label?: string;
}

/** How the inbox lists requests (`INBOX_ORDERS`); each ends with the newest arrivals first. */
export type RequestOrder = InboxOrder;

/**
 * The thread's messages exchanged with the person: those written to them and theirs (`automatic` 0: an absence
 * message is a program's, 0557); notes stay the team's.
 */
const EXCHANGED_KINDS = ['reply', 'received'] as const;

/** A request's latest exchange with its person: the newest e-mail written to them or received from them, else its arrival. */
const lastExchange = (eb: ExpressionBuilder<DB, 'callbackRequests'>) =>
  eb.fn.coalesce(
    eb
      .selectFrom('requestMessages')
      .select((inner) => inner.fn.max('requestMessages.createdAt').as('at'))
      .whereRef('requestMessages.requestId', '=', 'callbackRequests.id')
      .where('requestMessages.kind', 'in', EXCHANGED_KINDS)
      .where('requestMessages.automatic', '=', 0),
    eb.ref('callbackRequests.createdAt'),
  );

/**
 * When the person's latest reply came, if nobody wrote to them since (docs/decisions/0438-unanswered-replies.md):
 * the newest received message with no e-mail stored after it; null when there is none.
 */
const unansweredReplyAt = (eb: ExpressionBuilder<DB, 'callbackRequests'>) =>
  eb
    .selectFrom('requestMessages as received')
    .select((inner) => inner.fn.max('received.createdAt').as('at'))
    .whereRef('received.requestId', '=', 'callbackRequests.id')
    .where('received.kind', '=', 'received')
    // An absence message asks for no answer (0557).
    .where('received.automatic', '=', 0)
    .where((inner) =>
      inner.not(
        inner.exists(
          inner
            .selectFrom('requestMessages as written')
            .select('written.id')
            .whereRef('written.requestId', '=', 'callbackRequests.id')
            .where('written.kind', '=', 'reply')
            // Stored after it: ids follow the order of the writes, without two replies ever sharing one.
            .whereRef('written.id', '>', 'received.id'),
        ),
      ),
    );

/**
 * Requests with no exchange since `cutoff` (public-site §9, docs/decisions/0436-retention-last-exchange.md): arrived
 * and processed before it, and since then no e-mail written to the person or received from them in the thread.
 */
const noExchangeSince = (cutoff: string) => (eb: ExpressionBuilder<DB, 'callbackRequests'>) =>
  eb.and([
    eb(sql<string>`coalesce(processed_at, created_at)`, '<', cutoff),
    eb.not(
      eb.exists(
        eb
          .selectFrom('requestMessages')
          .select('requestMessages.id')
          .whereRef('requestMessages.requestId', '=', 'callbackRequests.id')
          .where('requestMessages.kind', 'in', EXCHANGED_KINDS)
          .where('requestMessages.automatic', '=', 0)
          .where('requestMessages.createdAt', '>=', cutoff),
      ),
    ),
  ]);

/** The columns a move to `to` sets, for one request or several. */
const statusChange =
  (to: RequestStatus, processedBy: string | null, at: Date) =>
  (eb: ExpressionBuilder<DB, 'callbackRequests'>) => ({
    status: to,
    processedAt: to === 'pending' ? null : at.toISOString(),
    processedBy: to === 'pending' ? null : processedBy,
    // A request processed or cancelled is no longer set aside; back to pending, it is waiting now.
    snoozedUntil: null,
    // Processing a request answers it; its first answer is never moved by a later change.
    ...(to === 'completed' && { firstAnsweredAt: eb.fn.coalesce('firstAnsweredAt', eb.val(at.toISOString())) }),
  });

const awakeNow = () => ({ view: 'hidden' as const, at: new Date().toISOString() });

/** Requests of one assignee when given, of nobody for null (docs/decisions/0481-unassigned-today.md), of anyone when left out. */
const ofAssignee =
  (assignee: string | null | undefined) =>
  <O>(query: SelectQueryBuilder<DB, 'callbackRequests', O>) =>
    assignee === undefined ? query : assignee === null ? query.where('assignee', 'is', null) : query.where('assignee', '=', assignee);

/** Contact messages and callback requests: the one place that knows their SQL. */
export function requestsRepository(db: Database) {
  const filtered = (filter: RequestFilter) => {
    let query = db.selectFrom('callbackRequests');
    if (filter.source) query = query.where('source', '=', filter.source);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.assignee) query = query.where('assignee', '=', filter.assignee);
    if (filter.unassigned) query = query.where('assignee', 'is', null);
    if (filter.lateAt) query = query.where('status', '=', 'pending').where('firstAnsweredAt', 'is', null).where('responseDueAt', '<=', filter.lateAt);
    const { snooze } = filter;
    if (snooze?.view === 'only') query = query.where('snoozedUntil', '>', snooze.at);
    if (snooze?.view === 'hidden') query = query.where((eb) => eb.or([eb('snoozedUntil', 'is', null), eb('snoozedUntil', '<=', snooze.at)]));
    if (filter.label) query = query.where('labels', 'like', containsPattern(storedLabels([filter.label])));
    for (const word of searchWordsOf(filter.search ?? '')) query = query.where('searchText', 'like', containsPattern(word));
    return query;
  };
  /** Requests per tracking code, form and slot of time (`slot`: a day or an hour of the instant), created in [since, until). */
  const campaignLeadsBy = async (slot: RawBuilder<string | number>, codes: string[], since: string, until: string) => {
    if (codes.length === 0) return [];
    // A campaign view reads every campaign's leads at once: on the checkpoint worker, as its visits (0568).
    return readAllOffLoop(
      db,
      db
        .selectFrom('callbackRequests')
        .select((eb) => ['campaignCode', 'source', slot.as('slot'), eb.fn.countAll<string | number>().as('n')])
        .where(isOneOf(db.dialect, 'campaign_code', codes))
        .where('createdAt', '>=', since)
        .where('createdAt', '<', until)
        // By its name: PostgreSQL would not see the expression's parameter in the grouping as the same one.
        .groupBy(['campaignCode', 'source', sql.ref('slot')])
        .compile(),
    );
  };
  const counted = async (query: ReturnType<typeof filtered>) => Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  /**
   * Stores a new pending request; one whose `submissionId` is already stored (its browser sent it again after
   * losing the answer) is that request, found instead of stored twice. Its deadline skips the agency's closures.
   */
  const insertOnce = async (
    request: NewRequest,
    executor: Executor = db,
    closures: readonly AgencyClosure[] = NO_CLOSURES,
    arrivesCancelled = false,
  ): Promise<{ id: number; created: boolean }> => {
    const createdAt = new Date().toISOString();
    const row = await executor
      .insertInto('callbackRequests')
      .values({
        ...request,
        // From a blocked address (0579): stored, but cancelled from its first moment, by nobody (its note says why).
        ...(arrivesCancelled ? { status: 'cancelled' as const, processedAt: createdAt } : { status: 'pending' as const }),
        createdAt,
        responseDueAt: responseDueAt({ source: request.source, createdAt, preferredTime: request.preferredTime ?? null }, closures),
        searchText: foldForSearch([request.name, request.email, request.company ?? '', request.notes].join(' ')),
      })
      .onConflict((conflict) => conflict.column('submissionId').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) return { id: Number(row.id), created: true };
    const stored = await executor
      .selectFrom('callbackRequests')
      .select('id')
      .where('submissionId', '=', request.submissionId ?? '')
      .executeTakeFirstOrThrow();
    return { id: Number(stored.id), created: false };
  };

  return {
    insertOnce,
    async insert(request: NewRequest, executor: Executor = db): Promise<number> {
      return (await insertOnce(request, executor)).id;
    },
    async findById(id: number) {
      return db.selectFrom('callbackRequests').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async newest(limit: number) {
      return db.selectFrom('callbackRequests').select(['id', 'source', 'name', 'company', 'createdAt']).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
    count: (source?: RequestSource) => counted(filtered({ source })),
    /** Pending requests of the source, those snoozed at this moment left out: they wait for their day. */
    countPending: (source?: RequestSource) => counted(filtered({ source, status: 'pending', snooze: awakeNow() })),
    /** Pending requests of the source assigned to `username`, and those assigned to nobody, snoozed ones left out. */
    async countPendingByAssignment(username: string, source?: RequestSource) {
      const [mine, unassigned] = await Promise.all([
        counted(filtered({ source, status: 'pending', assignee: username, snooze: awakeNow() })),
        counted(filtered({ source, status: 'pending', unassigned: true, snooze: awakeNow() })),
      ]);
      return { mine, unassigned };
    },
    /** Pending requests of the source snoozed at this moment. */
    countSnoozed: (source?: RequestSource) => counted(filtered({ source, status: 'pending', snooze: { view: 'only', at: new Date().toISOString() } })),
    /** Pending requests snoozed until an instant in [from, to), the earliest first, and how many there are. */
    async returningBetween(from: string, to: string, limit: number, assignee?: string | null) {
      const returning = db
        .selectFrom('callbackRequests')
        .where('status', '=', 'pending')
        .where('snoozedUntil', '>=', from)
        .where('snoozedUntil', '<', to)
        .$call(ofAssignee(assignee));
      const [rows, total] = await Promise.all([
        returning.select(['id', 'name', 'company', 'phone', 'source', 'snoozedUntil', 'assignee']).orderBy('snoozedUntil').orderBy('id').limit(limit).execute(),
        returning.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((row) => ({ ...row, id: Number(row.id), snoozedUntil: row.snoozedUntil as string })), total: Number(total.n) };
    },
    /**
     * Waiting requests, not set aside at `now`, whose person wrote back and was not answered since (0438), the
     * longest waiting first, for the morning digest; and how many there are.
     */
    async awaitingAnswer(now: string, limit: number, assignee?: string) {
      const awaiting = db
        .selectFrom('callbackRequests')
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('snoozedUntil', 'is', null), eb('snoozedUntil', '<=', now)]))
        .where((eb) => eb(unansweredReplyAt(eb), 'is not', null))
        .$call(ofAssignee(assignee));
      const [rows, total] = await Promise.all([
        awaiting
          .select(['id', 'name', 'company', 'source', 'assignee', (eb) => unansweredReplyAt(eb).as('unansweredReplyAt')])
          .orderBy('unansweredReplyAt')
          .orderBy('id')
          .limit(limit)
          .execute(),
        awaiting.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((row) => ({ ...row, id: Number(row.id), unansweredReplyAt: row.unansweredReplyAt as string })), total: Number(total.n) };
    },
    /**
     * Brings back now the pending requests of the same e-mail address (any case) snoozed at `at`, `exceptId` aside:
     * the person wrote again, so the wait set for them is over (Chatwoot reopens a snoozed conversation the same way).
     * Answers the ids woken.
     */
    async wakeSnoozedOf(email: string, exceptId: number, at: string, executor: Executor = db): Promise<number[]> {
      const rows = await executor
        .updateTable('callbackRequests')
        .set({ snoozedUntil: null })
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .where('id', '!=', exceptId)
        .where('status', '=', 'pending')
        .where('snoozedUntil', '>', at)
        .returning('id')
        .execute();
      return rows.map((row) => Number(row.id));
    },
    /**
     * Brings a request back among the waiting ones when its person answers one of its e-mails
     * (docs/decisions/0435-reply-reopens-request.md): processed, it is reopened; set aside until after `at`, it returns now.
     * A cancelled request stays cancelled. Answers what it undid (kept with the reply, 0580), or null when it was
     * waiting already, cancelled, or changed by someone else at the same moment (each update is conditional on the
     * values read).
     */
    async returnOnReply(id: number, at: Date, executor: Executor = db): Promise<ReplyReturnedFrom | null> {
      const row = await executor.selectFrom('callbackRequests').select(['status', 'processedAt', 'processedBy', 'snoozedUntil']).where('id', '=', id).executeTakeFirst();
      if (row?.status === 'completed') {
        const reopened = await executor
          .updateTable('callbackRequests')
          .set(statusChange('pending', null, at))
          .where('id', '=', id)
          .where('status', '=', 'completed')
          .where('processedAt', row.processedAt === null ? 'is' : '=', row.processedAt)
          .executeTakeFirst();
        return Number(reopened.numUpdatedRows) > 0 ? { how: 'reopened', processedAt: row.processedAt, processedBy: row.processedBy } : null;
      }
      const until = row?.snoozedUntil;
      if (row?.status !== 'pending' || !until || until <= at.toISOString()) return null;
      const woken = await executor.updateTable('callbackRequests').set({ snoozedUntil: null }).where('id', '=', id).where('status', '=', 'pending').where('snoozedUntil', '=', until).executeTakeFirst();
      return Number(woken.numUpdatedRows) > 0 ? { how: 'woken', snoozedUntil: until } : null;
    },
    /**
     * Puts a request back where a reply had taken it from (0580), if it is still waiting: processed again as it was,
     * or set aside again until a moment still to come. Answers whether it did.
     */
    async putBack(id: number, from: ReplyReturnedFrom, at: Date, executor: Executor = db): Promise<boolean> {
      const now = at.toISOString();
      const waiting = executor.updateTable('callbackRequests').where('id', '=', id).where('status', '=', 'pending');
      if (from.how === 'reopened') {
        const done = await waiting.set({ status: 'completed', processedAt: from.processedAt ?? now, processedBy: from.processedBy, snoozedUntil: null }).executeTakeFirst();
        return Number(done.numUpdatedRows) > 0;
      }
      if (from.snoozedUntil <= now) return false;
      const aside = await waiting
        .set({ snoozedUntil: from.snoozedUntil })
        .where((eb) => eb.or([eb('snoozedUntil', 'is', null), eb('snoozedUntil', '<=', now)]))
        .executeTakeFirst();
      return Number(aside.numUpdatedRows) > 0;
    },
    /** Of `usernames`, the one with the fewest pending requests assigned (`leastLoadedOf`). */
    async leastLoaded(usernames: string[], executor: Executor = db): Promise<string | null> {
      if (usernames.length === 0) return null;
      const rows = await executor
        .selectFrom('callbackRequests')
        .select(['assignee', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('status', '=', 'pending')
        .where('assignee', 'in', usernames)
        .groupBy('assignee')
        .execute();
      return leastLoadedOf(usernames, new Map(rows.map((row) => [row.assignee, Number(row.n)])));
    },
    /** Sets a pending request aside until `until`, or brings it back (null); false when it is not pending. */
    /** Sets each of `ids` still pending aside until `until` (null brings it back), in one statement; answers those changed. */
    async snoozeMany(ids: number[], until: string | null): Promise<number[]> {
      const rows = await db.updateTable('callbackRequests').set({ snoozedUntil: until }).where('id', 'in', ids).where('status', '=', 'pending').returning('id').execute();
      return rows.map((row) => Number(row.id));
    },
    async setSnooze(id: number, until: string | null): Promise<boolean> {
      const result = await db.updateTable('callbackRequests').set({ snoozedUntil: until }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Replaces a request's labels; false when there is no such request. */
    async setLabels(id: number, labels: readonly string[]): Promise<boolean> {
      const result = await db.updateTable('callbackRequests').set({ labels: storedLabels(labels) }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Puts `label` on each of `ids` that has room for it; answers the ids that carry it afterwards. */
    addLabel: (ids: number[], label: string) => addLabel(db, 'callbackRequests', ids, label),
    /** Takes `label` off each of `ids`; answers the ids that exist. */
    removeLabel: (ids: number[], label: string) => removeLabel(db, 'callbackRequests', ids, label),
    /** The stored label sets in use, one per distinct set with how many requests carry it. */
    labelSets: () =>
      db.selectFrom('callbackRequests').select(['labels', (eb) => eb.fn.countAll<number | string>().as('n')]).where('labels', '!=', '').groupBy('labels').execute(),

    async page(filter: RequestFilter, page: number, limit: number, order: RequestOrder = 'recent') {
      let ordered = filtered(filter)
        .selectAll()
        .select((eb) => unansweredReplyAt(eb).as('unansweredReplyAt'));
      if (order === 'slot') ordered = ordered.orderBy(sql`case when preferred_time is null then 1 else 0 end`).orderBy('preferredTime', 'asc');
      if (order === 'exchange') ordered = ordered.orderBy(lastExchange, 'desc');
      const [rows, total] = await Promise.all([
        ordered
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        counted(filtered(filter)),
      ]);
      return { rows, total };
    },

    /** Changes the status only if it is still `from`, so two admins cannot both process one request. */
    async changeStatus(id: number, from: RequestStatus, to: RequestStatus, processedBy: string | null, at: Date): Promise<boolean> {
      const result = await db.updateTable('callbackRequests').set(statusChange(to, processedBy, at)).where('id', '=', id).where('status', '=', from).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /**
     * Cancels every pending request of an address (any case), or of every address of a domain given as '@exemple.com',
     * in the caller's transaction; answers the ids cancelled.
     */
    async cancelPendingOf(entry: string, processedBy: string | null, at: Date, executor: Executor = db): Promise<number[]> {
      const key = entry.toLowerCase();
      const rows = await executor
        .updateTable('callbackRequests')
        .set(statusChange('cancelled', processedBy, at))
        .where(sql`lower(email)`, key.startsWith('@') ? 'like' : '=', key.startsWith('@') ? endsWithPattern(key) : key)
        .where('status', '=', 'pending')
        .returning('id')
        .execute();
      return rows.map((row) => Number(row.id));
    },
    /** Processes or cancels those of `ids` still pending, in one statement; answers the ids it changed. */
    async closePending(ids: number[], to: 'completed' | 'cancelled', processedBy: string | null, at: Date): Promise<number[]> {
      const rows = await db.updateTable('callbackRequests').set(statusChange(to, processedBy, at)).where('id', 'in', ids).where('status', '=', 'pending').returning('id').execute();
      return rows.map((row) => Number(row.id));
    },
    /** Sets or clears who follows up each of `ids`; answers the ids that exist. */
    /** Who each of `ids` is from and who follows it up, for the assignment notices. */
    async assigneesOf(ids: number[]) {
      if (ids.length === 0) return [];
      return db.selectFrom('callbackRequests').select(['id', 'source', 'name', 'email', 'company', 'assignee']).where('id', 'in', ids).orderBy('id').execute();
    },
    async assignMany(ids: number[], username: string | null): Promise<number[]> {
      const rows = await db.updateTable('callbackRequests').set({ assignee: username }).where('id', 'in', ids).returning('id').execute();
      return rows.map((row) => Number(row.id));
    },

    /** Requests received since `since`, per Paris day and source, for the dashboard trend. */
    async createdPerDay(since: string) {
      const day = parisDayOf(db.dialect, 'created_at');
      const rows = await db
        .selectFrom('callbackRequests')
        .select([day.as('day'), 'source', (eb) => eb.fn.countAll<number>().as('n')])
        .where('createdAt', '>=', since)
        .groupBy([day, 'source'])
        .execute();
      return rows.map((row) => ({ day: String(row.day), source: row.source as string, count: Number(row.n) }));
    },
    /** Sets or clears who follows the request up; false when there is no such request. */
    async setAssignee(id: number, username: string | null): Promise<boolean> {
      const result = await db.updateTable('callbackRequests').set({ assignee: username }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** The other requests of the same e-mail address (any case), the newest first, and how many there are. */
    async othersOf(id: number, email: string, limit: number) {
      const same = db.selectFrom('callbackRequests').where(sql`lower(email)`, '=', email.toLowerCase()).where('id', '!=', id);
      const [rows, total] = await Promise.all([
        same.select(['id', 'source', 'status', 'createdAt', 'notes']).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute(),
        same.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
    /**
     * Pending callback requests with a slot in [from, to) (ISO; no start with a null `from`, no end with a null `to`), of one assignee when given (of nobody for null),
     * the soonest first, and how many there are: a user's calendar (0477), the morning digest (0478).
     */
    async slotsBetween(from: string | null, to: string | null, limit: number, assignee?: string | null) {
      const slots = db
        .selectFrom('callbackRequests')
        .where('source', '=', 'callback')
        .where('status', '=', 'pending')
        .where('preferredTime', 'is not', null)
        .$if(from !== null, (qb) => qb.where('preferredTime', '>=', from!))
        .$if(to !== null, (qb) => qb.where('preferredTime', '<', to!))
        .$call(ofAssignee(assignee));
      const [rows, total] = await Promise.all([
        slots.select(['id', 'name', 'company', 'phone', 'email', 'notes', 'preferredTime', 'assignee']).orderBy('preferredTime').orderBy('id').limit(limit).execute(),
        slots.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((row) => ({ ...row, id: Number(row.id), preferredTime: row.preferredTime as string })), total: Number(total.n) };
    },
    /** Requests processed (completed) in [from, to) whose person gave an address, the earliest first (0487). */
    async processedBetween(from: string, to: string, limit: number) {
      const rows = await db
        .selectFrom('callbackRequests')
        .select(['id', 'source', 'name', 'email', 'createdAt', 'processedAt', 'processedBy', 'assignee'])
        .where('status', '=', 'completed')
        .where('processedAt', '>=', from)
        .where('processedAt', '<', to)
        .where('email', '!=', '')
        .orderBy('processedAt')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, id: Number(row.id), processedAt: row.processedAt as string }));
    },
    async findByEmail(email: string) {
      return db.selectFrom('callbackRequests').selectAll().where(sql`lower(email)`, '=', email.toLowerCase()).orderBy('id').execute();
    },
    async removeByEmail(email: string): Promise<number> {
      const result = await db.deleteFrom('callbackRequests').where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    countLastTouchedBefore: (cutoff: string) => counted(filtered({}).where(noExchangeSince(cutoff))),
    async removeLastTouchedBefore(cutoff: string, executor: Executor = db): Promise<number> {
      const result = await executor.deleteFrom('callbackRequests').where(noExchangeSince(cutoff)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async countPerCampaignCode(codes: string[]): Promise<Map<string, number>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .selectFrom('callbackRequests')
        .select((eb) => ['campaignCode', eb.fn.countAll<string | number>().as('n')])
        .where(isOneOf(db.dialect, 'campaign_code', codes))
        .groupBy('campaignCode')
        .execute();
      return countsPerCode(rows);
    },
    /** The requests whose arrival e-mails a stopped server left undone by `now`, each taken by this instance (0546). */
    async claimInterruptedArrivals(now: string, nextDue: string, limit: number) {
      const ids = await claimInterruptedArrivals(db, 'callbackRequests', now, nextDue, limit);
      return ids.length ? db.selectFrom('callbackRequests').selectAll().where('id', 'in', ids).orderBy('id').execute() : [];
    },
    /** Up to `limit` requests due by `now` whose acknowledgement by `author` is in their thread: done, cleared (0546). How many. */
    async clearAcknowledgedArrivals(now: string, author: string, limit: number): Promise<number> {
      const result = await db
        .updateTable('callbackRequests')
        .set({ arrivalMailsDueAt: null })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('callbackRequests as due')
            .select('due.id')
            .where('due.arrivalMailsDueAt', '<=', now)
            .where((inner) => inner.exists(inner.selectFrom('requestMessages as entry').select('entry.id').whereRef('entry.requestId', '=', 'due.id').where('entry.author', '=', author)))
            .limit(limit),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    /** The arrival e-mails of requests `ids` done (0546). */
    arrivalsDone: (ids: number[], executor: Executor = db) => arrivalsDone(executor, 'callbackRequests', ids),
    /** Requests per tracking code, Paris day and form, created in [since, until). */
    async campaignLeadsPerDay(codes: string[], since: string, until: string) {
      const rows = await campaignLeadsBy(parisDayOf(db.dialect, 'created_at'), codes, since, until);
      return rows.map((row) => ({ code: row.campaignCode ?? '', source: row.source, day: String(row.slot), count: Number(row.n) }));
    },
    /** The same per hour: `hour` is the index of the hour among those of the day starting at `since` (0566). */
    async campaignLeadsPerHour(codes: string[], since: string, until: string) {
      const rows = await campaignLeadsBy(hoursSince(db.dialect, 'created_at', since), codes, since, until);
      return rows.map((row) => ({ code: row.campaignCode ?? '', source: row.source, hour: Number(row.slot), count: Number(row.n) }));
    },
    /** The requests carrying one of the codes, created in [since, until), the newest `limit` first (0578). */
    async campaignLeads(codes: string[], since: string, until: string, limit: number) {
      if (codes.length === 0) return [];
      const rows = await db
        .selectFrom('callbackRequests')
        .select(['id', 'name', 'email', 'company', 'source', 'status', 'createdAt', 'campaignCode'])
        .where(isOneOf(db.dialect, 'campaign_code', codes))
        .where('createdAt', '>=', since)
        .where('createdAt', '<', until)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, id: Number(row.id), campaignCode: row.campaignCode ?? '' }));
    },
  };
}
