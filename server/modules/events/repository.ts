import { sql, type Insertable } from 'kysely';
import type { Database, Executor } from '../../db/database';
import { containsPattern } from '../../db/like';
import type { AnalyticsEventTable } from '../../db/types';

type NewAnalyticsEvent = Omit<Insertable<AnalyticsEventTable>, 'id'>;

export function eventsRepository(db: Database) {
  return {
    async insert(event: NewAnalyticsEvent, executor: Executor = db): Promise<void> {
      await executor.insertInto('analyticsEvents').values(event).execute();
    },
    /** Every row, or only those created before the cutoff. */
    async count(before?: string): Promise<number> {
      let query = db.selectFrom('analyticsEvents').select((eb) => eb.fn.countAll<number>().as('n'));
      if (before) query = query.where('createdAt', '<', before);
      return Number((await query.executeTakeFirstOrThrow()).n);
    },
    async latest() {
      return db.selectFrom('analyticsEvents').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
    },
    async removeBefore(cutoff: string, executor: Executor = db): Promise<number> {
      const result = await executor.deleteFrom('analyticsEvents').where('createdAt', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /** Events whose properties contain one of the terms, whatever the case (GDPR access and erasure). */
    async mentioning(terms: string[]) {
      if (terms.length === 0) return [];
      return db.selectFrom('analyticsEvents').selectAll().where((eb) => eb.or(terms.map((t) => eb(sql`lower(properties)`, 'like', containsPattern(t.toLowerCase()))))).execute();
    },
    async removeMentioning(terms: string[]): Promise<number> {
      if (terms.length === 0) return 0;
      const result = await db.deleteFrom('analyticsEvents').where((eb) => eb.or(terms.map((t) => eb(sql`lower(properties)`, 'like', containsPattern(t.toLowerCase()))))).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
