import type { Database } from '../../db/database';

/** Counts over the login throttles, for the dashboard and the system statistics. */
export function securityFiguresRepository(db: Database) {
  return {
    async lockedAddresses(now: Date): Promise<number> {
      const row = await db
        .selectFrom('loginThrottles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('key', 'like', 'ip:%')
        .where('lockedUntil', '>', now.toISOString())
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
