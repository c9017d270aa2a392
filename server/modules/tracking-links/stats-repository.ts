import { sql, type Compilable } from 'kysely';
import type { Database } from '../../db/database';
import { readAllOffLoop } from '../../db/off-loop-reads';
import { isOneOf } from '../../db/one-of';
import { hoursSince } from '../../db/paris-day';

/**
 * Whose visits are read: the given links' (at least one; found through the index by link and day), or every
 * link's, for the view of all campaigns (through the index by day).
 */
export type VisitScope = { linkIds: number[] } | 'every link';

type Device = 'mobile' | 'tablet' | 'desktop' | 'unknown';
const clicks = sql<string | number>`sum(case when kind = 'click' then 1 else 0 end)`;
const scans = sql<string | number>`sum(case when kind = 'scan' then 1 else 0 end)`;

/**
 * Read-side queries of the counted visits over a period of Paris days (both included), each grouped by the links'
 * campaign, so that the campaign view reads every campaign in one pass (docs/decisions/0568). Made on the checkpoint
 * worker's connection where the database has one: a period of a busy site's visits is hundreds of thousands of rows.
 */
export function statsRepository(db: Database) {
  const all = <Row>(query: Compilable<Row>) => readAllOffLoop(db, query.compile());
  const visits = (scope: VisitScope, from: string, to: string) => {
    const query = db
      .selectFrom('trackingLinkClicks')
      .innerJoin('trackingLinks', 'trackingLinks.id', 'trackingLinkClicks.linkId')
      .where('trackingLinkClicks.day', '>=', from)
      .where('trackingLinkClicks.day', '<=', to);
    return scope === 'every link' ? query : query.where(isOneOf(db.dialect, 'tracking_link_clicks.link_id', scope.linkIds));
  };
  const distinctVisitors = sql<string | number>`count(distinct visitor_key)`;
  // A visitor key counted once a day: the key changes every day, so this adds up each day's distinct visitors.
  const visitorDays = sql<string | number>`count(distinct day || ' ' || visitor_key)`;

  return {
    /** Per campaign and day: clicks, scans and distinct visitors (one person following two links counts once). */
    async perCampaignDay(scope: VisitScope, from: string, to: string) {
      const rows = await all(
        visits(scope, from, to)
          .select(['trackingLinks.campaign', 'trackingLinkClicks.day', clicks.as('clicks'), scans.as('scans'), distinctVisitors.as('visitors')])
          .groupBy(['trackingLinks.campaign', 'trackingLinkClicks.day']),
      );
      return rows.map((row) => ({ campaign: row.campaign, day: row.day, clicks: Number(row.clicks), scans: Number(row.scans), visitors: Number(row.visitors) }));
    },

    /**
     * Per campaign over the period: clicks, scans and each day's distinct visitors added up, as `perLink`; with
     * `until`, the visits before that instant only.
     */
    async perCampaign(scope: VisitScope, from: string, to: string, until: string | null = null) {
      const period = visits(scope, from, to);
      const rows = await all(
        (until ? period.where('trackingLinkClicks.createdAt', '<', until) : period)
          .select(['trackingLinks.campaign', clicks.as('clicks'), scans.as('scans'), visitorDays.as('visitors')])
          .groupBy('trackingLinks.campaign'),
      );
      return rows.map((row) => ({ campaign: row.campaign, clicks: Number(row.clicks), scans: Number(row.scans), visitors: Number(row.visitors) }));
    },

    /**
     * Per link over the period: clicks, scans and visitors, each day's distinct visitors added up (the visitor key
     * changes every day, so a key counted on its day is one visitor of that day).
     */
    async perLink(scope: VisitScope, from: string, to: string) {
      const rows = await all(
        visits(scope, from, to)
          .select([
            'trackingLinkClicks.linkId',
            clicks.as('clicks'),
            scans.as('scans'),
            visitorDays.as('visitors'),
          ])
          .groupBy('trackingLinkClicks.linkId'),
      );
      return rows.map((row) => ({ linkId: Number(row.linkId), clicks: Number(row.clicks), scans: Number(row.scans), visitors: Number(row.visitors) }));
    },

    /**
     * Over one Paris day (`day`, starting at the instant `starts`): per campaign and hour (its index among the day's
     * hours), the clicks, scans and distinct visitors across the campaign's links.
     */
    async perHour(scope: VisitScope, day: string, starts: string) {
      const rows = await all(
        visits(scope, day, day)
          .select([
            'trackingLinks.campaign',
            hoursSince(db.dialect, 'tracking_link_clicks.created_at', starts).as('hour'),
            clicks.as('clicks'),
            scans.as('scans'),
            distinctVisitors.as('visitors'),
          ])
          // By its name: PostgreSQL would not see the expression's parameter in the grouping as the same one.
          .groupBy(['trackingLinks.campaign', sql.ref('hour')]),
      );
      return rows.map((row) => ({ campaign: row.campaign, hour: Number(row.hour), clicks: Number(row.clicks), scans: Number(row.scans), visitors: Number(row.visitors) }));
    },

    /**
     * Visits per campaign, referring host ('' without one) and device, in one pass: the service adds them up by
     * referrer (keeping each campaign's first ones) and by device.
     */
    async origins(scope: VisitScope, from: string, to: string) {
      const rows = await all(
        visits(scope, from, to)
          .select((eb) => ['trackingLinks.campaign', 'trackingLinkClicks.referrer', 'trackingLinkClicks.device', eb.fn.countAll<string | number>().as('n')])
          .groupBy(['trackingLinks.campaign', 'trackingLinkClicks.referrer', 'trackingLinkClicks.device']),
      );
      return rows.map((row) => ({ campaign: row.campaign, referrer: row.referrer ?? '', device: (row.device ?? 'unknown') as Device, visits: Number(row.n) }));
    },
  };
}
