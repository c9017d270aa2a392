import { sql, type Insertable } from 'kysely';
import type { Database, Executor } from '../../db/database';
import { containsPattern } from '../../db/like';
import type { ChatbotRequestTable } from '../../db/types';
import { parisDayOf } from '../../db/paris-day';

type NewChatbotRequest = Omit<Insertable<ChatbotRequestTable>, 'id'>;

/** The questions put to Anna; the statistics queries run unchanged on SQLite and PostgreSQL. */
export function chatbotRepository(db: Database) {
  return {
    async insert(row: NewChatbotRequest, executor: Executor = db): Promise<number> {
      const inserted = await executor.insertInto('chatbotRequests').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(inserted.id);
    },
    /** Every row, or only those created before the cutoff. */
    async count(before?: string): Promise<number> {
      let query = db.selectFrom('chatbotRequests').select((eb) => eb.fn.countAll<number>().as('n'));
      if (before) query = query.where('createdAt', '<', before);
      return Number((await query.executeTakeFirstOrThrow()).n);
    },
    async removeBefore(cutoff: string, executor: Executor = db): Promise<number> {
      const result = await executor.deleteFrom('chatbotRequests').where('createdAt', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /** Questions and estimated tokens since a date, e.g. the start of the month. */
    async usageSince(since: string): Promise<{ requests: number; tokens: number }> {
      const row = await db
        .selectFrom('chatbotRequests')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('tokens').as('tokens')])
        .where('createdAt', '>=', since)
        .executeTakeFirstOrThrow();
      return { requests: Number(row.n), tokens: Number(row.tokens ?? 0) };
    },
    /** Questions that contain one of the terms, whatever the case (GDPR access and erasure). */
    async mentioning(terms: string[]) {
      if (terms.length === 0) return [];
      return db.selectFrom('chatbotRequests').selectAll().where((eb) => eb.or(terms.map((t) => eb(sql`lower(query)`, 'like', containsPattern(t.toLowerCase()))))).execute();
    },
    async removeMentioning(terms: string[]): Promise<number> {
      if (terms.length === 0) return 0;
      const result = await db.deleteFrom('chatbotRequests').where((eb) => eb.or(terms.map((t) => eb(sql`lower(query)`, 'like', containsPattern(t.toLowerCase()))))).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async recent(limit: number) {
      return db.selectFrom('chatbotRequests').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
    async countBySource() {
      const rows = await db
        .selectFrom('chatbotRequests')
        .select(['source', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy('source')
        .orderBy('count', 'desc')
        .execute();
      return rows.map((r) => ({ source: r.source, count: Number(r.count) }));
    },
    /** Questions per Paris day from the instant `since` on. */
    async countByDay(since: string) {
      const day = parisDayOf(db.dialect, 'created_at');
      const rows = await db
        .selectFrom('chatbotRequests')
        .select([day.as('date'), (eb) => eb.fn.countAll<number>().as('count')])
        .where('createdAt', '>=', since)
        .groupBy(day)
        .orderBy(day)
        .execute();
      return rows.map((r) => ({ date: r.date, count: Number(r.count) }));
    },
    async totalTokens(): Promise<number> {
      const row = await db.selectFrom('chatbotRequests').select((eb) => eb.fn.sum<number>('tokens').as('total')).executeTakeFirstOrThrow();
      return Number(row.total ?? 0);
    },
    /** Questions no content answered, grouped as they were typed (case and spaces aside), most asked first. */
    async unanswered(sources: readonly string[], limit: number) {
      const normalized = sql<string>`lower(trim(query))`;
      const rows = await db
        .selectFrom('chatbotRequests')
        .select([
          normalized.as('userQuery'),
          (eb) => eb.fn.countAll<number>().as('count'),
          (eb) => eb.fn.max('createdAt').as('lastAsked'),
          (eb) => eb.fn.max('page').as('page'),
        ])
        .where('source', 'in', [...sources])
        .groupBy(normalized)
        .orderBy('count', 'desc')
        .orderBy(normalized)
        .limit(limit)
        .execute();
      return rows.map((r) => ({ user_query: r.userQuery, count: Number(r.count), lastAsked: String(r.lastAsked), page: String(r.page) }));
    },
    async commonQueries(limit: number) {
      const normalized = sql<string>`lower(trim(query))`;
      const rows = await db
        .selectFrom('chatbotRequests')
        .select([normalized.as('userQuery'), (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy(normalized)
        .orderBy('count', 'desc')
        .orderBy(normalized)
        .limit(limit)
        .execute();
      return rows.map((r) => ({ user_query: r.userQuery, count: Number(r.count) }));
    },
  };
}
