import type { Database } from '../../db/database';

/** Failures allowed per username and per address within the window before a lock. */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  maxPerUsername: 5,
  maxPerAddress: 20,
} as const;

/** Counts failed logins in the database so every instance sees the same lock. */
export function loginThrottle(db: Database) {
  const read = (key: string) => db.selectFrom('loginThrottles').selectAll().where('key', '=', key).executeTakeFirst();

  return {
    /** The latest lock end among the keys, or null when none is locked now. */
    async lockedUntil(keys: string[], now: Date): Promise<Date | null> {
      const rows = await db.selectFrom('loginThrottles').select('lockedUntil').where('key', 'in', keys).execute();
      const ends = rows
        .map((row) => (row.lockedUntil ? new Date(row.lockedUntil) : null))
        .filter((end): end is Date => end !== null && end > now);
      return ends.length ? new Date(Math.max(...ends.map((end) => end.getTime()))) : null;
    },

    async recordFailure(key: string, max: number, now: Date): Promise<void> {
      const row = await read(key);
      const fresh = !row || now.getTime() - new Date(row.windowStartedAt).getTime() > THROTTLE.windowMs;
      const failures = fresh ? 1 : row.failures + 1;
      const lockedUntil = failures >= max ? new Date(now.getTime() + THROTTLE.lockMs).toISOString() : null;
      const windowStartedAt = fresh ? now.toISOString() : row.windowStartedAt;
      if (!row) {
        await db
          .insertInto('loginThrottles')
          .values({ key, failures, windowStartedAt, lockedUntil })
          .onConflict((oc) => oc.column('key').doUpdateSet({ failures: (eb) => eb('loginThrottles.failures', '+', 1) }))
          .execute();
        return;
      }
      await db.updateTable('loginThrottles').set({ failures, windowStartedAt, lockedUntil }).where('key', '=', key).execute();
    },

    async clear(keys: string[]): Promise<void> {
      await db.deleteFrom('loginThrottles').where('key', 'in', keys).execute();
    },
  };
}
