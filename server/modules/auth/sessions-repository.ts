import type { Database } from '../../db/database';

export interface AuthenticatedAdmin {
  username: string;
  roles: string[];
  /** The agency requires a second factor and this user has none yet: only their own account is open (0460). */
  twoFactorMissing: boolean;
}

/** Back-office sessions, looked up by the hash of their secret. */
export function sessionsRepository(db: Database) {
  return {
    async createSession(session: { tokenHash: string; username: string; now: Date; expiresAt: Date }) {
      await db
        .insertInto('adminSessions')
        .values({
          tokenHash: session.tokenHash,
          username: session.username,
          createdAt: session.now.toISOString(),
          lastSeenAt: session.now.toISOString(),
          expiresAt: session.expiresAt.toISOString(),
        })
        .execute();
    },
    async findSession(tokenHash: string) {
      return db
        .selectFrom('adminSessions')
        .select(['id', 'username', 'lastSeenAt', 'expiresAt'])
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst();
    },
    async touchSession(id: number, now: Date, expiresAt: Date) {
      await db
        .updateTable('adminSessions')
        .set({ lastSeenAt: now.toISOString(), expiresAt: expiresAt.toISOString() })
        .where('id', '=', id)
        .execute();
    },
    async deleteSession(tokenHash: string) {
      await db.deleteFrom('adminSessions').where('tokenHash', '=', tokenHash).execute();
    },
    /** Sessions nobody used since `before` can no longer be valid, whatever the idle setting becomes. */
    async deleteSessionsIdleSince(before: Date) {
      await db.deleteFrom('adminSessions').where('lastSeenAt', '<', before.toISOString()).execute();
    },
    async deleteSessionsOf(username: string) {
      await db.deleteFrom('adminSessions').where('username', '=', username).execute();
    },
  };
}
