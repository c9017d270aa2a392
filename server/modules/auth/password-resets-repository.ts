import type { Database } from '../../db/database';

/** Links to reset a forgotten password, by the hash of their secret (0462). */
export function passwordResetsRepository(db: Database) {
  return {
    /** A new link for the user; the ones sent before no longer work. */
    async replaceFor(username: string, tokenHash: string, at: Date, expiresAt: Date) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('passwordResets').where('username', '=', username).execute();
        await trx
          .insertInto('passwordResets')
          .values({ username, tokenHash, createdAt: at.toISOString(), expiresAt: expiresAt.toISOString(), usedAt: null })
          .execute();
      });
    },
    /** The user a link still good at `at` is for, without using it. */
    async validFor(tokenHash: string, at: Date): Promise<string | null> {
      const row = await db
        .selectFrom('passwordResets')
        .select('username')
        .where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', at.toISOString())
        .executeTakeFirst();
      return row?.username ?? null;
    },
    /** Uses a link, in one statement: false when it was used meanwhile or expired. */
    async use(tokenHash: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('passwordResets')
        .set({ usedAt: at.toISOString() })
        .where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', at.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Links sent before `before` are of no use any more. */
    async purge(before: Date) {
      await db.deleteFrom('passwordResets').where('expiresAt', '<', before.toISOString()).execute();
    },
  };
}
