import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like';
import type { AnalyticsEventTable } from '../../db/types';

export type NewAnalyticsEvent = Omit<Insertable<AnalyticsEventTable>, 'id'>;

export function eventsRepository(db: Database) {
  return {
    async insert(event: NewAnalyticsEvent): Promise<void> {
      await db.insertInto('analyticsEvents').values(event).execute();
    },
    async count(): Promise<number> {
      const row = await db.selectFrom('analyticsEvents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async latest() {
      return db.selectFrom('analyticsEvents').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
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
