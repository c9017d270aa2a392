import { FORM_PAGES, LEAD_EVENT, TRAFFIC_SOURCES, trafficSourceOf, type TrafficFunnel, type TrafficSource } from '../../../domain/analytics/traffic-funnel';
import type { Database } from '../../db/database';

/** Bounds the visitors read for one funnel; far beyond what the agency's site sees in a month. */
const VISITOR_LIMIT = 200_000;

const parsed = (properties: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(properties);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * Visitors → visitors who opened a lead form → visitors who sent one, by the source of their first page
 * view, from the first-party analytics (robots are never stored). A visitor is a daily key (visitor-key.ts).
 */
export function trafficFunnel(db: Database, ownHost: string) {
  const visitorsWith = async (since: string, filter: 'form' | 'lead') => {
    let query = db.selectFrom('analyticsEvents').select('visitorKey').distinct().where('createdAt', '>=', since);
    query = filter === 'form' ? query.where('name', '=', 'page_view').where('page', 'in', [...FORM_PAGES]) : query.where('name', '=', LEAD_EVENT);
    return new Set((await query.execute()).map((row) => row.visitorKey));
  };

  return {
    async since(since: string, days: number): Promise<TrafficFunnel> {
      const firstViews = db
        .selectFrom('analyticsEvents')
        .select((eb) => eb.fn.min('id').as('id'))
        .where('name', '=', 'page_view')
        .where('createdAt', '>=', since)
        .groupBy('visitorKey');
      const [landings, formOpeners, leads] = await Promise.all([
        db
          .selectFrom('analyticsEvents')
          .select(['visitorKey', 'properties'])
          .where('id', 'in', firstViews)
          .limit(VISITOR_LIMIT)
          .execute(),
        visitorsWith(since, 'form'),
        visitorsWith(since, 'lead'),
      ]);
      const bySource = new Map<TrafficSource, { visitors: number; formOpeners: number; leads: number }>(
        TRAFFIC_SOURCES.map((source) => [source, { visitors: 0, formOpeners: 0, leads: 0 }]),
      );
      for (const { visitorKey, properties } of landings) {
        const steps = bySource.get(trafficSourceOf(parsed(properties), ownHost)) as { visitors: number; formOpeners: number; leads: number };
        steps.visitors += 1;
        // A later step counts only visitors of an earlier one, so the funnel never widens.
        if (formOpeners.has(visitorKey) || leads.has(visitorKey)) steps.formOpeners += 1;
        if (leads.has(visitorKey)) steps.leads += 1;
      }
      const sources = TRAFFIC_SOURCES.map((source) => ({ source, ...(bySource.get(source) as { visitors: number; formOpeners: number; leads: number }) }));
      const total = (key: 'visitors' | 'formOpeners' | 'leads') => sources.reduce((sum, row) => sum + row[key], 0);
      return { since, days, totals: { visitors: total('visitors'), formOpeners: total('formOpeners'), leads: total('leads') }, sources };
    },
  };
}
