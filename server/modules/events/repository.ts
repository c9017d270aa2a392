import { sql, type Insertable } from 'kysely';
import type { Database, Executor } from '../../db/database';
import { containsPattern } from '../../db/like';
import { readAllOffLoop, readOneOffLoop } from '../../db/off-loop-reads';
import type { AnalyticsEventTable } from '../../db/types';

type NewAnalyticsEvent = Omit<Insertable<AnalyticsEventTable>, 'id'>;

/**
 * The property the server gives a page view of an address no page answers (the site's 404), for the report of the
 * pages not found (docs/decisions/0464-pages-not-found.md).
 */
export const NOT_FOUND_PROPERTY = 'notFound';

export function eventsRepository(db: Database) {
  return {
    async insert(event: NewAnalyticsEvent, executor: Executor = db): Promise<void> {
      await executor.insertInto('analyticsEvents').values(event).execute();
    },
    /**
     * The page views of addresses that matched no page since `since`, per address, the most viewed first: their
     * count and last instant; and the stored properties (their referrer) of the latest `sample` views of them.
     */
    async notFoundViews(since: string, limit: number, sample: number, until?: string) {
      // The server writes the properties with JSON.stringify: the flag reads the same in every row.
      const notFound = db
        .selectFrom('analyticsEvents')
        .where('name', '=', 'page_view')
        .where('createdAt', '>=', since)
        .$if(until !== undefined, (qb) => qb.where('createdAt', '<', until!))
        .where('properties', 'like', containsPattern(`"${NOT_FOUND_PROPERTY}":true`));
      // Each reads the period's page views, whose properties are searched: off the event loop where the database allows it (0507).
      const pages = await readAllOffLoop(
        db,
        notFound
          .select((eb) => ['page', eb.fn.countAll<number | string>().as('views'), eb.fn.max('createdAt').as('lastSeenAt')])
          .groupBy('page')
          .orderBy('views', 'desc')
          .orderBy('page')
          .limit(limit)
          .compile(),
      );
      const total = await readOneOffLoop(
        db,
        notFound.select((eb) => [eb.fn.countAll<number | string>().as('views'), eb.fn.count<number | string>('page').distinct().as('pages')]).compile(),
      );
      const views = pages.length
        ? await readAllOffLoop(
            db,
            notFound
              .select(['page', 'properties'])
              .where(
                'page',
                'in',
                pages.map((row) => row.page),
              )
              .orderBy('createdAt', 'desc')
              .limit(sample)
              .compile(),
          )
        : [];
      return { totalViews: Number(total?.views ?? 0), totalPages: Number(total?.pages ?? 0), pages: pages.map((row) => ({ page: row.page, views: Number(row.views), lastSeenAt: String(row.lastSeenAt) })), views };
    },
    /** Every row, or only those created before the cutoff. */
    async count(before?: string): Promise<number> {
      let query = db.selectFrom('analyticsEvents').select((eb) => eb.fn.countAll<number>().as('n'));
      if (before) query = query.where('createdAt', '<', before);
      return Number((await query.executeTakeFirstOrThrow()).n);
    },
    async latest() {
      return db.selectFrom('analyticsEvents').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
    },
    async removeBefore(cutoff: string, executor: Executor = db): Promise<number> {
      const result = await executor.deleteFrom('analyticsEvents').where('createdAt', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /** Events whose properties contain one of the terms, whatever the case (GDPR access and erasure). */
    async mentioning(terms: string[]) {
      if (terms.length === 0) return [];
      return db.selectFrom('analyticsEvents').selectAll().where((eb) => eb.or(terms.map((t) => eb(sql`lower(properties)`, 'like', containsPattern(t.toLowerCase()))))).execute();
    },
    async removeMentioning(terms: string[]): Promise<number> {
      if (terms.length === 0) return 0;
      const result = await db.deleteFrom('analyticsEvents').where((eb) => eb.or(terms.map((t) => eb(sql`lower(properties)`, 'like', containsPattern(t.toLowerCase()))))).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
