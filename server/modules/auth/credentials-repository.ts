import type { Database } from '../../db/database';

export interface AuthenticatedAdmin {
  username: string;
  roles: string[];
}

/** Sessions and API tokens, looked up by the hash of their secret. */
export function credentialsRepository(db: Database) {
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
    async createApiToken(token: { tokenHash: string; username: string; name: string; now: Date; expiresAt: Date }) {
      await db
        .insertInto('adminApiTokens')
        .values({
          tokenHash: token.tokenHash,
          username: token.username,
          name: token.name,
          createdAt: token.now.toISOString(),
          expiresAt: token.expiresAt.toISOString(),
        })
        .execute();
    },
    async findApiToken(tokenHash: string) {
      return db
        .selectFrom('adminApiTokens')
        .select(['id', 'username', 'lastUsedAt', 'expiresAt', 'revokedAt'])
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst();
    },
    async touchApiToken(id: number, now: Date) {
      await db.updateTable('adminApiTokens').set({ lastUsedAt: now.toISOString() }).where('id', '=', id).execute();
    },
    async listApiTokens(limit: number) {
      return db
        .selectFrom('adminApiTokens')
        .select(['id', 'name', 'username', 'createdAt', 'lastUsedAt', 'expiresAt', 'revokedAt'])
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
    async apiTokenExists(id: number): Promise<boolean> {
      return !!(await db.selectFrom('adminApiTokens').select('id').where('id', '=', id).executeTakeFirst());
    },
    async revokeApiTokenById(id: number, now: Date) {
      await db.updateTable('adminApiTokens').set({ revokedAt: now.toISOString() }).where('id', '=', id).where('revokedAt', 'is', null).execute();
    },
    async revokeApiToken(tokenHash: string, now: Date) {
      await db
        .updateTable('adminApiTokens')
        .set({ revokedAt: now.toISOString() })
        .where('tokenHash', '=', tokenHash)
        .where('revokedAt', 'is', null)
        .execute();
    },
    /** A deleted user or a changed password ends every open session and token of that user. */
    async revokeAllOf(username: string, now: Date) {
      await db.deleteFrom('adminSessions').where('username', '=', username).execute();
      await db
        .updateTable('adminApiTokens')
        .set({ revokedAt: now.toISOString() })
        .where('username', '=', username)
        .where('revokedAt', 'is', null)
        .execute();
    },
  };
}
