import type { Database, Executor } from '../../db/database';
import type { NoteDeletion, NoteEdit } from '../../lib/own-notes';

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
    /** Deletes note `id` of the prospect if `author` wrote it, in one statement; says otherwise why not. */
    async deleteOwn(prospectId: number, id: number, author: string): Promise<NoteDeletion> {
      const deleted = await db.deleteFrom('prospectNotes').where('id', '=', id).where('prospectId', '=', prospectId).where('author', '=', author).executeTakeFirst();
      if (Number(deleted.numDeletedRows) > 0) return 'deleted';
      const note = await db.selectFrom('prospectNotes').select('id').where('id', '=', id).where('prospectId', '=', prospectId).executeTakeFirst();
      return note ? 'not-yours' : 'missing';
    },
    /**
     * Changes note `id` of the prospect to `body` if `author` wrote it: its text before, or why not. The change names
     * the author, so another user's note is never written whatever happened since it was read.
     */
    async editOwn(prospectId: number, id: number, author: string, body: string, at: Date): Promise<NoteEdit> {
      const note = await db.selectFrom('prospectNotes').select(['author', 'body']).where('id', '=', id).where('prospectId', '=', prospectId).executeTakeFirst();
      if (!note) return 'missing';
      if (note.author !== author) return 'not-yours';
      const changed = await db.updateTable('prospectNotes').set({ body, editedAt: at.toISOString() }).where('id', '=', id).where('author', '=', author).executeTakeFirst();
      return Number(changed.numUpdatedRows) > 0 ? { before: note.body } : 'missing';
    },
    async ofProspect(prospectId: number) {
      const rows = await db.selectFrom('prospectNotes').select(['id', 'author', 'body', 'createdAt', 'editedAt']).where('prospectId', '=', prospectId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(200).execute();
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
  };
}
