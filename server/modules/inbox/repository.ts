import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { CallbackRequestTable } from '../../db/types';

export type RequestSource = CallbackRequestTable['source'];
export type RequestStatus = CallbackRequestTable['status'];

export interface InboxFilter {
  source?: RequestSource;
  status?: RequestStatus;
}

/** The lead inbox's reads and status changes over callback_requests. */
export function inboxRepository(db: Database) {
  const filtered = (filter: InboxFilter) => {
    let query = db.selectFrom('callbackRequests');
    if (filter.source) query = query.where('source', '=', filter.source);
    if (filter.status) query = query.where('status', '=', filter.status);
    return query;
  };

  return {
    async page(filter: InboxFilter, page: number, limit: number) {
      const [rows, total] = await Promise.all([
        filtered(filter)
          .selectAll()
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        filtered(filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    async countPending(source?: RequestSource): Promise<number> {
      const row = await filtered({ source, status: 'pending' })
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async findById(id: number) {
      return db.selectFrom('callbackRequests').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByEmail(email: string) {
      return db.selectFrom('callbackRequests').selectAll().where(sql`lower(email)`, '=', email.toLowerCase()).orderBy('id').execute();
    },

    async removeByEmail(email: string): Promise<number> {
      const result = await db.deleteFrom('callbackRequests').where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Changes the status only if it is still `from`, so two admins cannot both process one lead. */
    async changeStatus(id: number, from: RequestStatus, to: RequestStatus, processedBy: string | null, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('callbackRequests')
        .set({
          status: to,
          processedAt: to === 'pending' ? null : at.toISOString(),
          processedBy: to === 'pending' ? null : processedBy,
        })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
