import { sql } from 'kysely';
import { TOP_REFERRERS } from '../../../domain/tracking-link-stats';
import type { Database } from '../../db/database';

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
