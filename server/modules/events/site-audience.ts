import {
  AUDIENCE_REFERRERS,
  AUDIENCE_TOP,
  CURRENT_VISITOR_MINUTES,
  LEAD_FORMS,
  MAX_COUNTED_SECONDS,
  UNKNOWN_SOFTWARE,
  type AudienceFilter,
  type CurrentVisitors,
  type SiteAudience,
} from '../../../domain/analytics/site-audience';
import { TRAFFIC_SOURCES, trafficSourceOf } from '../../../domain/analytics/traffic-funnel';
import { comparedUntil, DEVICES, periodDays, type StatsPeriodQuery } from '../../../domain/tracking-link-stats';
import type { Database } from '../../db/database';
import { audienceRepository, type VisitorFilter } from './audience-repository';
import { eventProperties } from './event-properties';
import { addDays } from '../../../domain/calendar-day';
import { parisDayBounds, parisDayHours } from '../../../domain/paris-time';

/**
 * The pages read with their views, the most viewed first: the top of the list is shown, the rest gives the exit
 * pages their views without another read; far beyond the pages of an agency's site.
 */
const PAGES_READ = 1000;

/** The instant a Paris day begins: the statistics count the agency's days (0531). */
const startOf = (day: string) => parisDayBounds(day).from;

/** A reading's seconds, capped; nothing for a reading without a usable number. */
const secondsOf = (properties: string): number | null => {
  const seconds = eventProperties(properties).seconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, MAX_COUNTED_SECONDS) : null;
};

const mean = (total: number, count: number) => (count > 0 ? total / count : null);

/** Counts one visitor under a label. */
const tally = (counts: Map<string, number>, label: string, n = 1) => counts.set(label, (counts.get(label) ?? 0) + n);

/** The most frequent labels first (ties in alphabetical order), as many as the panel lists. */
const top = <K extends string>(counts: Map<string, number>, key: K) =>
  [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, AUDIENCE_REFERRERS)
    .map(([label, visitors]) => ({ [key]: label, visitors }) as Record<K, string> & { visitors: number });

const isDevice = (value: unknown): value is (typeof DEVICES)[number] => (DEVICES as readonly unknown[]).includes(value);

/**
 * The public site's audience over a period (Plausible's first screen): visitors and page views per day, the
 * most viewed pages with their time on page, where visitors came from, against the same span just before.
 */
