import { isbot } from 'isbot';
import type { AnalyticsEvent } from '../../../domain/analytics/events';
import { funnelStage } from '../../../domain/analytics/funnel';
import type { Database } from '../../db/database';
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

/** Browsers send the same few user agents over and over: isbot's large expression runs once per agent. */
function botDetector(capacity = 1000) {
  const known = new Map<string, boolean>();
  return (userAgent: string): boolean => {
    const cached = known.get(userAgent);
    if (cached !== undefined) return cached;
    const robot = isbot(userAgent);
    if (known.size >= capacity) known.delete(known.keys().next().value as string);
    known.set(userAgent, robot);
    return robot;
  };
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
      await events.insert({
        name: event.event,
        page,
        funnelStage: funnelStage(page),
        visitorKey: keyOf(context.address, context.userAgent),
        properties: JSON.stringify({ ...event.properties, ...(referrer ? { referrer } : {}) }),
        createdAt: new Date().toISOString(),
      });
      return true;
    },
    /** What the events say about a person (GDPR access), and their erasure. */
    mentioning: (terms: string[]) => events.mentioning(terms),
    eraseMentioning: (terms: string[]) => events.removeMentioning(terms),
  };
}
