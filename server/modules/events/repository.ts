import type { Insertable } from 'kysely';
import type { Database } from '../../db/database';
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
  };
}
