import { sql, type ExpressionBuilder } from 'kysely';
import { sendingDeadline } from '../../../domain/email-retry';
import type { Database } from '../../db/database';
import type { DB } from '../../db/types';

export interface NewSurvey {
  requestId: number;
  tokenHash: string;
  person: string | null;
  sentAt: string;
}

/** A survey reached by a link: its current one, or the one a stopped server may have sent before it (0548). */
const linkIs =
  (tokenHash: string) =>
  (eb: ExpressionBuilder<DB, 'satisfactionSurveys'>) =>
    eb.or([eb('tokenHash', '=', tokenHash), eb('earlierTokenHash', '=', tokenHash)]);

/** The satisfaction surveys (docs/decisions/0487-satisfaction-surveys.md): the one place that knows their SQL. */
export function surveysRepository(db: Database) {
  return {
    /** The requests of `ids` that already have their survey. */
    async surveyed(ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db.selectFrom('satisfactionSurveys').select('requestId').where('requestId', 'in', ids).execute();
      return new Set(rows.map((row) => Number(row.requestId)));
    },
    /** Stores a survey before its e-mail leaves; false when its request has one already (another instance, a retry). */
    async insertOnce(survey: NewSurvey): Promise<boolean> {
      const inserted = await db
        .insertInto('satisfactionSurveys')
        .values({ ...survey, delivery: 'sending', deliveryAttempts: 1, retryAt: sendingDeadline(new Date(survey.sentAt)) })
        .onConflict((oc) => oc.column('requestId').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },
    /** How the survey's e-mail went, and when a refused one is tried again (null: not any more). */
    async setDelivery(requestId: number, delivery: string, retryAt: string | null = null): Promise<void> {
      await db.updateTable('satisfactionSurveys').set({ delivery, retryAt }).where('requestId', '=', requestId).execute();
    },
    /**
     * Takes the refused survey of a request for another try, under a new link (a refused one reached nobody, an
     * interrupted one stays valid as the earlier link), in one statement: two instances never send it twice. When it
     * was first sent and how many tries it had, or null.
     */
    async claimFailed(requestId: number, tokenHash: string, now: Date) {
      return db
        .updateTable('satisfactionSurveys')
        .set((eb) => ({ delivery: 'sending', tokenHash, deliveryAttempts: eb('deliveryAttempts', '+', 1), retryAt: sendingDeadline(now) }))
        .where('requestId', '=', requestId)
        .where('delivery', '=', 'failed')
        .returning(['sentAt', 'deliveryAttempts'])
        .executeTakeFirst();
    },
    /** The requests whose refused survey is due for another try by `now`, the earliest first (0545). */
    async dueRetries(now: string, limit: number): Promise<number[]> {
      const rows = await db.selectFrom('satisfactionSurveys').select('requestId').where('retryAt', '<=', now).where('delivery', '=', 'failed').orderBy('retryAt').limit(limit).execute();
      return rows.map((row) => Number(row.requestId));
    },
    /**
     * The surveys a server stopped in the middle of sending: failed, due for another try at once (0545), their link
     * kept as the earlier one, since that e-mail may have left (0548); how many.
     */
    async recoverInterrupted(now: string): Promise<number> {
      const result = await db
        .updateTable('satisfactionSurveys')
        .set((eb) => ({ delivery: 'failed', retryAt: now, earlierTokenHash: eb.ref('tokenHash') }))
        .where('delivery', '=', 'sending')
        .where('retryAt', '<=', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    /** The survey behind a link's secret, its current link or the one of an interrupted sending, sent after `since`. */
    async findValid(tokenHash: string, since: string) {
      return db.selectFrom('satisfactionSurveys').selectAll().where(linkIs(tokenHash)).where('sentAt', '>', since).executeTakeFirst();
    },
    /**
     * Records the answer in one statement: the first one (`answeredAt` null), or a change of one given (`changing`),
     * so the caller knows which it was without reading first.
     */
    async answer(tokenHash: string, since: string, rating: number, comment: string, at: string, changing: boolean): Promise<boolean> {
      const result = await db
        .updateTable('satisfactionSurveys')
        .set({ rating, comment, answeredAt: at })
        .where(linkIs(tokenHash))
        .where('sentAt', '>', since)
        .where('answeredAt', changing ? 'is not' : 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** The surveys of several requests, for a person's data (GDPR access). */
    ofRequests: (requestIds: number[]) =>
      requestIds.length
        ? db.selectFrom('satisfactionSurveys').select(['requestId', 'sentAt', 'rating', 'comment', 'answeredAt']).where('requestId', 'in', requestIds).orderBy('id').execute()
        : Promise.resolve([]),
    ofRequest: (requestId: number) => db.selectFrom('satisfactionSurveys').selectAll().where('requestId', '=', requestId).executeTakeFirst(),
    /** Surveys sent since `since`: how many, how many answered, the notes' count each, and per person. */
    async summarySince(since: string) {
      const recent = db.selectFrom('satisfactionSurveys').where('sentAt', '>=', since);
      const [totals, notes, people] = await Promise.all([
        recent
          .select((eb) => [eb.fn.countAll<number | string>().as('sent'), eb.fn.count<number | string>('answeredAt').as('answered'), eb.fn.avg<number | string | null>('rating').as('average')])
          .executeTakeFirstOrThrow(),
        recent.select(['rating', (eb) => eb.fn.countAll<number | string>().as('n')]).where('rating', 'is not', null).groupBy('rating').execute(),
        recent
          .select([sql<string>`coalesce(person, '')`.as('person'), (eb) => eb.fn.count<number | string>('answeredAt').as('answered'), (eb) => eb.fn.avg<number | string | null>('rating').as('average')])
          .where('rating', 'is not', null)
          .groupBy(sql`coalesce(person, '')`)
          .execute(),
      ]);
      return { totals, notes, people };
    },
    /** The latest answers since `since` with a comment, the newest first. */
    latestComments: (since: string, limit: number) =>
      db
        .selectFrom('satisfactionSurveys')
        .select(['requestId', 'rating', 'comment', 'answeredAt', 'person'])
        .where('answeredAt', '>=', since)
        .where('comment', '!=', '')
        .orderBy('answeredAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  };
}
