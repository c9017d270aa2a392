import type { Insertable } from 'kysely';
import type { EmailDelivery } from '../../../domain/email-delivery';
import { firstNamed } from '../../../domain/email-replies';
import { sendingDeadline } from '../../../domain/email-retry';
import type { Database, Executor } from '../../db/database';
import type { ProspectEmailTable } from '../../db/types';
import type { EmailClaim } from '../../lib/email-claims';
import { recoverInterruptedSends, setRetryAt } from '../../db/email-retry-columns';

/** What an e-mail taken for sending said, to send it as it was written. */
export interface ClaimedEmail {
  author: string;
  recipient: string;
  subject: string;
  body: string;
  messageId: string | null;
  followUpDays: number | null;
  followUpTime: string | null;
  /** When it was written, and how many times it was tried, this attempt counted: to plan the next one (0545). */
  createdAt: string;
  deliveryAttempts: number;
}

/** The e-mails written to prospects from their records: the one place that knows their SQL. */
export function emailsRepository(db: Database) {
  /** Whether e-mail `id` was written to prospect `prospectId`. */
  const isOf = async (prospectId: number, id: number): Promise<boolean> =>
    (await db.selectFrom('prospectEmails').select('id').where('id', '=', id).where('prospectId', '=', prospectId).executeTakeFirst()) !== undefined;
  /** Moves e-mail `id` of the prospect from `state` to 'sending' in one statement, with what it said; or why not. */
  const claim = async (prospectId: number, id: number, state: 'failed' | 'scheduled', at?: string): Promise<EmailClaim<ClaimedEmail>> => {
    const claimed = await db
      .updateTable('prospectEmails')
      // A scheduled e-mail's time becomes the one it leaves at, whether its time came or it was sent sooner.
      .set((eb) => ({
        delivery: 'sending',
        deliveryAttempts: eb('deliveryAttempts', '+', 1),
        retryAt: sendingDeadline(new Date()),
        ...(state === 'scheduled' ? { sendAt: at } : {}),
      }))
      .where('id', '=', id)
      .where('prospectId', '=', prospectId)
      .where('delivery', '=', state)
      .returning(['author', 'recipient', 'subject', 'body', 'messageId', 'followUpDays', 'followUpTime', 'createdAt', 'deliveryAttempts'])
      .executeTakeFirst();
    if (claimed) return { email: claimed };
    return (await isOf(prospectId, id)) ? 'other-state' : 'missing';
  };
  return {
    async insert(email: Omit<Insertable<ProspectEmailTable>, 'id'>, executor: Executor = db): Promise<number> {
      const row = await executor.insertInto('prospectEmails').values(email).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },
    /** Whether prospect `prospectId` has an e-mail by `author` (its acknowledgement, 0546). */
    async hasAcknowledgement(prospectId: number, author: string): Promise<boolean> {
      return (await db.selectFrom('prospectEmails').select('id').where('prospectId', '=', prospectId).where('author', '=', author).limit(1).executeTakeFirst()) !== undefined;
    },
    /** How e-mail `id` went; nothing planned for it any more (a refused acknowledgement's next try is set after). */
    async setDelivery(id: number, delivery: EmailDelivery): Promise<void> {
      await db.updateTable('prospectEmails').set({ delivery, retryAt: null }).where('id', '=', id).execute();
    },
    /** The sends the server stopped in the middle of, failed (0545); how many. */
    recoverInterrupted: (now: string, acknowledgementAuthor: string) => recoverInterruptedSends(db, 'prospectEmails', now, acknowledgementAuthor),
    /** When refused e-mail `id` is tried again by itself; null: no more (0545). */
    setRetryAt: (id: number, retryAt: string | null) => setRetryAt(db, 'prospectEmails', id, retryAt),
    /** The refused e-mails due for another attempt by `now`, the earliest first (0545). */
    async dueRetries(now: string, limit: number) {
      const rows = await db
        .selectFrom('prospectEmails')
        .select(['id', 'prospectId'])
        .where('retryAt', '<=', now)
        .where('delivery', '=', 'failed')
        .orderBy('retryAt')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: Number(row.id), prospectId: Number(row.prospectId) }));
    },
    /**
     * Takes e-mail `id` of the prospect for another try if it failed, in one statement (two clicks send it once):
     * it is 'sending' again, with what it said; or why not.
     */
    claimFailed: (prospectId: number, id: number) => claim(prospectId, id, 'failed'),
    /** Takes scheduled e-mail `id` of the prospect to send it at `at` (0472), as `claimFailed` does a failed one. */
    claimScheduled: (prospectId: number, id: number, at: string) => claim(prospectId, id, 'scheduled', at),
    /** The scheduled e-mails whose time has come by `now`, the earliest first. */
    async dueScheduled(now: string, limit: number) {
      const rows = await db.selectFrom('prospectEmails').select(['id', 'prospectId']).where('delivery', '=', 'scheduled').where('sendAt', '<=', now).orderBy('sendAt').orderBy('id').limit(limit).execute();
      return rows.map((row) => ({ id: Number(row.id), prospectId: Number(row.prospectId) }));
    },
    /** The e-mails waiting for their time, the soonest first, and how many there are. */
    async scheduled(limit: number) {
      const waiting = db.selectFrom('prospectEmails').where('delivery', '=', 'scheduled');
      const [rows, count] = await Promise.all([
        waiting.select(['id', 'prospectId', 'author', 'recipient', 'subject', 'sendAt']).orderBy('sendAt').orderBy('id').limit(limit).execute(),
        waiting.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { total: Number(count.n), emails: rows.map((row) => ({ ...row, id: Number(row.id), prospectId: Number(row.prospectId), sendAt: row.sendAt ?? '' })) };
    },
    /** Deletes scheduled e-mail `id` of the prospect, with its files, if it is still scheduled; or says why not. */
    async deleteScheduled(prospectId: number, id: number): Promise<'deleted' | 'missing' | 'other-state'> {
      const deleted = await db.deleteFrom('prospectEmails').where('id', '=', id).where('prospectId', '=', prospectId).where('delivery', '=', 'scheduled').returning('id').executeTakeFirst();
      if (deleted) return 'deleted';
      return (await isOf(prospectId, id)) ? 'other-state' : 'missing';
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
    isOf,
    /** The Message-IDs and subjects of the e-mails that left for a prospect, `exceptId` aside, to thread the next ones (0553). */
    async messageIdsOf(prospectId: number, exceptId: number) {
      return db
        .selectFrom('prospectEmails')
        .select(['messageId', 'subject', 'createdAt as at'])
        .where('prospectId', '=', prospectId)
        .where('id', '!=', exceptId)
        .where('delivery', 'in', ['sent', 'logged'])
        .where('messageId', 'is not', null)
        .execute();
    },
    async ofProspect(prospectId: number) {
      const rows = await db.selectFrom('prospectEmails').select(['id', 'prospectId', 'author', 'recipient', 'subject', 'body', 'delivery', 'createdAt', 'sendAt', 'retryAt']).where('prospectId', '=', prospectId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(200).execute();
      return rows.map((row) => ({ ...row, id: Number(row.id), prospectId: Number(row.prospectId) }));
    },
  };
}
