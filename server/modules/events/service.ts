import type { AnalyticsEvent } from '../../../domain/analytics/events';
import { deviceOf } from '../../../domain/analytics/device';
import { browserAndSystemOf } from './browser-and-system';
import { funnelStage } from '../../../domain/analytics/funnel';
import type { Database, Executor } from '../../db/database';
import { durableWrite } from '../../db/durable-writes';
import { botDetector } from './bot-filter';
import { eventProperties } from './event-properties';
import { eventsRepository, NOT_FOUND_PROPERTY } from './repository';
import { visitorKeyer } from './visitor-key';
import { DAY_MS } from '../../../domain/calendar-day';

/** The referrer's host only: a full address may carry a search or a personal query string. */
function referrerHost(referrer: string | undefined): string | undefined {
  if (!referrer) return undefined;
  try {
    return new URL(referrer).host || undefined;
  } catch {
    return undefined;
  }
}

/** The addresses listed in the report of pages not found, the referrers read per address, and those shown. */
const NOT_FOUND_PAGES = 50;
const REFERRER_SAMPLE = 5_000;
const TOP_REFERRERS = 3;

/**
 * `sitePages`: the addresses of the built site's pages; a page view of any other is marked not found. Without them
 * (no build), none is.
 */
export function eventsService(db: Database, sitePages: () => ReadonlySet<string> = () => new Set()) {
  const events = eventsRepository(db);
  const isNotFound = (page: string) => {
    const pages = sitePages();
    return pages.size > 0 && !pages.has(page.replace(/\/+$/, '') || '/');
  };
  const keyOf = visitorKeyer();
  const isRobot = botDetector();
  /** The addresses not found viewed over the instants [since, until), with their referrers (0464). */
  async function notFoundBetween(since: Date, until?: Date) {
    const { totalViews, totalPages, pages, views } = await events.notFoundViews(since.toISOString(), NOT_FOUND_PAGES, REFERRER_SAMPLE, until?.toISOString());
    const referrersOf = new Map<string, Map<string, number>>();
    for (const view of views) {
      const referrer = eventProperties(view.properties).referrer;
      const counts = referrersOf.get(view.page) ?? new Map<string, number>();
      const host = typeof referrer === 'string' ? referrer : '';
      counts.set(host, (counts.get(host) ?? 0) + 1);
      referrersOf.set(view.page, counts);
    }
    return {
      totalViews,
      totalPages,
      pages: pages.map((page) => ({
        ...page,
        referrers: [...(referrersOf.get(page.page) ?? new Map<string, number>())]
          .map(([referrer, count]) => ({ referrer, views: count }))
          .sort((a, b) => b.views - a.views || a.referrer.localeCompare(b.referrer))
          .slice(0, TOP_REFERRERS),
      })),
    };
  }

  return {
    /** Stores one event unless a robot sent it; answers whether it was kept. */
    async record(event: AnalyticsEvent, context: { address: string; userAgent: string }): Promise<boolean> {
      if (!context.userAgent || isRobot(context.userAgent)) return false;
      const page = event.page.split(/[?#]/)[0] || '/';
      const referrer = referrerHost(event.referrer);
      // A page view keeps the kind of device, the browser's and the system's names (never the user agent itself),
      // read by the audience's 'Appareils', 'Navigateurs' and 'Systèmes'.
      const device = event.event === 'page_view' ? { device: deviceOf(context.userAgent), ...browserAndSystemOf(context.userAgent) } : {};
      // Said by the server alone: a browser's claim is dropped.
      const { [NOT_FOUND_PROPERTY]: _claimed, browser: _browser, os: _os, ...properties } = event.properties;
      const notFound = event.event === 'page_view' && isNotFound(page) ? { [NOT_FOUND_PROPERTY]: true } : {};
      const row = {
        name: event.event,
        page,
        funnelStage: funnelStage(page),
        visitorKey: keyOf(context.address, context.userAgent),
        properties: JSON.stringify({ ...properties, ...(referrer ? { referrer } : {}), ...device, ...notFound }),
        createdAt: new Date().toISOString(),
      };
      await durableWrite(db, (executor) => events.insert(row, executor));
      return true;
    },
    /**
     * The addresses visited that matched no page over the last `days` days (docs/decisions/0464-pages-not-found.md):
     * each with its views, its last one and where its visitors came from (the referrer's host, '' for none), the
     * most viewed first.
     */
    async notFoundPages(days: number, now = new Date()) {
      return { days, ...(await notFoundBetween(new Date(now.getTime() - days * DAY_MS))) };
    },
    /** The same over the instants [since, until), the weekly report's week. */
    notFoundBetween,
    /** Retention (public-site §9): events older than the cutoff, and their deletion. */
    countBefore: (cutoff: Date) => events.count(cutoff.toISOString()),
    removeBefore: (cutoff: Date, executor?: Executor) => events.removeBefore(cutoff.toISOString(), executor),
    /** What the events say about a person (GDPR access), and their erasure. */
    mentioning: (terms: string[]) => events.mentioning(terms),
    eraseMentioning: (terms: string[]) => events.removeMentioning(terms),
  };
}
