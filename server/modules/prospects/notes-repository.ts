import type { Database, Executor } from '../../db/database';

/** The internal notes of prospects' records: the one place that knows their SQL. */
export function notesRepository(db: Database) {
  return {
    async insert(note: { prospectId: number; author: string; body: string; createdAt: string }): Promise<number> {
      const row = await db.insertInto('prospectNotes').values(note).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },
    /** A merged duplicate's notes, given to the prospect it was merged into. */
    async moveAll(fromProspectId: number, toProspectId: number, executor: Executor = db): Promise<void> {
      await executor.updateTable('prospectNotes').set({ prospectId: toProspectId }).where('prospectId', '=', fromProspectId).execute();
    },
    async ofProspect(prospectId: number) {
      const rows = await db.selectFrom('prospectNotes').select(['id', 'author', 'body', 'createdAt']).where('prospectId', '=', prospectId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(200).execute();
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
  };
}
