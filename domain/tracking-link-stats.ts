import { spendFiguresSchema } from './campaign-spends';
import { addDays, daysInPeriod, isCalendarDay } from './calendar-day';
import { parisClockTime, parisDayBounds, parisToday } from './paris-time';
import { TRACKING_LIMITS, trackingLinkSchema } from './tracking-links';
import { z } from './validation/zod';

/** Days shown when no period is asked for, and the longest period one request may ask for. */
export const STATS_DEFAULT_DAYS = 30;
export const STATS_MAX_DAYS = 366;
/** Referring hosts listed, the most frequent first. */
export const TOP_REFERRERS = 10;
export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];
export const deviceLabels: Record<Device | 'unknown', string> = { mobile: 'Mobile', tablet: 'Tablette', desktop: 'Ordinateur', unknown: 'Inconnu' };

export const statsMessages = {
  day: 'La date doit être au format AAAA-MM-JJ',
  order: 'La date de début doit précéder la date de fin',
  span: `La période ne peut pas dépasser ${STATS_MAX_DAYS} jours`,
  loadError: 'Erreur lors du chargement des statistiques',
  noCampaign: 'Sans campagne',
  direct: 'Accès direct ou inconnu',
  campaign: `La campagne doit être un seul texte de ${TRACKING_LIMITS.utm} caractères au plus`,
  campaignMissing: 'Indiquez la campagne à afficher',
  unknownCampaign: 'Aucun lien de tracking n’appartient à cette campagne',
} as const;

/** A campaign as the panel and the exports name it: the links without one form « Sans campagne ». */
export const campaignName = (campaign: string): string => campaign || statsMessages.noCampaign;

const day = z.string({ error: statsMessages.day }).refine(isCalendarDay, statsMessages.day);

/** ?from=&to= (Paris days, both included); either may be left out: the period then ends today and lasts 30 days. */
export const statsPeriodSchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine(({ from, to }) => !from || !to || from <= to, { message: statsMessages.order, path: ['from'] })
  .refine(({ from, to }) => !from || !to || daysInPeriod(from, to) <= STATS_MAX_DAYS, { message: statsMessages.span, path: ['from'] });
export type StatsPeriodQuery = z.output<typeof statsPeriodSchema>;

/** A campaign named in a query ('' for the links without one). */
const campaignParam = z
  .string({ error: (issue) => (issue.input === undefined ? statsMessages.campaignMissing : statsMessages.campaign) })
  .max(TRACKING_LIMITS.utm, statsMessages.campaign);

/**
 * GET /api/admin/campaigns/stats/export: the period, and the campaign to export alone ('' for the links without one);
 * without it, every campaign (0567).
 */
export const campaignExportQuerySchema = statsPeriodSchema.safeExtend({ campaign: campaignParam.optional() });

/** GET /api/admin/campaigns/stats/campaign: the period and the campaign read alone (0574). */
export const oneCampaignQuerySchema = statsPeriodSchema.safeExtend({ campaign: campaignParam });

/** The days of a period, oldest first: without an end it ends today (or 366 days on), without a start it lasts 30 days. */
export function periodDays({ from, to }: StatsPeriodQuery, now = new Date()): string[] {
  const today = parisToday(now);
  let last = to ?? today;
  if (from && !to) last = from > today ? from : [today, addDays(from, STATS_MAX_DAYS - 1)].sort()[0] as string;
  const first = from ?? addDays(last, -(STATS_DEFAULT_DAYS - 1));
  return Array.from({ length: daysInPeriod(first, last) }, (_, i) => addDays(first, i));
}

/** The same number of days just before `days`: what a period is compared with. */
export const previousDays = (days: readonly string[]): string[] => days.map((day) => addDays(day, -days.length));

/**
 * Where the period before stops (an instant, ISO) when the period is under way: as long into the matching day before
 * as today is now (yesterday up to this hour, for today), so that a day begun is not set against a whole one, as
 * Plausible compares; null for a period that today is not part of (0572).
 */
export function comparedUntil(days: readonly string[], now = new Date()): string | null {
  const today = parisToday(now);
  if (!days.includes(today)) return null;
  const matching = parisDayBounds(addDays(today, -days.length));
  // To the minute, as the comparison is shown ('jusqu’à 10:42').
  const elapsed = Math.floor((now.getTime() - Date.parse(parisDayBounds(today).from)) / 60_000) * 60_000;
  // The night the clocks go back, 24 h 30 into today may be past the end of a 24-hour matching day.
  return new Date(Math.min(Date.parse(matching.from) + elapsed, Date.parse(matching.to))).toISOString();
}

/** The period before as the answers give it: its first and last days, and where it stops when the period is under way. */
export const previousPeriodSchema = z.object({ from: z.string(), to: z.string(), until: z.string().nullable() });
export type PreviousPeriod = z.output<typeof previousPeriodSchema>;

