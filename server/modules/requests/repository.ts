import type { Insertable } from 'kysely';
import { countsPerCode } from '../../db/campaign-columns';
import type { Database } from '../../db/database';
import type { CallbackRequestTable } from '../../db/types';

export type NewRequest = Omit<Insertable<CallbackRequestTable>, 'id' | 'status' | 'createdAt' | 'processedAt' | 'processedBy'>;

/** Contact messages and callback requests: the one place that knows their SQL. */
export function requestsRepository(db: Database) {
  return {
    async insert(request: NewRequest): Promise<number> {
      const row = await db
        .insertInto('callbackRequests')
        .values({ ...request, status: 'pending', createdAt: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async findById(id: number) {
      return db.selectFrom('callbackRequests').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async newest(limit: number) {
      return db.selectFrom('callbackRequests').select(['source', 'name', 'company', 'createdAt']).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
    async count(source?: 'contact' | 'callback'): Promise<number> {
      let query = db.selectFrom('callbackRequests').select((eb) => eb.fn.countAll<number>().as('n'));
      if (source) query = query.where('source', '=', source);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async countPerCampaignCode(codes: string[]): Promise<Map<string, number>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .selectFrom('callbackRequests')
        .select((eb) => ['campaignCode', eb.fn.countAll<string | number>().as('n')])
        .where('campaignCode', 'in', codes)
        .groupBy('campaignCode')
        .execute();
      return countsPerCode(rows);
    },
  };
}
