import { funnelStage } from '../../../domain/analytics/funnel';
import type { Database } from '../../db/database';
import { funnelAndSearchesRepository } from './funnel-and-searches-repository';

interface MissedSearch {
  query: string;
  count: number;
}

/** What the improvements and SEO pages read of the first-party analytics (missed searches, funnel stages), and the funnel reclassification. */
export function funnelAndSearches(db: Database) {
  const events = funnelAndSearchesRepository(db);
  return {
    /** Recomputes each stored event's funnel stage from the current rules (domain/analytics/funnel.ts). */
    async reclassifyFunnel(): Promise<{ pages: number; updated: number }> {
      const pairs = await events.pageStages();
      const pages = new Set(pairs.map((p) => p.page));
      let updated = 0;
      for (const page of pages) updated += await events.setStage(page, funnelStage(page));
      return { pages: pages.size, updated };
    },
    /**
     * Site searches that found nothing, ranked. A 'search' event carries `query` and `results`
     * (the number of results shown) in its properties.
     */
    async searchesWithoutResults(since: string, limit = 10): Promise<{ total: number; missed: MissedSearch[] }> {
      const rows = await events.searches(since);
      const counts = new Map<string, number>();
      for (const row of rows) {
        let properties: Record<string, unknown>;
        try {
          properties = JSON.parse(row.properties) as Record<string, unknown>;
        } catch {
          continue;
        }
        const query = typeof properties.query === 'string' ? properties.query.trim().toLowerCase() : '';
        if (!query || Number(properties.results) !== 0) continue;
        counts.set(query, (counts.get(query) ?? 0) + 1);
      }
      const missed = [...counts].map(([query, count]) => ({ query, count })).sort((a, b) => b.count - a.count || a.query.localeCompare(b.query));
      return { total: rows.length, missed: missed.slice(0, limit) };
    },
    visitorsByStage: (since: string) => events.visitorsByStage(since),
  };
}
