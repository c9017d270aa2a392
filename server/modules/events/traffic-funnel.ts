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
      const landings = await events.landings(since);
      const bySource = new Map<TrafficSource, Steps>(TRAFFIC_SOURCES.map((source) => [source, { visitors: 0, formOpeners: 0, leads: 0 }]));
      for (const landing of landings) {
        const steps = bySource.get(trafficSourceOf(eventProperties(landing.properties), ownHost)) as Steps;
        steps.visitors += Number(landing.visitors);
        steps.formOpeners += Number(landing.openers ?? 0);
        steps.leads += Number(landing.senders ?? 0);
      }
      const sources = TRAFFIC_SOURCES.map((source) => ({ source, ...(bySource.get(source) as Steps) }));
      const total = (key: keyof Steps) => sources.reduce((sum, row) => sum + row[key], 0);
      return { since, days, totals: { visitors: total('visitors'), formOpeners: total('formOpeners'), leads: total('leads') }, sources };
    },
  };
}