export function siteAudience(db: Database, ownHost: string) {
  const audience = audienceRepository(db);
  /** A source filter comes with the referrers of both spans that the breakdown's rules put under it. */
  const visitorFilterOf = async ({ source, ...rest }: AudienceFilter, since: string, until: string): Promise<VisitorFilter> => {
    if (!source) return rest;
    const referrers = source === 'campaign' ? [] : (await audience.landingReferrers(since, until)).filter((referrer) => trafficSourceOf({ referrer }, ownHost) === source);
    return { ...rest, source: { kind: source, referrers } };
  };
  return {
    async over(period: StatsPeriodQuery, now = new Date(), wanted: AudienceFilter = {}): Promise<SiteAudience> {
      const days = periodDays(period, now);
      const from = days[0] as string;
      const to = days[days.length - 1] as string;
      const since = startOf(from);
      const until = startOf(addDays(to, 1));
      const previousFrom = addDays(from, -days.length);
      const previousTo = addDays(from, -1);
      const previousUntil = comparedUntil(days, now);
      const filter = await visitorFilterOf(wanted, startOf(previousFrom), until);
      const [kept, keptBefore] = await Promise.all([audience.visitorKeys(since, until, filter), audience.visitorKeys(startOf(previousFrom), since, filter)]);
      const oneDay = days.length === 1;
      const [perDay, perHour, allPages, readings, landings, previous, bounces, leads, leadsByForm, exits, scrolls] = await Promise.all([
        audience.perDay(days, since, until, kept),
        oneDay ? audience.perHour(since, until, kept) : [],
        audience.topPages(since, until, PAGES_READ, kept),
        audience.timesOnPage(since, until, kept),
        audience.landings(since, until, kept),
        audience.totals(startOf(previousFrom), previousUntil ?? since, keptBefore),
        audience.bounces(since, until, kept),
        audience.leads(since, until, kept),
        audience.leadsByForm(since, until, kept),
        audience.exitPages(since, until, AUDIENCE_REFERRERS, kept),
        audience.scrollDepths(since, until, kept),
      ]);

      const pages = allPages.slice(0, AUDIENCE_TOP);
      // An exit page's views come with the pages read, unless it is beyond them.
      const viewsOf = new Map(allPages.map((row) => [row.page, row.pageViews]));
      const unread = exits.filter((row) => !viewsOf.has(row.page)).map((row) => row.page);
      for (const row of await audience.pageViewCounts(since, until, unread, kept)) viewsOf.set(row.page, row.pageViews);

      const scrollOf = new Map(scrolls.filter((row) => row.scrolled > 0).map((row) => [row.page, row]));

      const byDay = new Map(perDay.map((row) => [row.day, row]));
      const series = days.map((day) => ({ day, visitors: byDay.get(day)?.visitors ?? 0, pageViews: byDay.get(day)?.pageViews ?? 0 }));
      const byHour = new Map(perHour.map((row) => [row.hour, row]));
      const hours = oneDay
        ? parisDayHours(from)
            .map(({ hour, starts }, index) => ({ hour, starts, visitors: byHour.get(index)?.visitors ?? 0, pageViews: byHour.get(index)?.pageViews ?? 0 }))
            .filter(({ starts }) => Date.parse(starts) <= now.getTime())
        : [];
      // Keys change every day: the period's visitors are the days' visitors added up.
      const visitors = series.reduce((sum, row) => sum + row.visitors, 0);
      const pageViews = series.reduce((sum, row) => sum + row.pageViews, 0);

      const times = new Map<string, { total: number; count: number }>();
      let allSeconds = 0;
      let allReadings = 0;
      for (const reading of readings) {
        const seconds = secondsOf(reading.properties);
        if (seconds === null) continue;
        const n = Number(reading.n);
        const page = times.get(reading.page) ?? { total: 0, count: 0 };
        page.total += seconds * n;
        page.count += n;
        times.set(reading.page, page);
        allSeconds += seconds * n;
        allReadings += n;
      }

      const bySource = new Map(TRAFFIC_SOURCES.map((source) => [source, 0]));
      const byReferrer = new Map<string, number>();
      const byEntry = new Map<string, number>();
      const byCampaign = new Map<string, number>();
      const byDevice = new Map<string, number>();
      const byBrowser = new Map<string, number>();
      const bySystem = new Map<string, number>();
      const nameOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : UNKNOWN_SOFTWARE);
      for (const landing of landings) {
        const properties = eventProperties(landing.properties);
        const n = Number(landing.n);
        tally(bySource, trafficSourceOf(properties, ownHost), n);
        const referrer = typeof properties.referrer === 'string' ? properties.referrer.toLowerCase().replace(/:\d+$/, '') : '';
        if (referrer && referrer !== ownHost) tally(byReferrer, referrer, n);
        tally(byEntry, landing.page, n);
        if (typeof properties.utm_campaign === 'string' && properties.utm_campaign.trim()) tally(byCampaign, properties.utm_campaign.trim(), n);
        tally(byDevice, isDevice(properties.device) ? properties.device : 'unknown', n);
        tally(byBrowser, nameOf(properties.browser), n);
        tally(bySystem, nameOf(properties.os), n);
      }

      return {
        from,
        to,
        totals: {
          visitors,
          pageViews,
          pagesPerVisitor: visitors > 0 ? pageViews / visitors : null,
          averageSeconds: mean(allSeconds, allReadings),
          bounceRate: mean(bounces.bounces, bounces.visitors),
          leads,
          conversionRate: visitors > 0 ? Math.min(1, leads / visitors) : null,
        },
        leadForms: LEAD_FORMS.map((form) => ({ form, visitors: leadsByForm.find((row) => row.form === form)?.visitors ?? 0 })),
        previous: { from: previousFrom, to: previousTo, until: previousUntil, ...previous },
        days: series,
        hours,
        pages: pages.map((row) => {
          const time = times.get(row.page);
          const scroll = scrollOf.get(row.page);
          // A visitor of the page who never scrolled it counts 0; a page no visitor scrolled has no depth to give.
          const scrollDepth = scroll && row.visitors > 0 ? Math.min(1, scroll.total / 100 / Math.max(row.visitors, scroll.scrolled)) : null;
          return { ...row, averageSeconds: time ? mean(time.total, time.count) : null, scrollDepth };
        }),
        sources: TRAFFIC_SOURCES.map((source) => ({ source, visitors: bySource.get(source) ?? 0 })),
        referrers: top(byReferrer, 'referrer'),
        entryPages: top(byEntry, 'page'),
        exitPages: exits.map((row) => {
          const pageViews = viewsOf.get(row.page) ?? 0;
          return { ...row, pageViews, exitRate: pageViews > 0 ? Math.min(1, row.visitors / pageViews) : null };
        }),
        campaigns: top(byCampaign, 'campaign'),
        // Every kind of device, in a fixed order; 'unknown' only when some page views were stored without one.
        devices: [...DEVICES, 'unknown' as const]
          .map((device) => ({ device, visitors: byDevice.get(device) ?? 0 }))
          .filter((row) => row.device !== 'unknown' || row.visitors > 0),
        browsers: top(byBrowser, 'browser'),
        systems: top(bySystem, 'os'),
      };
    },

    /** Visitors with an event in the last few minutes, and the pages they viewed meanwhile. */
    async now(now = new Date()): Promise<CurrentVisitors> {
      const since = new Date(now.getTime() - CURRENT_VISITOR_MINUTES * 60_000).toISOString();
      return { since, ...(await audience.currentVisitors(since, now.toISOString(), AUDIENCE_REFERRERS)) };
    },
  };
}
