import type { Insertable } from 'kysely';
import type { Database, Executor } from '../../db/database';
import type { RequestMessageTable } from '../../db/types';

export type NewRequestMessage = Omit<Insertable<RequestMessageTable>, 'id' | 'createdAt'>;

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
    async setDelivery(id: number, delivery: 'sent' | 'logged' | 'failed'): Promise<void> {
      await db.updateTable('requestMessages').set({ delivery }).where('id', '=', id).execute();
    },
    async ofRequests(requestIds: number[]) {
      if (requestIds.length === 0) return [];
      return db.selectFrom('requestMessages').selectAll().where('requestId', 'in', requestIds).orderBy('createdAt').orderBy('id').execute();
    },
  };
}
