import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** Bounds the rows read for one period; far beyond what the agency's site sees in a year. */
const ROW_LIMIT = 200_000;

const day = sql<string>`substr(created_at, 1, 10)`;

/** The audience queries over [since, until): page views, their visitors, times on page and first views. */
export function audienceRepository(db: Database) {
  const views = (since: string, until: string) =>
    db.selectFrom('analyticsEvents').where('name', '=', 'page_view').where('createdAt', '>=', since).where('createdAt', '<', until);

  return {
    /** Page views and distinct visitor keys per UTC day. */
    async perDay(since: string, until: string) {
      const rows = await views(since, until)
        .select((eb) => [day.as('day'), eb.fn.countAll<string | number>().as('views'), eb.fn.count<string | number>('visitorKey').distinct().as('visitors')])
        .groupBy(day)
        .execute();
      return rows.map((row) => ({ day: String(row.day), pageViews: Number(row.views), visitors: Number(row.visitors) }));
    },

    /** The most viewed pages, with their visitor keys (each one a visitor on one day). */
    async topPages(since: string, until: string, limit: number) {
      const rows = await views(since, until)
        .select((eb) => ['page', eb.fn.countAll<string | number>().as('views'), eb.fn.count<string | number>('visitorKey').distinct().as('visitors')])
        .groupBy('page')
        .orderBy('views', 'desc')
        .orderBy('page')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ page: row.page, pageViews: Number(row.views), visitors: Number(row.visitors) }));
    },

    async totals(since: string, until: string) {
      const row = await views(since, until)
        .select((eb) => [eb.fn.countAll<string | number>().as('views'), eb.fn.count<string | number>('visitorKey').distinct().as('visitors')])
        .executeTakeFirstOrThrow();
      return { pageViews: Number(row.views), visitors: Number(row.visitors) };
    },

    /** Visitor keys with their page views counted, and those among them who saw one page only. */
    async bounces(since: string, until: string) {
      const perVisitor = views(since, until)
        .select((eb) => ['visitorKey', eb.fn.countAll<string | number>().as('views')])
        .groupBy('visitorKey')
        .as('perVisitor');
      const row = await db
        .selectFrom(perVisitor)
        .select((eb) => [
          eb.fn.countAll<string | number>().as('visitors'),
          eb.fn.sum<string | number | null>(eb.case().when('views', '=', 1).then(1).else(0).end()).as('bounces'),
        ])
        .executeTakeFirstOrThrow();
      return { visitors: Number(row.visitors), bounces: Number(row.bounces ?? 0) };
    },

    /** Distinct visitor keys with any event in [since, until], and those who viewed each page meanwhile. */
    async currentVisitors(since: string, until: string, limit: number) {
      const recent = db.selectFrom('analyticsEvents').where('createdAt', '>=', since).where('createdAt', '<=', until);
      const total = await recent.select((eb) => eb.fn.count<string | number>('visitorKey').distinct().as('visitors')).executeTakeFirstOrThrow();
      const pages = await recent
        .select((eb) => ['page', eb.fn.count<string | number>('visitorKey').distinct().as('visitors')])
        .where('name', '=', 'page_view')
        .groupBy('page')
        .orderBy('visitors', 'desc')
        .orderBy('page')
        .limit(limit)
        .execute();
      return { visitors: Number(total.visitors), pages: pages.map((row) => ({ page: row.page, visitors: Number(row.visitors) })) };
    },

    /** Each time-on-page reading: its page and properties (`seconds`), read by the service. */
    timesOnPage(since: string, until: string) {
      return db
        .selectFrom('analyticsEvents')
        .select(['page', 'properties'])
        .where('name', '=', 'time_on_page')
        .where('createdAt', '>=', since)
        .where('createdAt', '<', until)
        .limit(ROW_LIMIT)
        .execute();
    },

    /** Each visitor key's first page view: its page and properties (campaign, referrer, device). */
    landings(since: string, until: string) {
      const firstViews = views(since, until)
        .select((eb) => eb.fn.min('id').as('id'))
        .groupBy('visitorKey');
      return db.selectFrom('analyticsEvents').select(['page', 'properties']).where('id', 'in', firstViews).limit(ROW_LIMIT).execute();
    },
  };
}
