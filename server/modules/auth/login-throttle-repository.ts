import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** Attempts allowed per username and per address within the window before a lock. */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  maxPerUsername: 5,
  maxPerAddress: 20,
} as const;

/**
 * Counts login attempts in the database so every instance sees the same lock. An attempt is counted
 * before its password is checked, in one atomic statement, and a success clears the count: 50 parallel
 * wrong passwords are numbered 1 to 50 exactly as 50 sequential ones are (docs/decisions/0142).
 */
export function loginThrottleRepository(db: Database) {
  return {
    /** Counts one attempt on the key; answers the lock end when this attempt is over the limit. */
    async countAttempt(key: string, max: number, now: Date): Promise<Date | null> {
      const at = now.toISOString();
      const windowStart = new Date(now.getTime() - THROTTLE.windowMs).toISOString();
      const lockEnd = new Date(now.getTime() + THROTTLE.lockMs).toISOString();
      // The old row's values on the right-hand side: a window that ran out, or a lock that ended, starts over.
      const expired = sql<boolean>`(login_throttles.locked_until is not null and login_throttles.locked_until <= ${at})
        or (login_throttles.locked_until is null and login_throttles.window_started_at < ${windowStart})`;
      const counted = sql<number>`case when ${expired} then 1 else login_throttles.failures + 1 end`;
      const row = await db
        .insertInto('loginThrottles')
        .values({ key, failures: 1, windowStartedAt: at, lockedUntil: max <= 1 ? lockEnd : null })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures: counted,
            windowStartedAt: sql<string>`case when ${expired} then ${at} else login_throttles.window_started_at end`,
            lockedUntil: sql<string | null>`case when ${expired} then (case when 1 >= ${max} then ${lockEnd} end)
              when login_throttles.locked_until is not null then login_throttles.locked_until
              when ${counted} >= ${max} then ${lockEnd} end`,
          }),
        )
        .returning(['failures', 'lockedUntil'])
        .executeTakeFirstOrThrow();
      return row.failures > max && row.lockedUntil ? new Date(row.lockedUntil) : null;
    },

    async clear(keys: string[]): Promise<void> {
      await db.deleteFrom('loginThrottles').where('key', 'in', keys).execute();
    },
  };
}
