import { sql, type Compilable } from 'kysely';
import { LEAD_FORMS, UNKNOWN_SOFTWARE, type AudienceFilter, type LeadForm } from '../../../domain/analytics/site-audience';
import { LEAD_EVENT, type TrafficSource } from '../../../domain/analytics/traffic-funnel';
import { DEVICES } from '../../../domain/tracking-link-stats';
import type { Database } from '../../db/database';
import { readAllOffLoop, readOneOffLoop } from '../../db/off-loop-reads';
import { hoursSince, parisDayOf, parisDays } from '../../db/paris-day';

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
 * The visitor keys a filter keeps, read once for a period, as the JSON text the database wrote (an array on SQLite,
 * an object on PostgreSQL): handed back to it as one parameter, never parsed by the server; null keeps every visitor.
 */
export type VisitorKeys = { readonly json: string } | null;

/**
 * The audience queries over [since, until): page views, their visitors, times on page and first views, each kept
 * to the visitors the filter matches (docs/decisions/0392-audience-filters.md).
 */
export function audienceRepository(db: Database) {
  // Each query reads a period of the events, hundreds of thousands of rows on a busy site: made on the checkpoint
  // worker's connection where the database allows it, so that the event loop keeps serving the site (0507).
  const all = <Row>(query: Compilable<Row>) => readAllOffLoop(db, query.compile());
  const one = <Row>(query: Compilable<Row>) => readOneOffLoop(db, query.compile());
  const pageViews = (since: string, until: string) =>
    db.selectFrom('analyticsEvents').where('name', '=', 'page_view').where('createdAt', '>=', since).where('createdAt', '<', until);
  const leadsSent = (since: string, until: string) =>
    db.selectFrom('analyticsEvents').where('name', '=', LEAD_EVENT).where('createdAt', '>=', since).where('createdAt', '<', until);
  /** The form a lead event names: 'contact' when it names none (the contact form sends none) or one the site lacks. */
  const leadFormOf = () => {
    const named = rawPropertyOf(db.dialect, 'form');
    return sql<LeadForm>`case when ${named} in (${sql.join(LEAD_FORMS.filter((form) => form !== 'contact'))}) then ${named} else 'contact' end`;
  };

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
    const { page, entry, exit, campaign, referrer, device, source, browser, os, form } = filter;
    if (!page && !entry && !exit && !campaign && !referrer && !device && !source && !browser && !os && !form) return null;
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
    if (form) landings = landings.where('visitorKey', 'in', leadsSent(since, until).select('visitorKey').where(leadFormOf(), '=', form));
    if (!page) return landings;
    return landings.where('visitorKey', 'in', pageViews(since, until).select('visitorKey').where('page', '=', page));
  };

  /**
   * Whether a row's visitor key is among those kept, looked up in the JSON the database wrote (one parameter, where a
   * list of parameters would meet its bound): on SQLite an array, which `in` makes an index of once per query; on
   * PostgreSQL an object, whose keys `?` finds by binary search, a filter no plan can turn into a nested loop over
   * the keys, statistics or not.
   */
  const isKept = ({ json }: { readonly json: string }, column: 'visitor_key' | 'analytics_events.visitor_key') =>
    db.dialect === 'postgres' ? sql<boolean>`cast(${json} as jsonb) ? ${sql.ref(column)}` : sql<boolean>`${sql.ref(column)} in (select value from json_each(${json}))`;

  /** The period's page views of the visitors kept (all of them for null). */
  const views = (since: string, until: string, keys: VisitorKeys) => (keys ? pageViews(since, until).where(isKept(keys, 'visitor_key')) : pageViews(since, until));

  /** The views and visitor keys of each view's Paris day, as the time zone database gives it. */
  const viewsPerZoneDay = (since: string, until: string, keys: VisitorKeys) => {
    const day = parisDayOf(db.dialect, 'created_at');
    return views(since, until, keys)
      .select((eb) => [day.as('day'), eb.fn.countAll<string | number>().as('views'), eb.fn.count<string | number>('visitorKey').distinct().as('visitors')])
      .groupBy(day);
  };

  /** The views and visitor keys of each of the Paris days given, each day's views found by its bounds. */
  const viewsPerBoundedDay = (days: readonly string[], keys: VisitorKeys) => {
    const viewed = db
      .with('days(day, starts, ends)', () => parisDays(days))
      .selectFrom('days')
      .innerJoin('analyticsEvents', (join) => join.onRef('analyticsEvents.createdAt', '>=', 'days.starts').onRef('analyticsEvents.createdAt', '<', 'days.ends'))
      .where('analyticsEvents.name', '=', 'page_view');
    return (keys ? viewed.where(isKept(keys, 'analytics_events.visitor_key')) : viewed)
      .select((eb) => ['days.day', eb.fn.countAll<string | number>().as('views'), eb.fn.count<string | number>('analyticsEvents.visitorKey').distinct().as('visitors')])
      .groupBy('days.day');
  };

  return {
    /**
     * The visitor keys of [since, until) that the filter matches, null without any filter: read once, then given
     * to each query of the period rather than each one finding them again (a filter costs one read, not eight).
     */
    async visitorKeys(since: string, until: string, filter: VisitorFilter): Promise<VisitorKeys> {
      const visitors = matchingVisitors(since, until, filter);
      if (!visitors) return null;
      // One row per key (each key has one first view), gathered by the database into one text: tens of thousands of
      // rows carried to the event loop would pause it.
      const gathered =
        db.dialect === 'postgres' ? sql<string>`coalesce(cast(jsonb_object_agg(kept.visitor_key, true) as text), '{}')` : sql<string>`json_group_array(kept.visitor_key)`;
      const row = await one(db.selectFrom(visitors.limit(ROW_LIMIT).as('kept')).select(gathered.as('json')));
      return { json: row?.json ?? (db.dialect === 'postgres' ? '{}' : '[]') };
    },

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

    /** The pages the visitors kept left from (each visitor key's last page view), the most frequent first. */
    async exitPages(since: string, until: string, limit: number, keys: VisitorKeys) {
      const lastViews = db.selectFrom('analyticsEvents').where('id', 'in', lastViewIds(since, until));
      const exits = await all(
        (keys ? lastViews.where(isKept(keys, 'visitor_key')) : lastViews)
          .select((eb) => ['page', eb.fn.countAll<string | number>().as('exits')])
          .groupBy('page')
          .orderBy('exits', 'desc')
          .orderBy('page')
          .limit(limit),
      );
      return exits.map((row) => ({ page: row.page, visitors: Number(row.exits) }));
    },

    /** The page views the pages given had from the visitors kept. */
    async pageViewCounts(since: string, until: string, pages: readonly string[], keys: VisitorKeys) {
      if (pages.length === 0) return [];
      const rows = await all(
        views(since, until, keys)
          .where('page', 'in', pages)
          .select((eb) => ['page', eb.fn.countAll<string | number>().as('views')])
          .groupBy('page'),
      );
      return rows.map((row) => ({ page: row.page, pageViews: Number(row.views) }));
    },

    /**
     * Page views and distinct visitor keys on each of the Paris days given, the period [since, until) they make up.
     * PostgreSQL reads each view's Paris day from its time zone database; SQLite would compute it with three date
     * functions per view, most of the read, so there each day's views are found by its bounds through the index on
     * their instant (PostgreSQL without statistics would compare every view with every day's bounds that way).
     */
    async perDay(days: readonly string[], since: string, until: string, keys: VisitorKeys) {
      const rows = db.dialect === 'postgres' ? await all(viewsPerZoneDay(since, until, keys)) : await all(viewsPerBoundedDay(days, keys));
      return rows.map((row) => ({ day: String(row.day), pageViews: Number(row.views), visitors: Number(row.visitors) }));
    },

    /**
     * The views and visitor keys of each hour of [since, until), `since` on an hour: `hour` counts the hours from
     * it, a visitor seen in two hours counted in each (Plausible's hourly graph).
     */
    async perHour(since: string, until: string, keys: VisitorKeys) {
      const hour = hoursSince(db.dialect, 'created_at', since);
      const rows = await all(
        views(since, until, keys)
          .select((eb) => [hour.as('hour'), eb.fn.countAll<string | number>().as('views'), eb.fn.count<string | number>('visitorKey').distinct().as('visitors')])
          // By its name: PostgreSQL would not see the expression's parameter in the grouping as the same one.
          .groupBy(sql.ref('hour')),
      );
      return rows.map((row) => ({ hour: Number(row.hour), pageViews: Number(row.views), visitors: Number(row.visitors) }));
    },

    /** The most viewed pages, with their visitor keys (each one a visitor on one day). */
    async topPages(since: string, until: string, limit: number, keys: VisitorKeys) {
      const rows = await all(
        views(since, until, keys)
          .select((eb) => ['page', eb.fn.countAll<string | number>().as('views'), eb.fn.count<string | number>('visitorKey').distinct().as('visitors')])
          .groupBy('page')
          .orderBy('views', 'desc')
          .orderBy('page')
          .limit(limit),
      );
      return rows.map((row) => ({ page: row.page, pageViews: Number(row.views), visitors: Number(row.visitors) }));
    },

    async totals(since: string, until: string, keys: VisitorKeys) {
      const row = await one(
        views(since, until, keys)
          .select((eb) => [eb.fn.countAll<string | number>().as('views'), eb.fn.count<string | number>('visitorKey').distinct().as('visitors')]),
      );
      return { pageViews: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
    },

    /** Visitor keys that sent a lead form in the period. */
    async leads(since: string, until: string, keys: VisitorKeys) {
      const sent = leadsSent(since, until);
      const row = await one(
        (keys ? sent.where(isKept(keys, 'visitor_key')) : sent)
          .select((eb) => eb.fn.count<string | number>('visitorKey').distinct().as('visitors')),
      );
      return Number(row?.visitors ?? 0);
    },

    /** Visitor keys that sent each lead form in the period (`leadFormOf`). */
    async leadsByForm(since: string, until: string, keys: VisitorKeys) {
      const sent = leadsSent(since, until);
      const rows = await all(
        (keys ? sent.where(isKept(keys, 'visitor_key')) : sent)
          .select((eb) => [leadFormOf().as('leadForm'), eb.fn.count<string | number>('visitorKey').distinct().as('visitors')])
          // By its name: PostgreSQL would not see the expression's parameters in the grouping as the same ones.
          .groupBy(sql.ref('leadForm')),
      );
      return rows.map((row) => ({ form: row.leadForm, visitors: Number(row.visitors) }));
    },

    /** Visitor keys with their page views counted, and those among them who saw one page only. */
    async bounces(since: string, until: string, keys: VisitorKeys) {
      const perVisitor = views(since, until, keys)
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
     * For each page, the deepest scroll mark (25, 50, 75 or 90) each visitor key reached on it, added up, and how
     * many keys sent one; a mark other than those four counts 0, whatever a client sent.
     */
    async scrollDepths(since: string, until: string, keys: VisitorKeys) {
      const stored = rawPropertyOf(db.dialect, 'depth');
      const mark = db.dialect === 'postgres' ? stored : sql<string | null>`cast(${stored} as text)`;
      const depth = sql<number>`case ${mark} when '90' then 90 when '75' then 75 when '50' then 50 when '25' then 25 else 0 end`;
      const marks = db
        .selectFrom('analyticsEvents')
        .where('name', '=', 'scroll_depth')
        .where('createdAt', '>=', since)
        .where('createdAt', '<', until);
      const perVisitor = (keys ? marks.where(isKept(keys, 'visitor_key')) : marks)
        .select((eb) => ['page', eb.fn.max(depth).as('deepest')])
        .groupBy(['page', 'visitorKey'])
        .as('perVisitor');
      const rows = await all(
        db
          .selectFrom(perVisitor)
          .select((eb) => ['perVisitor.page', eb.fn.sum<string | number>('perVisitor.deepest').as('total'), eb.fn.countAll<string | number>().as('scrolled')])
          .groupBy('perVisitor.page')
          .limit(ROW_LIMIT),
      );
      return rows.map((row) => ({ page: row.page, total: Number(row.total), scrolled: Number(row.scrolled) }));
    },

    /**
     * The time-on-page readings: each page and properties (`seconds`) read by the service, with how many readings
     * carry them, so that the service reads each distinct one once.
     */
    timesOnPage(since: string, until: string, keys: VisitorKeys) {
      const readings = db
        .selectFrom('analyticsEvents')
        .where('name', '=', 'time_on_page')
        .where('createdAt', '>=', since)
        .where('createdAt', '<', until);
      return all(
        (keys ? readings.where(isKept(keys, 'visitor_key')) : readings)
          .select(['page', 'properties', (eb) => eb.fn.countAll<string | number>().as('n')])
          .groupBy(['page', 'properties'])
          .limit(ROW_LIMIT),
      );
    },

    /**
     * The visitors' first page views: each page and properties (campaign, referrer, device) with how many visitors
     * arrived so, so that the service classifies each distinct landing once rather than every visitor (0507).
     */
    landings(since: string, until: string, keys: VisitorKeys) {
      const firstViews = db.selectFrom('analyticsEvents').where('id', 'in', firstViewIds(since, until));
      return all(
        (keys ? firstViews.where(isKept(keys, 'visitor_key')) : firstViews)
          .select(['page', 'properties', (eb) => eb.fn.countAll<string | number>().as('n')])
          .groupBy(['page', 'properties'])
          .limit(ROW_LIMIT),
      );
    },
  };
}
