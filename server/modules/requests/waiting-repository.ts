import type { Database } from '../../db/database';

/** Requests left waiting, read for the improvements page. */
export function waitingRequestsRepository(db: Database) {
  return {
    async pendingSince(cutoff: string) {
      const rows = await db
        .selectFrom('callbackRequests')
        .select(['source', (eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.min('createdAt').as('oldest')])
        .where('status', '=', 'pending')
        .where('createdAt', '<', cutoff)
        .groupBy('source')
        .execute();
      return rows.map((r) => ({ source: r.source, count: Number(r.count), oldest: String(r.oldest) }));
    },
  };
}
