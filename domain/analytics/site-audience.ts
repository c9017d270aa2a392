import { z } from '../validation/zod';
import { DEVICES, previousPeriodSchema, statsPeriodSchema } from '../tracking-link-stats';
import { TRAFFIC_SOURCES } from './traffic-funnel';

/** Pages listed, the most viewed first. */
export const AUDIENCE_TOP = 10;
/** Referring sites listed, as many as the five sources beside them, so the panel keeps one height. */
export const AUDIENCE_REFERRERS = 5;
/**
 * A time on page longer than this counts as this: a tab left open overnight would otherwise outweigh a hundred
 * real readings (docs/decisions/0368-site-audience.md).
 */
export const MAX_COUNTED_SECONDS = 30 * 60;
/** A visitor is 'on the site now' when one of their events arrived within this many minutes (as Plausible counts). */
export const CURRENT_VISITOR_MINUTES = 5;

const count = z.number().int();

/** The site's lead forms, as their `contact_form_submit` events name them (the contact form names none). */
export const LEAD_FORMS = ['contact', 'callback', 'super-assistant'] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];
export const leadFormLabels: Record<LeadForm, string> = { contact: 'Formulaire de contact', callback: 'Demande de rappel', 'super-assistant': 'Super assistant' };

/** The browser or system of page views stored without its name (before it was recorded, or not recognised). */
export const UNKNOWN_SOFTWARE = 'unknown';
/** A browser's or a system's name as the audience shows it. */
export const softwareLabel = (name: string) => (name === UNKNOWN_SOFTWARE ? 'Inconnu' : name);

/**
 * GET /api/admin/dashboard/audience: the public site's audience over a period of Paris days, from the first-party
 * analytics (robots never stored). A visitor is a daily key, so visitors are counted once per day.
 */
export const siteAudienceSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    visitors: count,
    pageViews: count,
    /** Page views per visitor; null without visitors. */
    pagesPerVisitor: z.number().nullable(),
    /** Mean time on page in seconds, from the pages left after 5 seconds or more; null without any. */
    averageSeconds: z.number().nullable(),
    /** Share (0 to 1) of visitors who saw one page only; null without visitors. */
    bounceRate: z.number().nullable(),
    /** Visitors who sent a lead form (contact, callback, super assistant): Plausible's goal conversions. */
    leads: count,
    /** Those visitors' share (0 to 1) of all the visitors; null without visitors. */
    conversionRate: z.number().nullable(),
  }),
  /**
   * The visitors who sent each lead form (Plausible's goal conversions), every form in a fixed order; one who sent
   * two forms counts under each, so the rows may add up to more than `totals.leads`.
   */
  leadForms: z.array(z.object({ form: z.enum(LEAD_FORMS), visitors: count })),
  /** The same number of days just before, for the change shown beside each figure, cut as the period is (0572). */
  previous: previousPeriodSchema.extend({ visitors: count, pageViews: count }),
  days: z.array(z.object({ day: z.string(), visitors: count, pageViews: count })),
  /**
   * For a period of one day, its Paris hours begun so far (Plausible's hourly graph): what the clocks showed at its
   * start ('HH:MM'), that instant, the page views and the visitors seen in it (one seen in two hours is in each).
   * Empty for a longer period.
   */
  hours: z.array(z.object({ hour: z.string(), starts: z.string(), visitors: count, pageViews: count })),
  pages: z.array(
    z.object({
      page: z.string(),
      pageViews: count,
      visitors: count,
      averageSeconds: z.number().nullable(),
      /**
       * Mean scroll depth (0 to 1, Plausible's): for each of the page's visitors the deepest mark reached (25, 50, 75
       * or 90 %, none counting 0); null when none of them scrolled it.
       */
      scrollDepth: z.number().nullable(),
    }),
  ),
  /** Visitors by where their first page view of the day came from. */
  sources: z.array(z.object({ source: z.enum(TRAFFIC_SOURCES), visitors: count })),
  /** Referring hosts of those first page views; this site itself and no referrer are left out. */
  referrers: z.array(z.object({ referrer: z.string(), visitors: count })),
  /** The pages visitors arrived on (their first page view of the day), the most frequent first. */
  entryPages: z.array(z.object({ page: z.string(), visitors: count })),
  /**
   * The pages visitors left from (their last page view of the day), the most frequent first: `visitors` left from
   * it, `pageViews` it had, `exitRate` their share (0 to 1) of those views, Plausible's exit rate.
   */
  exitPages: z.array(z.object({ page: z.string(), visitors: count, pageViews: count, exitRate: z.number().nullable() })),
  /** The `utm_campaign` of those first page views, the most frequent first; a visit without one is left out. */
  campaigns: z.array(z.object({ campaign: z.string(), visitors: count })),
  /** Visitors by the kind of device of their first page view; 'unknown' for views stored before it was recorded. */
  devices: z.array(z.object({ device: z.enum([...DEVICES, 'unknown']), visitors: count })),
  /** Visitors by the browser of their first page view ('Chrome', 'Safari'…), the most frequent first; 'unknown' without one. */
  browsers: z.array(z.object({ browser: z.string(), visitors: count })),
  /** Visitors by the operating system of their first page view ('Windows', 'iOS'…), the same way. */
  systems: z.array(z.object({ os: z.string(), visitors: count })),
});
export type SiteAudience = z.output<typeof siteAudienceSchema>;

