import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { durableWrite } from '../../db/durable-writes';

/** The redirects managed from the back-office (docs/decisions/0465-managed-redirects.md). */
export function siteRedirectsRepository(db: Database) {
  const columns = ['id', 'fromPath', 'toPath', 'createdAt', 'createdBy', 'uses', 'lastUsedAt'] as const;
  return {
    list: () => db.selectFrom('siteRedirects').select(columns).orderBy('fromPath').execute(),
    findByFrom: (fromPath: string) => db.selectFrom('siteRedirects').select(columns).where('fromPath', '=', fromPath).executeTakeFirst(),
    async insert(row: { fromPath: string; toPath: string; createdAt: string; createdBy: string | null }) {
      return db.insertInto('siteRedirects').values(row).returning(columns).executeTakeFirstOrThrow();
    },
    async changeTarget(id: number, toPath: string) {
      return db.updateTable('siteRedirects').set({ toPath }).where('id', '=', id).returning(columns).executeTakeFirst();
    },
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('siteRedirects').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** One more visitor sent on, counted in SQL and written on the public writes' path (0466). */
    countUse: (id: number, at: string) =>
      durableWrite(db, async (executor) => {
        await executor
          .updateTable('siteRedirects')
          .set({ uses: sql<number>`uses + 1`, lastUsedAt: at })
          .where('id', '=', id)
          .execute();
      }),
  };
}
