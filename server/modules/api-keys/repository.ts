import type { Database } from '../../db/database';

/** API keys, looked up by the hash of their secret: the one place that knows the SQL of admin_api_tokens. */
export function apiKeysRepository(db: Database) {
  /** Ends the keys still active that match; a revoked key keeps its first revocation time. */
  const revokeActive = async (column: 'tokenHash' | 'username', value: string, now: Date) => {
    await db.updateTable('adminApiTokens').set({ revokedAt: now.toISOString() }).where(column, '=', value).where('revokedAt', 'is', null).execute();
  };
  return {
    async insert(token: { tokenHash: string; username: string; name: string; now: Date; expiresAt: Date }) {
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
    async findByHash(tokenHash: string) {
      return db
        .selectFrom('adminApiTokens')
        .select(['id', 'username', 'lastUsedAt', 'expiresAt', 'revokedAt'])
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst();
    },
    async touch(id: number, now: Date) {
      await db.updateTable('adminApiTokens').set({ lastUsedAt: now.toISOString() }).where('id', '=', id).execute();
    },
    async list(limit: number) {
      return db
        .selectFrom('adminApiTokens')
        .select(['id', 'name', 'username', 'createdAt', 'lastUsedAt', 'expiresAt', 'revokedAt'])
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
    async exists(id: number): Promise<boolean> {
      return !!(await db.selectFrom('adminApiTokens').select('id').where('id', '=', id).executeTakeFirst());
    },
    async revokeById(id: number, now: Date) {
      await db.updateTable('adminApiTokens').set({ revokedAt: now.toISOString() }).where('id', '=', id).where('revokedAt', 'is', null).execute();
    },
    revokeByHash: (tokenHash: string, now: Date) => revokeActive('tokenHash', tokenHash, now),
    revokeAllOf: (username: string, now: Date) => revokeActive('username', username, now),
    async countActive(now: Date): Promise<number> {
      const row = await db
        .selectFrom('adminApiTokens')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', now.toISOString())
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
