import type { AnalyticsEvent } from '../../../domain/analytics/events';
import { deviceOf } from '../../../domain/analytics/device';
import { funnelStage } from '../../../domain/analytics/funnel';
import type { Database, Executor } from '../../db/database';
import { durableWrite } from '../../db/durable-writes';
import { botDetector } from './bot-filter';
import { eventsRepository } from './repository';
import { visitorKeyer } from './visitor-key';

/** The referrer's host only: a full address may carry a search or a personal query string. */
function referrerHost(referrer: string | undefined): string | undefined {
  if (!referrer) return undefined;
  try {
    return new URL(referrer).host || undefined;
  } catch {
    return undefined;
  }
}

export function eventsService(db: Database) {
  const events = eventsRepository(db);
  const keyOf = visitorKeyer();
  const isRobot = botDetector();
  return {
    /** Stores one event unless a robot sent it; answers whether it was kept. */
    async record(event: AnalyticsEvent, context: { address: string; userAgent: string }): Promise<boolean> {
      if (!context.userAgent || isRobot(context.userAgent)) return false;
      const page = event.page.split(/[?#]/)[0] || '/';
      const referrer = referrerHost(event.referrer);
      // A page view keeps the kind of device (never the user agent itself), read by the audience's 'Appareils'.
      const device = event.event === 'page_view' ? { device: deviceOf(context.userAgent) } : {};
      const row = {
        name: event.event,
        page,
        funnelStage: funnelStage(page),
        visitorKey: keyOf(context.address, context.userAgent),
        properties: JSON.stringify({ ...event.properties, ...(referrer ? { referrer } : {}), ...device }),
        createdAt: new Date().toISOString(),
      };
      await durableWrite(db, (executor) => events.insert(row, executor));
      return true;
    },
    /** Retention (public-site §9): events older than the cutoff, and their deletion. */
    countBefore: (cutoff: Date) => events.count(cutoff.toISOString()),
    removeBefore: (cutoff: Date, executor?: Executor) => events.removeBefore(cutoff.toISOString(), executor),
    /** What the events say about a person (GDPR access), and their erasure. */
    mentioning: (terms: string[]) => events.mentioning(terms),
    eraseMentioning: (terms: string[]) => events.removeMentioning(terms),
  };
}
