import { sql, type Compilable } from 'kysely';
import { UNKNOWN_SOFTWARE, type AudienceFilter } from '../../../domain/analytics/site-audience';
import { LEAD_EVENT, type TrafficSource } from '../../../domain/analytics/traffic-funnel';
import { DEVICES } from '../../../domain/tracking-link-stats';
import type { Database } from '../../db/database';
import { readAllOffLoop, readOneOffLoop } from '../../db/off-loop-reads';
import { parisDayOf } from '../../db/paris-day';

/** Bounds the rows read for one period; far beyond what the agency's site sees in a year. */
const ROW_LIMIT = 200_000;

/** A property of an event's JSON text as stored; null when absent. */
const rawPropertyOf = (dialect: Database['dialect'], name: string) =>
  dialect === 'postgres' ? sql<string | null>`(cast(properties as jsonb) ->> ${name})` : sql<string | null>`json_extract(properties, ${`$.${name}`})`;
/** The same, trimmed. */
const propertyOf = (dialect: Database['dialect'], name: string) => sql<string | null>`trim(${rawPropertyOf(dialect, name)})`;

/** The properties that make a visit a campaign's, whatever its referrer (`trafficSourceOf`). */
const CAMPAIGN_PROPERTIES = ['utm_source', 'utm_medium', 'utm_campaign', 'tc'] as const;
/** Distinct referrers read to decide a source filter: far beyond the sites that link to an agency. */
const REFERRER_LIMIT = 5000;

/**
 * The filter as the queries take it: a source comes with the stored referrers that fall under it, decided by the
 * service with the same rules as the breakdown (`trafficSourceOf`), since no query can run those rules.
 */
export type VisitorFilter = Omit<AudienceFilter, 'source'> & { source?: { kind: TrafficSource; referrers: readonly string[] } };

/**
 * The audience queries over [since, until): page views, their visitors, times on page and first views, each kept
 * to the visitors the filter matches (docs/decisions/0392-audience-filters.md).
 */
