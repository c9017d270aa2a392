import { TRAFFIC_SOURCES, trafficSourceOf, type TrafficFunnel, type TrafficSource } from '../../../domain/analytics/traffic-funnel';
import type { Database } from '../../db/database';
import { funnelRepository } from './funnel-repository';
import { eventProperties } from './event-properties';

type Steps = { visitors: number; formOpeners: number; leads: number };

/**
 * Visitors → visitors who opened a lead form → visitors who sent one, by the source of their first page
 * view, from the first-party analytics (robots are never stored). A visitor is a daily key (visitor-key.ts).
 */
export function trafficFunnel(db: Database, ownHost: string) {
  const events = funnelRepository(db);
  return {
    async since(since: string, days: number): Promise<TrafficFunnel> {
      const [landings, formOpeners, leads] = await Promise.all([events.landings(since), events.formOpeners(since), events.leads(since)]);
      const bySource = new Map<TrafficSource, Steps>(TRAFFIC_SOURCES.map((source) => [source, { visitors: 0, formOpeners: 0, leads: 0 }]));
      for (const { visitorKey, properties } of landings) {
        const steps = bySource.get(trafficSourceOf(eventProperties(properties), ownHost)) as Steps;
        steps.visitors += 1;
        // A later step counts only visitors of an earlier one, so the funnel never widens.
        if (formOpeners.has(visitorKey) || leads.has(visitorKey)) steps.formOpeners += 1;
        if (leads.has(visitorKey)) steps.leads += 1;
      }
      const sources = TRAFFIC_SOURCES.map((source) => ({ source, ...(bySource.get(source) as Steps) }));
      const total = (key: keyof Steps) => sources.reduce((sum, row) => sum + row[key], 0);
      return { since, days, totals: { visitors: total('visitors'), formOpeners: total('formOpeners'), leads: total('leads') }, sources };
    },
  };
}
