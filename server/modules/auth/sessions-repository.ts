import type { Database } from '../../db/database';

export interface AuthenticatedAdmin {
  username: string;
  roles: string[];
  /** The agency requires a second factor and this user has none yet: only their own account is open (0460). */
  twoFactorMissing: boolean;
}

const USER_AGENT_MAX = 300;

/** Where a session is opened from: the client's address and its browser's User-Agent header. */
export interface SessionDevice {
  address: string;
  userAgent: string | undefined;
}

/** Back-office sessions, looked up by the hash of their secret. */
export function sessionsRepository(db: Database) {
  return {
    async createSession(session: { tokenHash: string; username: string; now: Date; expiresAt: Date; device: SessionDevice }) {
      await db
        .insertInto('adminSessions')
        .values({
          tokenHash: session.tokenHash,
          username: session.username,
          createdAt: session.now.toISOString(),
          lastSeenAt: session.now.toISOString(),
          expiresAt: session.expiresAt.toISOString(),
          address: session.device.address.slice(0, 64),
          userAgent: session.device.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        })
        .execute();
    },
    /** The user's sessions still open at `now` (not expired, used within `idleMs`), the latest used first. */
    async openSessionsOf(username: string, now: Date, idleMs: number) {
      return db
        .selectFrom('adminSessions')
        .select(['id', 'tokenHash', 'createdAt', 'lastSeenAt', 'address', 'userAgent'])
        .where('username', '=', username)
        .where('expiresAt', '>', now.toISOString())
        .where('lastSeenAt', '>', new Date(now.getTime() - idleMs).toISOString())
        .orderBy('lastSeenAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    /** Ends one session of the user; false when it is not theirs or no longer exists. */
    async deleteSessionOf(username: string, id: number): Promise<boolean> {
      const result = await db.deleteFrom('adminSessions').where('id', '=', id).where('username', '=', username).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Ends every session of the user but the one named by its hash; how many ended. */
    async deleteOtherSessionsOf(username: string, keptHash: string): Promise<number> {
      const result = await db.deleteFrom('adminSessions').where('username', '=', username).where('tokenHash', '!=', keptHash).executeTakeFirst();
      return Number(result.numDeletedRows);
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
