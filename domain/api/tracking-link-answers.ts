import { spendSchema } from '../campaign-spends';
import { campaignLeadsSchema, campaignStatsSchema, campaignViewSchema, linkLeadsSchema, linkStatsSchema } from '../tracking-link-stats';
import { clickHistorySchema, trackingLinkSchema, trackingStatisticsSchema } from '../tracking-links';
import { z } from '../validation/zod';

const ok = { success: z.literal(true) };

export const trackingLinksAnswer = z.object({ ...ok, data: z.array(trackingLinkSchema) });
export const trackingStatisticsAnswer = trackingStatisticsSchema.extend(ok);
export const clickHistoryAnswer = clickHistorySchema.extend(ok);
/** A created, changed or toggled link, with the French confirmation. */
export const trackingLinkSavedAnswer = z.object({ ...ok, message: z.string(), data: trackingLinkSchema });
/** One link's statistics over a period. */
export const linkStatsAnswer = linkStatsSchema.extend(ok);
/** Every campaign's totals over a period, and the busiest one's statistics in full. */
export const campaignViewAnswer = campaignViewSchema.extend(ok);
/** One campaign's statistics in full. */
export const campaignStatsAnswer = campaignStatsSchema.extend(ok);
/** The leads one campaign's links brought over a period (0578). */
export const campaignLeadsAnswer = campaignLeadsSchema.extend(ok);
/** The leads one link brought over a period (0578). */
export const linkLeadsAnswer = linkLeadsSchema.extend(ok);
/** One campaign's spends, the latest day first (0454). */
export const spendsAnswer = z.object({ ...ok, spends: z.array(spendSchema) });
/** A spend added, with the French confirmation. */
export const spendAddedAnswer = z.object({ ...ok, message: z.string(), spend: spendSchema });
