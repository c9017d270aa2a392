import { AUDIENCE_REFERRERS, AUDIENCE_TOP, MAX_COUNTED_SECONDS, type SiteAudience } from '../../../domain/analytics/site-audience';
import { TRAFFIC_SOURCES, trafficSourceOf } from '../../../domain/analytics/traffic-funnel';
import { periodDays, type StatsPeriodQuery } from '../../../domain/tracking-link-stats';
import type { Database } from '../../db/database';
import { audienceRepository } from './audience-repository';
import { eventProperties } from './event-properties';

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const startOf = (day: string) => `${day}T00:00:00.000Z`;

/** A reading's seconds, capped; nothing for a reading without a usable number. */
const secondsOf = (properties: string): number | null => {
  const seconds = eventProperties(properties).seconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, MAX_COUNTED_SECONDS) : null;
};

const mean = (total: number, count: number) => (count > 0 ? total / count : null);

/**
 * The public site's audience over a period (Plausible's first screen): visitors and page views per day, the
 * most viewed pages with their time on page, where visitors came from, against the same span just before.
 */
export function siteAudience(db: Database, ownHost: string) {
  const audience = audienceRepository(db);
  return {
    async over(period: StatsPeriodQuery, now = new Date()): Promise<SiteAudience> {
      const days = periodDays(period, now);
      const from = days[0] as string;
      const to = days[days.length - 1] as string;
      const since = startOf(from);
      const until = startOf(shift(to, 1));
      const previousFrom = shift(from, -days.length);
      const previousTo = shift(from, -1);
      const [perDay, pages, readings, landings, previous] = await Promise.all([
        audience.perDay(since, until),
        audience.topPages(since, until, AUDIENCE_TOP),
        audience.timesOnPage(since, until),
        audience.landings(since, until),
        audience.totals(startOf(previousFrom), since),
      ]);

      const byDay = new Map(perDay.map((row) => [row.day, row]));
      const series = days.map((day) => ({ day, visitors: byDay.get(day)?.visitors ?? 0, pageViews: byDay.get(day)?.pageViews ?? 0 }));
      // Keys change every day: the period's visitors are the days' visitors added up.
      const visitors = series.reduce((sum, row) => sum + row.visitors, 0);
      const pageViews = series.reduce((sum, row) => sum + row.pageViews, 0);

      const times = new Map<string, { total: number; count: number }>();
      let allSeconds = 0;
      let allReadings = 0;
      for (const reading of readings) {
        const seconds = secondsOf(reading.properties);
        if (seconds === null) continue;
        const page = times.get(reading.page) ?? { total: 0, count: 0 };
        page.total += seconds;
        page.count += 1;
        times.set(reading.page, page);
        allSeconds += seconds;
        allReadings += 1;
      }

      const bySource = new Map(TRAFFIC_SOURCES.map((source) => [source, 0]));
      const byReferrer = new Map<string, number>();
      for (const landing of landings) {
        const properties = eventProperties(landing.properties);
        const source = trafficSourceOf(properties, ownHost);
        bySource.set(source, (bySource.get(source) ?? 0) + 1);
        const referrer = typeof properties.referrer === 'string' ? properties.referrer.toLowerCase().replace(/:\d+$/, '') : '';
        if (referrer && referrer !== ownHost) byReferrer.set(referrer, (byReferrer.get(referrer) ?? 0) + 1);
      }

      return {
        from,
        to,
        totals: { visitors, pageViews, pagesPerVisitor: visitors > 0 ? pageViews / visitors : null, averageSeconds: mean(allSeconds, allReadings) },
        previous: { from: previousFrom, to: previousTo, ...previous },
        days: series,
        pages: pages.map((row) => {
          const time = times.get(row.page);
          return { ...row, averageSeconds: time ? mean(time.total, time.count) : null };
        }),
        sources: TRAFFIC_SOURCES.map((source) => ({ source, visitors: bySource.get(source) ?? 0 })),
        referrers: [...byReferrer]
          .map(([referrer, count]) => ({ referrer, visitors: count }))
          .sort((a, b) => b.visitors - a.visitors || a.referrer.localeCompare(b.referrer))
          .slice(0, AUDIENCE_REFERRERS),
      };
    },
  };
}
