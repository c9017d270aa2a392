import type { Insertable } from 'kysely';
import type { Database, Executor } from '../../db/database';
import type { ProspectEmailReplyTable } from '../../db/types';

/** The replies received to the e-mails written from prospects' records: the one place that knows their SQL. */
export function repliesRepository(db: Database) {
  return {
    /** Stores a reply once: answers its id, or null when one with the same Message-ID is already stored. */
    async insertOnce(reply: Omit<Insertable<ProspectEmailReplyTable>, 'id'>, executor: Executor = db): Promise<number | null> {
      const row = await executor
        .insertInto('prospectEmailReplies')
        .values(reply)
        .onConflict((conflict) => conflict.column('messageId').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ? Number(row.id) : null;
    },
    /** Marks answer `id` of the prospect an automatic reply, or the person's own (0576); false when it has none such. */
    async setAutomatic(prospectId: number, id: number, automatic: boolean): Promise<boolean> {
      const changed = await db.updateTable('prospectEmailReplies').set({ automatic: automatic ? 1 : 0 }).where('id', '=', id).where('prospectId', '=', prospectId).executeTakeFirst();
      return Number(changed.numUpdatedRows) > 0;
    },
    /** A merged duplicate's replies, given to the prospect it was merged into. */
    async moveAll(fromProspectId: number, toProspectId: number, executor: Executor = db): Promise<void> {
      await executor.updateTable('prospectEmailReplies').set({ prospectId: toProspectId }).where('prospectId', '=', fromProspectId).execute();
    },
    /** Whether answer `id` was received from prospect `prospectId`. */
    async isOf(prospectId: number, id: number): Promise<boolean> {
      return (await db.selectFrom('prospectEmailReplies').select('id').where('id', '=', id).where('prospectId', '=', prospectId).executeTakeFirst()) !== undefined;
    },
    /**
     * The Message-IDs and subjects of the replies received from a prospect, to thread the e-mails written after them
     * (0553); an absence message is no part of the conversation (0557).
     */
    async messageIdsOf(prospectId: number) {
      return db.selectFrom('prospectEmailReplies').select(['messageId', 'subject', 'receivedAt as at']).where('prospectId', '=', prospectId).where('automatic', '=', 0).execute();
    },
    async ofProspect(prospectId: number) {
      const rows = await db
        .selectFrom('prospectEmailReplies')
        .select(['id', 'sender', 'subject', 'body', 'receivedAt', 'automatic'])
        .where('prospectId', '=', prospectId)
        .orderBy('receivedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return rows.map((row) => ({ ...row, id: Number(row.id), automatic: Number(row.automatic) === 1 }));
    },
  };
}
