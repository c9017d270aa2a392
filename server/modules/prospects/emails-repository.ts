import type { Insertable } from 'kysely';
import type { EmailDelivery } from '../../../domain/email-delivery';
import { firstNamed } from '../../../domain/email-replies';
import type { Database, Executor } from '../../db/database';
import type { ProspectEmailTable } from '../../db/types';
import type { FailedEmailClaim } from '../../lib/failed-emails';

/** The e-mails written to prospects from their records: the one place that knows their SQL. */
export function emailsRepository(db: Database) {
  return {
    async insert(email: Omit<Insertable<ProspectEmailTable>, 'id'>, executor: Executor = db): Promise<number> {
      const row = await executor.insertInto('prospectEmails').values(email).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async setDelivery(id: number, delivery: EmailDelivery): Promise<void> {
      await db.updateTable('prospectEmails').set({ delivery }).where('id', '=', id).execute();
    },
    /**
     * Takes e-mail `id` of the prospect for another try if it failed, in one statement (two clicks send it once):
     * it is 'sending' again, with what it said; or why not.
     */
    async claimFailed(prospectId: number, id: number): Promise<FailedEmailClaim<{ recipient: string; subject: string; body: string; messageId: string | null; followUpDays: number | null }>> {
      const claimed = await db
        .updateTable('prospectEmails')
        .set({ delivery: 'sending' })
        .where('id', '=', id)
        .where('prospectId', '=', prospectId)
        .where('delivery', '=', 'failed')
        .returning(['recipient', 'subject', 'body', 'messageId', 'followUpDays'])
        .executeTakeFirst();
      if (claimed) return { email: claimed };
      const email = await db.selectFrom('prospectEmails').select('id').where('id', '=', id).where('prospectId', '=', prospectId).executeTakeFirst();
      return email ? 'not-failed' : 'missing';
    },
    /** A merged duplicate's e-mails, given to the prospect it was merged into. */
    async moveAll(fromProspectId: number, toProspectId: number, executor: Executor = db): Promise<void> {
      await executor.updateTable('prospectEmails').set({ prospectId: toProspectId }).where('prospectId', '=', fromProspectId).execute();
    },
    /** The first written e-mail among `messageIds`, in their order (the one a reply answers, then its references). */
    async findByMessageIds(messageIds: string[]) {
      if (messageIds.length === 0) return undefined;
      const rows = await db.selectFrom('prospectEmails').select(['id', 'prospectId', 'messageId']).where('messageId', 'in', messageIds).execute();
      const first = firstNamed(messageIds, rows);
      return first && { id: Number(first.id), prospectId: Number(first.prospectId) };
    },
    /** Whether e-mail `id` was written to prospect `prospectId`. */
    async isOf(prospectId: number, id: number): Promise<boolean> {
      return (await db.selectFrom('prospectEmails').select('id').where('id', '=', id).where('prospectId', '=', prospectId).executeTakeFirst()) !== undefined;
    },
    async ofProspect(prospectId: number) {
      const rows = await db.selectFrom('prospectEmails').select(['id', 'prospectId', 'author', 'recipient', 'subject', 'body', 'delivery', 'createdAt']).where('prospectId', '=', prospectId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(200).execute();
      return rows.map((row) => ({ ...row, id: Number(row.id), prospectId: Number(row.prospectId) }));
    },
  };
}
