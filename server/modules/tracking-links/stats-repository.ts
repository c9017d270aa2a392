import { sql } from 'kysely';
import { TOP_REFERRERS } from '../../../domain/tracking-link-stats';
import type { Database } from '../../db/database';
import { hoursSince } from '../../db/paris-day';

/** Read-side queries of the counted visits, for a set of links over a period of Paris days (both included). */
export function statsRepository(db: Database) {
  const visits = (linkIds: number[], from: string, to: string) =>
    db.selectFrom('trackingLinkClicks').where('linkId', 'in', linkIds).where('day', '>=', from).where('day', '<=', to);

  return {
    /** Per link and day: clicks, scans and distinct visitors (the visitor key changes every day). */
    async perLinkDay(linkIds: number[], from: string, to: string) {
      if (linkIds.length === 0) return [];
      const rows = await visits(linkIds, from, to)
        .select((eb) => [
          'linkId',
          'day',
          sql<string | number>`sum(case when kind = 'click' then 1 else 0 end)`.as('clicks'),
          sql<string | number>`sum(case when kind = 'scan' then 1 else 0 end)`.as('scans'),
          eb.fn.count<string | number>('visitorKey').distinct().as('visitors'),
        ])
        .groupBy(['linkId', 'day'])
        .execute();
      return rows.map((row) => ({ linkId: row.linkId, day: row.day, clicks: Number(row.clicks), scans: Number(row.scans), visitors: Number(row.visitors) }));
    },

    /** Distinct visitors per day across the links: one person following two links of a campaign counts once. */
    async visitorsPerDay(linkIds: number[], from: string, to: string) {
      if (linkIds.length === 0) return new Map<string, number>();
      const rows = await visits(linkIds, from, to)
        .select((eb) => ['day', eb.fn.count<string | number>('visitorKey').distinct().as('visitors')])
        .groupBy('day')
        .execute();
      return new Map(rows.map((row) => [row.day, Number(row.visitors)]));
    },

    /**
     * Over one Paris day (`day`, starting at the instant `starts`): per hour, its index among the day's hours, the
     * clicks, scans and distinct visitors across the links.
     */
    async perHour(linkIds: number[], day: string, starts: string) {
      if (linkIds.length === 0) return [];
      const rows = await visits(linkIds, day, day)
        .select((eb) => [
          hoursSince(db.dialect, 'created_at', starts).as('hour'),
          sql<string | number>`sum(case when kind = 'click' then 1 else 0 end)`.as('clicks'),
          sql<string | number>`sum(case when kind = 'scan' then 1 else 0 end)`.as('scans'),
          eb.fn.count<string | number>('visitorKey').distinct().as('visitors'),
        ])
        // By its name: PostgreSQL would not see the expression's parameter in the grouping as the same one.
        .groupBy(sql.ref('hour'))
        .execute();
      return rows.map((row) => ({ hour: Number(row.hour), clicks: Number(row.clicks), scans: Number(row.scans), visitors: Number(row.visitors) }));
    },

    async topReferrers(linkIds: number[], from: string, to: string) {
      if (linkIds.length === 0) return [];
      const rows = await visits(linkIds, from, to)
        .select((eb) => ['referrer', eb.fn.countAll<string | number>().as('n')])
        .groupBy('referrer')
        .orderBy('n', 'desc')
        .orderBy('referrer')
        .limit(TOP_REFERRERS)
        .execute();
      // Sorted again here: the databases place the null referrer differently among equal counts.
      return rows
        .map((row) => ({ referrer: row.referrer ?? '', visits: Number(row.n) }))
        .sort((a, b) => b.visits - a.visits || a.referrer.localeCompare(b.referrer));
    },

    async devices(linkIds: number[], from: string, to: string) {
      if (linkIds.length === 0) return [];
      const rows = await visits(linkIds, from, to)
        .select((eb) => ['device', eb.fn.countAll<string | number>().as('n')])
        .groupBy('device')
        .execute();
      return rows.map((row) => ({ device: row.device ?? ('unknown' as const), visits: Number(row.n) }));
    },
  };
}
