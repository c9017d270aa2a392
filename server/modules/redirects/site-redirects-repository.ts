import type { Database } from '../../db/database';

/** The redirects managed from the back-office (docs/decisions/0465-managed-redirects.md). */
export function siteRedirectsRepository(db: Database) {
  const columns = ['id', 'fromPath', 'toPath', 'createdAt', 'createdBy'] as const;
  return {
    list: () => db.selectFrom('siteRedirects').select(columns).orderBy('fromPath').execute(),
    findByFrom: (fromPath: string) => db.selectFrom('siteRedirects').select(columns).where('fromPath', '=', fromPath).executeTakeFirst(),
    async insert(row: { fromPath: string; toPath: string; createdAt: string; createdBy: string | null }) {
      return db.insertInto('siteRedirects').values(row).returning(columns).executeTakeFirstOrThrow();
    },
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('siteRedirects').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
