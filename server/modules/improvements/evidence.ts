import type { Database } from '../../db/database';
import { chatbotService } from '../chatbot/service';
import { funnelAndSearches } from '../events/funnel-and-searches';
import { leadProfiles, type LeadProfile } from '../prospects/lead-profiles';
import { requestsService } from '../requests/service';
import { HEAVY_PAGE_BYTES, seoService } from '../seo/service';
import { DAY_MS } from '../../../domain/calendar-day';

export const EVIDENCE_DAYS = 30;
/** A request left pending longer than this is late (the site promises an answer within 24 h). */
export const INBOX_LATE_HOURS = 48;

/** Everything the ideas are built from: this product's own records, nothing invented. */
export interface Evidence {
  unansweredQuestions: Array<{ user_query: string; count: number }>;
  missedSearches: { total: number; missed: Array<{ query: string; count: number }> };
  seoFailures: Array<{ url: string; issues: string[] }>;
  pagesAudited: number;
  heavyPages: Array<{ url: string; bytes: number }>;
  lateRequests: Array<{ source: string; count: number; oldest: string }>;
  funnel: Array<{ stage: string; visitors: number }>;
  leads: LeadProfile[];
}

export async function gatherEvidence(db: Database, site: { siteDir: string; publicUrl: string }, now = new Date()): Promise<Evidence> {
  const since = new Date(now.getTime() - EVIDENCE_DAYS * DAY_MS).toISOString();
  const lateCutoff = new Date(now.getTime() - INBOX_LATE_HOURS * 3_600_000).toISOString();
  const seo = seoService(db, site);
  const audited = await seo.auditPages();
  const [unansweredQuestions, missedSearches, lateRequests, funnel, leads] = await Promise.all([
    chatbotService(db).unansweredQuestions(10),
    funnelAndSearches(db).searchesWithoutResults(since),
    requestsService(db).pendingSince(lateCutoff),
    funnelAndSearches(db).visitorsByStage(since),
    leadProfiles(db).profiles(),
  ]);
  return {
    unansweredQuestions: unansweredQuestions.map(({ user_query, count }) => ({ user_query, count })),
    missedSearches,
    seoFailures: audited.filter((page) => page.indexable && page.issues.length).map(({ url, issues }) => ({ url, issues })),
    pagesAudited: audited.length,
    heavyPages: audited.filter((page) => page.bytes > HEAVY_PAGE_BYTES).map(({ url, bytes }) => ({ url, bytes })),
    lateRequests,
    funnel,
    leads,
  };
}
