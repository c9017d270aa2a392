import { z } from '../validation/zod';

/** Days the dashboard's funnel looks back. */
export const FUNNEL_DAYS = 30;
/** The pages whose view means a visitor opened a lead form (contact and callback, super assistant). */
export const FORM_PAGES = ['/contact', '/super-assistant'] as const;
/** The analytics event a sent lead form leaves. */
export const LEAD_EVENT = 'contact_form_submit';

export const TRAFFIC_SOURCES = ['direct', 'search', 'social', 'campaign', 'referral'] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];
export const trafficSourceLabels: Record<TrafficSource, string> = {
  direct: 'Accès direct',
  search: 'Moteurs de recherche',
  social: 'Réseaux sociaux',
  campaign: 'Campagnes',
  referral: 'Autres sites',
};

const SEARCH = /(^|\.)(google|bing|duckduckgo|qwant|ecosia|yahoo|yandex|baidu|startpage|lilo|search\.brave|kagi)\.[a-z.]+$/;
const SOCIAL =
  /(^|\.)(facebook|fb|instagram|linkedin|lnkd|twitter|x|t|youtube|youtu|tiktok|pinterest|reddit|threads|whatsapp|snapchat|mastodon|bsky|discord|telegram)\.[a-z.]+$/;

/**
 * Where a visit came from, read from its first page view: campaign parameters win, then the referring host
 * (search engines, social networks, other sites); no referrer, or this site itself, is a direct visit.
 */
export function trafficSourceOf(properties: Record<string, unknown>, ownHost: string): TrafficSource {
  if (['utm_source', 'utm_medium', 'utm_campaign', 'tc'].some((key) => typeof properties[key] === 'string' && properties[key] !== '')) return 'campaign';
  const referrer = typeof properties.referrer === 'string' ? properties.referrer.toLowerCase().replace(/:\d+$/, '') : '';
  if (!referrer || referrer === ownHost) return 'direct';
  if (SEARCH.test(referrer)) return 'search';
  if (SOCIAL.test(referrer)) return 'social';
  return 'referral';
}

const count = z.number().int();
const steps = z.object({ visitors: count, formOpeners: count, leads: count });

/** GET /api/admin/dashboard/funnel */
export const trafficFunnelSchema = z.object({
  since: z.string(),
  days: count,
  totals: steps,
  sources: z.array(steps.extend({ source: z.enum(TRAFFIC_SOURCES) })),
});
export type TrafficFunnel = z.output<typeof trafficFunnelSchema>;
