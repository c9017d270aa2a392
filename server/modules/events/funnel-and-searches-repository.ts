import type { Database } from '../../db/database';

/** Only the latest searches are read back: enough to rank what visitors miss, bounded in memory. */
const SEARCH_SAMPLE = 5000;

/** Read-side queries of the analytics events for the improvements page, and the funnel reclassification's update. */
export function funnelAndSearchesRepository(db: Database) {
  return {
    async pageStages() {
      return db.selectFrom('analyticsEvents').select(['page', 'funnelStage']).distinct().execute();
    },
    async setStage(page: string, stage: string): Promise<number> {
      const result = await db
        .updateTable('analyticsEvents')
        .set({ funnelStage: stage })
        .where('page', '=', page)
        .where('funnelStage', '<>', stage)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    async searches(since: string) {
      return db
        .selectFrom('analyticsEvents')
        .select(['properties', 'createdAt'])
        .where('name', '=', 'search')
        .where('createdAt', '>=', since)
        .orderBy('id', 'desc')
        .limit(SEARCH_SAMPLE)
        .execute();
    },
    async visitorsByStage(since: string) {
      const rows = await db
        .selectFrom('analyticsEvents')
        .select(['funnelStage', (eb) => eb.fn.count<number>('visitorKey').distinct().as('visitors')])
        .where('createdAt', '>=', since)
        .groupBy('funnelStage')
        .execute();
      return rows.map((r) => ({ stage: r.funnelStage, visitors: Number(r.visitors) }));
    },
  };
}
