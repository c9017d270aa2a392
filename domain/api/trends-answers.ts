import { prospectSchema } from './prospect-answers';
import { z } from '../validation/zod';
import { currentVisitorsSchema, siteAudienceSchema } from '../analytics/site-audience';
import { trafficFunnelSchema } from '../analytics/traffic-funnel';

/** Where a lead came from, in the trend's order and words. */
export const TREND_SOURCES = ['contact', 'callback', 'super-assistant', 'manuel', 'import'] as const;
export type TrendSource = (typeof TREND_SOURCES)[number];
export const trendSourceLabels: Record<TrendSource, string> = {
  contact: 'Contact',
  callback: 'Rappel',
  'super-assistant': 'Super assistant',
  manuel: 'Saisie manuelle',
  import: 'Import CSV',
};
export const TREND_DAYS = 30;

/** GET /api/admin/dashboard/trends: leads per day and source, the last 7 days against the 7 before, follow-ups due. */
export const trendsAnswer = z.object({
  success: z.literal(true),
  days: z.array(z.object({ day: z.string(), total: z.number().int(), bySource: z.record(z.string(), z.number().int()) })),
  week: z.object({ current: z.number().int(), previous: z.number().int() }),
  overdue: z.object({ total: z.number().int(), prospects: z.array(prospectSchema) }),
});
export type LeadTrends = z.output<typeof trendsAnswer>;

/** The dashboard's funnel of the last 30 days. */
export const trafficFunnelAnswer = trafficFunnelSchema.extend({ success: z.literal(true) });

/** The public site's audience over a period. */
export const siteAudienceAnswer = siteAudienceSchema.extend({ success: z.literal(true) });

/** Who is on the public site in the last few minutes. */
export const currentVisitorsAnswer = currentVisitorsSchema.extend({ success: z.literal(true) });
