import type { Insertable } from 'kysely';
import { firstNamed, type ReplyReturnedFrom } from '../../../domain/email-replies';
import { sendingDeadline } from '../../../domain/email-retry';
import type { Database, Executor } from '../../db/database';
import type { RequestMessageTable } from '../../db/types';
import type { EmailClaim } from '../../lib/email-claims';
import type { NoteDeletion, NoteEdit } from '../../lib/own-notes';
import { recoverInterruptedSends, setRetryAt } from '../../db/email-retry-columns';

export type NewRequestMessage = Omit<Insertable<RequestMessageTable>, 'id' | 'createdAt'>;

/** The columns a thread shows. */
const SHOWN = ['id', 'requestId', 'kind', 'author', 'subject', 'body', 'recipient', 'delivery', 'createdAt', 'editedAt', 'retryAt', 'automatic'] as const;

/** Replies and internal notes of the inbox threads: the one place that knows their SQL. */
export function requestMessagesRepository(db: Database) {
  return {
    async insert(message: NewRequestMessage, at: Date, executor: Executor = db): Promise<number> {
      const row = await executor
        .insertInto('requestMessages')
        .values({ ...message, createdAt: at.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    /** Several messages in one statement, for a batch written at once. */
    async insertMany(messages: NewRequestMessage[], at: Date, executor: Executor = db): Promise<void> {
      if (messages.length === 0) return;
      await executor
        .insertInto('requestMessages')
        .values(messages.map((message) => ({ ...message, createdAt: at.toISOString() })))
        .execute();
    },
    /** A message stored once: its id, or null when one with the same Message-ID is already there. */
    async insertOnce(message: NewRequestMessage & { messageId: string }, at: Date, executor: Executor = db): Promise<number | null> {
      const row = await executor
        .insertInto('requestMessages')
        .values({ ...message, createdAt: at.toISOString() })
        .onConflict((conflict) => conflict.column('messageId').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ? Number(row.id) : null;
    },
    /** Deletes note `id` of the request if `author` wrote it, in one statement; says otherwise why not. */
    async deleteOwnNote(requestId: number, id: number, author: string): Promise<NoteDeletion> {
      const deleted = await db.deleteFrom('requestMessages').where('id', '=', id).where('requestId', '=', requestId).where('kind', '=', 'note').where('author', '=', author).executeTakeFirst();
      if (Number(deleted.numDeletedRows) > 0) return 'deleted';
      const note = await db.selectFrom('requestMessages').select('id').where('id', '=', id).where('requestId', '=', requestId).where('kind', '=', 'note').executeTakeFirst();
      return note ? 'not-yours' : 'missing';
    },
    /**
     * Changes note `id` of the request to `body` if `author` wrote it: its text before, or why not. The change names
     * the author, so another user's note is never written whatever happened since it was read.
     */
    async editOwnNote(requestId: number, id: number, author: string, body: string, at: Date): Promise<NoteEdit> {
      const note = await db.selectFrom('requestMessages').select(['author', 'body']).where('id', '=', id).where('requestId', '=', requestId).where('kind', '=', 'note').executeTakeFirst();
      if (!note) return 'missing';
      if (note.author !== author) return 'not-yours';
      const changed = await db.updateTable('requestMessages').set({ body, editedAt: at.toISOString() }).where('id', '=', id).where('kind', '=', 'note').where('author', '=', author).executeTakeFirst();
      return Number(changed.numUpdatedRows) > 0 ? { before: note.body } : 'missing';
    },
    /**
     * Takes reply `id` of the request for another try if its e-mail failed, in one statement (two clicks, or a click
     * and the retries' job, send it once): it is 'sending' again, the attempt counted, with what it said; or why not.
     */
    async claimFailedReply(
      requestId: number,
      id: number,
    ): Promise<EmailClaim<{ author: string; subject: string; body: string; recipient: string | null; messageId: string | null; createdAt: string; deliveryAttempts: number }>> {
      const claimed = await db
        .updateTable('requestMessages')
        .set((eb) => ({ delivery: 'sending', deliveryAttempts: eb('deliveryAttempts', '+', 1), retryAt: sendingDeadline(new Date()) }))
        .where('id', '=', id)
        .where('requestId', '=', requestId)
        .where('kind', '=', 'reply')
        .where('delivery', '=', 'failed')
        .returning(['author', 'subject', 'body', 'recipient', 'messageId', 'createdAt', 'deliveryAttempts'])
        .executeTakeFirst();
      if (claimed) return { email: claimed };
      const reply = await db.selectFrom('requestMessages').select('id').where('id', '=', id).where('requestId', '=', requestId).where('kind', '=', 'reply').executeTakeFirst();
      return reply ? 'other-state' : 'missing';
    },
    /** Received message `id` of the request: its mark and what its arrival undid; undefined when it has none such. */
    receivedOf: (requestId: number, id: number, executor: Executor = db) =>
      executor
        .selectFrom('requestMessages')
        .select(['automatic', 'returnedFrom'])
        .where('id', '=', id)
        .where('requestId', '=', requestId)
        .where('kind', '=', 'received')
        .executeTakeFirst(),
    /** Marks received message `id` an automatic reply, or the person's own (0576), if it is not so already; answers whether it changed. */
    async setAutomatic(requestId: number, id: number, automatic: boolean, executor: Executor = db): Promise<boolean> {
      const changed = await executor
        .updateTable('requestMessages')
        .set({ automatic: automatic ? 1 : 0 })
        .where('id', '=', id)
        .where('requestId', '=', requestId)
        .where('kind', '=', 'received')
        .where('automatic', '=', automatic ? 0 : 1)
        .executeTakeFirst();
      return Number(changed.numUpdatedRows) > 0;
    },
    /** Keeps with a received message what its arrival undid (0580), or forgets it (null). */
    async setReturnedFrom(id: number, from: ReplyReturnedFrom | null, executor: Executor = db): Promise<void> {
      await executor.updateTable('requestMessages').set({ returnedFrom: from && JSON.stringify(from) }).where('id', '=', id).execute();
    },
    /** Whether the thread holds, after message `id`, an e-mail of the agency or a person's reply: the exchange went on. */
    async exchangedAfter(requestId: number, id: number, executor: Executor = db): Promise<boolean> {
      const later = await executor
        .selectFrom('requestMessages')
        .select('id')
        .where('requestId', '=', requestId)
        .where('id', '>', id)
        .where((eb) => eb.or([eb('kind', '=', 'reply'), eb.and([eb('kind', '=', 'received'), eb('automatic', '=', 0)])]))
        .executeTakeFirst();
      return later !== undefined;
    },
    /** The first reply sent among `messageIds`, in their order. */
    async findReplyByMessageIds(messageIds: string[]) {
      if (messageIds.length === 0) return undefined;
      const rows = await db.selectFrom('requestMessages').select(['id', 'requestId', 'messageId']).where('kind', '=', 'reply').where('messageId', 'in', messageIds).execute();
      const first = firstNamed(messageIds, rows);
      return first && { id: Number(first.id), requestId: Number(first.requestId) };
    },
    /** How reply `id`'s e-mail went; nothing planned for it any more (a refused acknowledgement's next try is set after). */
    async setDelivery(id: number, delivery: 'sent' | 'logged' | 'failed'): Promise<void> {
      await db.updateTable('requestMessages').set({ delivery, retryAt: null }).where('id', '=', id).execute();
    },
    /** The sends the server stopped in the middle of, failed (0545); how many. */
    recoverInterrupted: (now: string, acknowledgementAuthor: string) => recoverInterruptedSends(db, 'requestMessages', now, acknowledgementAuthor),
    /** When refused e-mail `id` is tried again by itself; null: no more (0545). */
    setRetryAt: (id: number, retryAt: string | null) => setRetryAt(db, 'requestMessages', id, retryAt),
    /** The refused replies due for another attempt by `now`, the earliest first (0545). */
    async dueRetries(now: string, limit: number) {
      const rows = await db
        .selectFrom('requestMessages')
        .select(['id', 'requestId'])
        .where('retryAt', '<=', now)
        .where('delivery', '=', 'failed')
        .orderBy('retryAt')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: Number(row.id), requestId: Number(row.requestId) }));
    },
    /** The Message-IDs of a thread's e-mails, sent and received, stored before the message `beforeId`, in their order. */
    async messageIdsBefore(requestId: number, beforeId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('requestMessages')
        .select('messageId')
        .where('requestId', '=', requestId)
        .where('id', '<', beforeId)
        .where('messageId', 'is not', null)
        // An absence message is no part of the conversation (0557).
        .where('automatic', '=', 0)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return rows.map((row) => row.messageId as string);
    },
    async ofRequests(requestIds: number[]) {
      if (requestIds.length === 0) return [];
      const rows = await db.selectFrom('requestMessages').select(SHOWN).where('requestId', 'in', requestIds).orderBy('createdAt').orderBy('id').execute();
      return rows.map((row) => ({ ...row, automatic: Number(row.automatic) === 1 }));
    },
  };
}