/** The period before in words, each day written by `dayOf`: 'du 08/10 au 07/11', 'le 06/12 jusqu’à 10:42'. */
export function previousPeriodLabel({ from, to, until }: PreviousPeriod, dayOf: (day: string) => string): string {
  const days = from === to ? `le ${dayOf(from)}` : `du ${dayOf(from)} au ${dayOf(to)}`;
  return until ? `${days} jusqu’à ${parisClockTime(until)}` : days;
}

const count = z.number().int();
const totals = z.object({
  clicks: count,
  scans: count,
  /** Distinct visitors of each day, added up: the key that tells them apart changes every day. */
  visitors: count,
  leads: count,
  /** Leads divided by unique visitors, between 0 and 1; null without visitors. */
  conversionRate: z.number().nullable(),
  /**
   * Estimated values (euros) of the prospects the links brought that were added in the period, converted inbox
   * requests included: all of them, and those won (statut Client). Decision 0372.
   */
  estimatedValue: count,
  wonValue: count,
});

/** What a marketer reads of a link or a campaign over a period; robots are never counted. */
export const visitStatsSchema = z.object({
  totals,
  days: z.array(z.object({ day: z.string(), clicks: count, scans: count, visitors: count, leads: count })),
  /**
   * A one-day period by its Paris hours begun so far (24, or 23 and 25 the nights the clocks change), each named as
   * the clocks showed it ('HH:MM') with the instant it starts; empty for a longer period (0566).
   */
  hours: z.array(z.object({ hour: z.string(), starts: z.string(), clicks: count, scans: count, visitors: count, leads: count })),
  /** Hosts the visits came from; '' groups visits without one (typed address, QR code, app). */
  referrers: z.array(z.object({ referrer: z.string(), visits: count })),
  devices: z.array(z.object({ device: z.enum([...DEVICES, 'unknown']), visits: count })),
  leadsBySource: z.object({ contact: count, callback: count, superAssistant: count }),
  /** The same number of days just before the period, for comparison (0570, added), cut as the period is (0572). */
  previous: previousPeriodSchema.extend({ clicks: count, scans: count, visitors: count, leads: count }),
});
export type VisitStats = z.output<typeof visitStatsSchema>;

const period = z.object({ from: z.string(), to: z.string() });

/** GET /api/admin/tracking-links/{id}/stats */
export const linkStatsSchema = period.extend({ link: trackingLinkSchema, stats: visitStatsSchema });
export type LinkStats = z.output<typeof linkStatsSchema>;

/** A campaign in full: its links' figures, its own, and what was spent on it. */
const campaignFigures = z.object({
  campaign: z.string(),
  links: z.array(totals.extend({ id: count, clientName: z.string(), trackingCode: z.string() })),
  stats: visitStatsSchema,
  /** What was spent on the campaign in the period, per lead, and won back (0454); nothing for the links without a campaign. */
  spend: spendFiguresSchema,
});

/** Campaigns in full over a period, as the exports write them: the links grouped by their `campaign` ('' for links without one). */
export const campaignStatsSchema = period.extend({ campaigns: z.array(campaignFigures) });
export type CampaignStats = z.output<typeof campaignStatsSchema>;

/**
 * GET /api/admin/campaigns/stats: every campaign as the comparison shows it (its number of links, totals and
 * spend), the busiest first, and that first one in full as `shown`; null without any link (0574). Another
 * campaign in full: GET /api/admin/campaigns/stats/campaign, a `campaignStatsSchema` of that campaign alone.
 */
export const campaignViewSchema = period.extend({
  campaigns: z.array(campaignFigures.pick({ campaign: true, spend: true }).extend({ linkCount: count, totals })),
  shown: campaignFigures.nullable(),
});
export type CampaignView = z.output<typeof campaignViewSchema>;

/** Leads a campaign's list shows at most, the newest first (0578). */
export const CAMPAIGN_LEADS_LISTED = 100;

/** A lead a campaign's links brought (0578): a contact message or callback request, or a super-assistant lead. */
export const campaignLeadSchema = z.object({
  kind: z.enum(['request', 'prospect']),
  id: count,
  /** The person's name, else their address. */
  name: z.string(),
  company: z.string(),
  form: z.enum(['contact', 'callback', 'superAssistant']),
  /** The request's status (`pending`, `completed`, `cancelled`) or the prospect's `statut`, as stored. */
  status: z.string(),
  at: z.string(),
  trackingCode: z.string(),
});
export type CampaignLead = z.output<typeof campaignLeadSchema>;

/** GET /api/admin/campaigns/stats/leads: the campaign's leads over the period, their number, the newest listed. */
export const campaignLeadsSchema = period.extend({ campaign: z.string(), total: count, leads: z.array(campaignLeadSchema) });
export type CampaignLeads = z.output<typeof campaignLeadsSchema>;
/** GET /api/admin/tracking-links/{id}/stats/leads: the same for one link. */
export const linkLeadsSchema = period.extend({ linkId: count, total: count, leads: z.array(campaignLeadSchema) });
export type LinkLeads = z.output<typeof linkLeadsSchema>;

/** Leads per unique visitor; null when nobody came. */
export const conversionRate = (leads: number, visitors: number): number | null => (visitors > 0 ? leads / visitors : null);