/** GET /api/admin/dashboard/audience/now: who is on the site in the last few minutes, and on which pages. */
export const currentVisitorsSchema = z.object({
  since: z.string(),
  visitors: count,
  pages: z.array(z.object({ page: z.string(), visitors: count })),
});
export type CurrentVisitors = z.output<typeof currentVisitorsSchema>;

/** French messages of the audience's filters. */
export const audienceFilterMessages = {
  page: 'Le filtre de page doit être un chemin du site commençant par / (200 caractères au plus)',
  entry: 'Le filtre de page d’entrée doit être un chemin du site commençant par / (200 caractères au plus)',
  exit: 'Le filtre de page de sortie doit être un chemin du site commençant par / (200 caractères au plus)',
  campaign: 'Le filtre de campagne doit contenir de 1 à 100 caractères',
  referrer: 'Le filtre de site référent doit être un nom de domaine (253 caractères au plus)',
  device: 'Appareil inconnu : mobile, tablet, desktop ou unknown',
  source: 'Source inconnue : direct, search, social, campaign ou referral',
  browser: 'Le filtre de navigateur doit contenir de 1 à 50 caractères',
  os: 'Le filtre de système doit contenir de 1 à 50 caractères',
  form: 'Formulaire inconnu : contact, callback ou super-assistant',
} as const;

const softwareName = (message: string) => z.string({ error: message }).trim().min(1, message).max(50, message);

const path = (message: string) => z.string({ error: message }).trim().max(200, message).regex(/^\/\S*$/, message);

/**
 * Plausible's filters: each one keeps the visitors (daily keys) it matches, and every figure of the audience is
 * then computed over them only. `page`: they viewed that page; `entry`, `campaign`, `referrer`, `device`,
 * `source`: their first page view of the day arrived on that page, with that `utm_campaign`, from that site, on that
 * device, from that kind of source, in that browser, on that system ('unknown': without one); `exit`: their last
 * page view of the period was that page; `form`: they sent that lead form in the period. Several filters are all
 * required.
 */
export const audienceFilterShape = {
  page: path(audienceFilterMessages.page).optional(),
  entry: path(audienceFilterMessages.entry).optional(),
  exit: path(audienceFilterMessages.exit).optional(),
  campaign: z.string({ error: audienceFilterMessages.campaign }).trim().min(1, audienceFilterMessages.campaign).max(100, audienceFilterMessages.campaign).optional(),
  referrer: z
    .string({ error: audienceFilterMessages.referrer })
    .trim()
    .toLowerCase()
    .max(253, audienceFilterMessages.referrer)
    .regex(/^[a-z0-9.-]+$/, audienceFilterMessages.referrer)
    .optional(),
  /** 'unknown': the views stored before the device was recorded. */
  device: z.enum([...DEVICES, 'unknown'], { error: audienceFilterMessages.device }).optional(),
  source: z.enum(TRAFFIC_SOURCES, { error: audienceFilterMessages.source }).optional(),
  browser: softwareName(audienceFilterMessages.browser).optional(),
  os: softwareName(audienceFilterMessages.os).optional(),
  form: z.enum(LEAD_FORMS, { error: audienceFilterMessages.form }).optional(),
};
export const AUDIENCE_FILTERS = Object.keys(audienceFilterShape) as Array<keyof typeof audienceFilterShape>;
export type AudienceFilter = { [K in keyof typeof audienceFilterShape]?: z.output<(typeof audienceFilterShape)[K]> };

/** The filters in the back-office's address (`/admin?audience-page=/contact`), so that a filtered view can be kept or sent. */
export const audienceFilterParam = (name: keyof AudienceFilter) => `audience-${name}`;

/** The filters an address carries; one it cannot read is left out, as a stale link should not break the page. */
export function audienceFilterOf(params: URLSearchParams): AudienceFilter {
  const filter: Record<string, unknown> = {};
  for (const name of AUDIENCE_FILTERS) {
    const value = params.get(audienceFilterParam(name));
    if (value === null) continue;
    const read = audienceFilterShape[name].safeParse(value);
    if (read.success && read.data !== undefined) filter[name] = read.data;
  }
  return filter as AudienceFilter;
}

/** The address's query with the audience's filters set to `filter`, its other parameters kept. */
export function withAudienceFilter(search: string, filter: AudienceFilter): string {
  const params = new URLSearchParams(search);
  for (const name of AUDIENCE_FILTERS) {
    const value = filter[name];
    if (value) params.set(audienceFilterParam(name), value);
    else params.delete(audienceFilterParam(name));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /api/admin/dashboard/audience's query: the period, and any of the filters. */
export const audienceQuerySchema = statsPeriodSchema.safeExtend(audienceFilterShape);
