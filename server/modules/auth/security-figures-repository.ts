import type { Database } from '../../db/database';

/** Counts over the admin tokens and login throttles, for the dashboard and the system statistics. */
export function securityFiguresRepository(db: Database) {
  return {
    async activeApiTokens(now: Date): Promise<number> {
      const row = await db
        .selectFrom('adminApiTokens')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', now.toISOString())
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
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