export function audienceRepository(db: Database) {
  const day = parisDayOf(db.dialect, 'created_at');
  // Each query reads a period of the events, hundreds of thousands of rows on a busy site: made on the checkpoint
  // worker's connection where the database allows it, so that the event loop keeps serving the site (0507).
  const all = <Row>(query: Compilable<Row>) => readAllOffLoop(db, query.compile());
  const one = <Row>(query: Compilable<Row>) => readOneOffLoop(db, query.compile());
  const pageViews = (since: string, until: string) =>
    db.selectFrom('analyticsEvents').where('name', '=', 'page_view').where('createdAt', '>=', since).where('createdAt', '<', until);
  /** Each visitor key's first page view of the period. */
  const firstViewIds = (since: string, until: string) =>
    pageViews(since, until)
      .select((eb) => eb.fn.min('id').as('id'))
      .groupBy('visitorKey');

  /** Each visitor key's last page view of the period. */
  const lastViewIds = (since: string, until: string) =>
    pageViews(since, until)
      .select((eb) => eb.fn.max('id').as('id'))
      .groupBy('visitorKey');

  /** The visitor keys of the period that match every filter given; null without any filter. */
  const matchingVisitors = (since: string, until: string, filter: VisitorFilter) => {
    const { page, entry, exit, campaign, referrer, device, source, browser, os } = filter;
    if (!page && !entry && !exit && !campaign && !referrer && !device && !source && !browser && !os) return null;
    let landings = db.selectFrom('analyticsEvents').select('visitorKey').where('id', 'in', firstViewIds(since, until));
    if (entry) landings = landings.where('page', '=', entry);
    if (campaign) landings = landings.where(propertyOf(db.dialect, 'utm_campaign'), '=', campaign);
    // The breakdown shows a referrer without its port: the filter finds it with one too.
    if (referrer) landings = landings.where((eb) => eb.or([eb(propertyOf(db.dialect, 'referrer'), '=', referrer), eb(propertyOf(db.dialect, 'referrer'), 'like', `${referrer}:%`)]));
    // 'Inconnu' in the breakdown is every first view without one of the devices: the filter keeps the same ones.
    if (device === 'unknown') landings = landings.where((eb) => eb.or([eb(propertyOf(db.dialect, 'device'), 'is', null), eb(propertyOf(db.dialect, 'device'), 'not in', DEVICES)]));
    else if (device) landings = landings.where(propertyOf(db.dialect, 'device'), '=', device);
    for (const [name, value] of [['browser', browser], ['os', os]] as const) {
      if (value === UNKNOWN_SOFTWARE) landings = landings.where(rawPropertyOf(db.dialect, name), 'is', null);
      else if (value) landings = landings.where(propertyOf(db.dialect, name), '=', value);
    }
    if (source) {
      const stored = rawPropertyOf(db.dialect, 'referrer');
      landings = landings.where((eb) => {
        const fromCampaign = eb.or(CAMPAIGN_PROPERTIES.map((name) => eb(sql<string>`coalesce(${rawPropertyOf(db.dialect, name)}, '')`, '<>', '')));
        if (source.kind === 'campaign') return fromCampaign;
        const listed = source.referrers.length > 0 ? eb(stored, 'in', source.referrers) : sql<boolean>`1 = 0`;
        const fromReferrer = source.kind === 'direct' ? eb.or([eb(sql<string>`coalesce(${stored}, '')`, '=', ''), listed]) : listed;
        return eb.and([eb.not(fromCampaign), fromReferrer]);
      });
    }
    if (exit) landings = landings.where('visitorKey', 'in', db.selectFrom('analyticsEvents').select('visitorKey').where('id', 'in', lastViewIds(since, until)).where('page', '=', exit));
    if (!page) return landings;
    return landings.where('visitorKey', 'in', pageViews(since, until).select('visitorKey').where('page', '=', page));
  };

  /** The period's page views of the matching visitors. */
  const views = (since: string, until: string, filter: VisitorFilter) => {
    const visitors = matchingVisitors(since, until, filter);
    return visitors ? pageViews(since, until).where('visitorKey', 'in', visitors) : pageViews(since, until);
  };

  return {
    /** The referrers of the first page views of [since, until), as stored, for a source filter to sort. */
    async landingReferrers(since: string, until: string): Promise<string[]> {
      const stored = rawPropertyOf(db.dialect, 'referrer');
      const rows = await all(
        db
          .selectFrom('analyticsEvents')
          .select(stored.as('referrer'))
          .distinct()
          .where('id', 'in', firstViewIds(since, until))
          .where(stored, 'is not', null)
          .limit(REFERRER_LIMIT),
      );
      return rows.flatMap((row) => (typeof row.referrer === 'string' ? [row.referrer] : []));
    },

    /**
     * The pages the matching visitors left from (each visitor key's last page view), the most frequent first, with
     * the page views those pages had from the same visitors.
     */
    async exitPages(since: string, until: string, limit: number, filter: VisitorFilter) {
      const lastViews = db.selectFrom('analyticsEvents').where('id', 'in', lastViewIds(since, until));
      const visitors = matchingVisitors(since, until, filter);
      const exits = await all(
        (visitors ? lastViews.where('visitorKey', 'in', visitors) : lastViews)
          .select((eb) => ['page', eb.fn.countAll<string | number>().as('exits')])
          .groupBy('page')
          .orderBy('exits', 'desc')
          .orderBy('page')
          .limit(limit),
      );
      if (exits.length === 0) return [];
      const viewed = await all(
        views(since, until, filter)
          .where('page', 'in', exits.map((row) => row.page))
          .select((eb) => ['page', eb.fn.countAll<string | number>().as('views')])
          .groupBy('page'),
      );
      const viewsOf = new Map(viewed.map((row) => [row.page, Number(row.views)]));
      return exits.map((row) => ({ page: row.page, visitors: Number(row.exits), pageViews: viewsOf.get(row.page) ?? 0 }));
    },

    /** Page views and distinct visitor keys per Paris day. */
    async perDay(since: string, until: string, filter: VisitorFilter) {
      const rows = await all(
        views(since, until, filter)
          .select((eb) => [day.as('day'), eb.fn.countAll<string | number>().as('views'), eb.fn.count<string | number>('visitorKey').distinct().as('visitors')])
          .groupBy(day),
      );
      return rows.map((row) => ({ day: String(row.day), pageViews: Number(row.views), visitors: Number(row.visitors) }));
    },

    /** The most viewed pages, with their visitor keys (each one a visitor on one day). */
    async topPages(since: string, until: string, limit: number, filter: VisitorFilter) {
      const rows = await all(
        views(since, until, filter)
          .select((eb) => ['page', eb.fn.countAll<string | number>().as('views'), eb.fn.count<string | number>('visitorKey').distinct().as('visitors')])
          .groupBy('page')
          .orderBy('views', 'desc')
          .orderBy('page')
          .limit(limit),
      );
      return rows.map((row) => ({ page: row.page, pageViews: Number(row.views), visitors: Number(row.visitors) }));
    },

    async totals(since: string, until: string, filter: VisitorFilter) {
      const row = await one(
        views(since, until, filter)
          .select((eb) => [eb.fn.countAll<string | number>().as('views'), eb.fn.count<string | number>('visitorKey').distinct().as('visitors')]),
      );
      return { pageViews: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
    },

    /** Visitor keys that sent a lead form in the period. */
    async leads(since: string, until: string, filter: VisitorFilter) {
      const sent = db.selectFrom('analyticsEvents').where('name', '=', LEAD_EVENT).where('createdAt', '>=', since).where('createdAt', '<', until);
      const visitors = matchingVisitors(since, until, filter);
      const row = await one(
        (visitors ? sent.where('visitorKey', 'in', visitors) : sent)
          .select((eb) => eb.fn.count<string | number>('visitorKey').distinct().as('visitors')),
      );
      return Number(row?.visitors ?? 0);
    },

    /** Visitor keys with their page views counted, and those among them who saw one page only. */
    async bounces(since: string, until: string, filter: VisitorFilter) {
      const perVisitor = views(since, until, filter)
        .select((eb) => ['visitorKey', eb.fn.countAll<string | number>().as('views')])
        .groupBy('visitorKey')
        .as('perVisitor');
      const row = await one(
        db
          .selectFrom(perVisitor)
          .select((eb) => [
            eb.fn.countAll<string | number>().as('visitors'),
            eb.fn.sum<string | number | null>(eb.case().when('views', '=', 1).then(1).else(0).end()).as('bounces'),
          ]),
      );
      return { visitors: Number(row?.visitors ?? 0), bounces: Number(row?.bounces ?? 0) };
    },

    /** Distinct visitor keys with any event in [since, until], and those who viewed each page meanwhile. */
    async currentVisitors(since: string, until: string, limit: number) {
      const recent = db.selectFrom('analyticsEvents').where('createdAt', '>=', since).where('createdAt', '<=', until);
      const total = await one(recent.select((eb) => eb.fn.count<string | number>('visitorKey').distinct().as('visitors')));
      const pages = await all(
        recent
          .select((eb) => ['page', eb.fn.count<string | number>('visitorKey').distinct().as('visitors')])
          .where('name', '=', 'page_view')
          .groupBy('page')
          .orderBy('visitors', 'desc')
          .orderBy('page')
          .limit(limit),
      );
      return { visitors: Number(total?.visitors ?? 0), pages: pages.map((row) => ({ page: row.page, visitors: Number(row.visitors) })) };
    },

    /**
     * The time-on-page readings: each page and properties (`seconds`) read by the service, with how many readings
     * carry them, so that the service reads each distinct one once.
     */
    timesOnPage(since: string, until: string, filter: VisitorFilter) {
      const readings = db
        .selectFrom('analyticsEvents')
        .where('name', '=', 'time_on_page')
        .where('createdAt', '>=', since)
        .where('createdAt', '<', until);
      const visitors = matchingVisitors(since, until, filter);
      return all(
        (visitors ? readings.where('visitorKey', 'in', visitors) : readings)
          .select(['page', 'properties', (eb) => eb.fn.countAll<string | number>().as('n')])
          .groupBy(['page', 'properties'])
          .limit(ROW_LIMIT),
      );
    },

    /**
     * The visitors' first page views: each page and properties (campaign, referrer, device) with how many visitors
     * arrived so, so that the service classifies each distinct landing once rather than every visitor (0507).
     */
    landings(since: string, until: string, filter: VisitorFilter) {
      const firstViews = db.selectFrom('analyticsEvents').where('id', 'in', firstViewIds(since, until));
      const visitors = matchingVisitors(since, until, filter);
      return all(
        (visitors ? firstViews.where('visitorKey', 'in', visitors) : firstViews)
          .select(['page', 'properties', (eb) => eb.fn.countAll<string | number>().as('n')])
          .groupBy(['page', 'properties'])
          .limit(ROW_LIMIT),
      );
    },
  };
}
