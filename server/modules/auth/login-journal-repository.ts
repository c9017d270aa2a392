import type { Database } from '../../db/database';

type LoginFailureReason = 'bad-credentials' | 'locked' | 'bad-code';

/** Entries older than this are deleted as new ones arrive; the screen shows the last 48 hours. */
const KEEP_MS = 30 * 24 * 60 * 60_000;

/** The login journal (back-office §2.18): every success and failure, with its address. */
export function loginJournalRepository(db: Database) {
  return {
    async record(entry: { username: string; address: string; success: boolean; reason: LoginFailureReason | null; at: Date }) {
      await db
        .insertInto('loginEvents')
        .values({
          username: entry.username.slice(0, 100),
          address: entry.address,
          success: entry.success ? 1 : 0,
          reason: entry.reason,
          createdAt: entry.at.toISOString(),
        })
        .execute();
    },

    async since(from: Date, limit: number) {
      const rows = await db
        .selectFrom('loginEvents')
        .select(['id', 'username', 'address', 'success', 'reason', 'createdAt'])
        .where('createdAt', '>=', from.toISOString())
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, success: row.success === 1, reason: row.reason as LoginFailureReason | null }));
    },

    async purge(now: Date) {
      await db.deleteFrom('loginEvents').where('createdAt', '<', new Date(now.getTime() - KEEP_MS).toISOString()).execute();
    },
  };
}
