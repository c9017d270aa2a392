import { z } from 'zod';

/** The only event names the collector keeps (public-site §9 Analytics). */
export const analyticsEventNames = [
  'page_view',
  'cta_click',
  'contact_form_submit',
  'demo_request',
  'quote_request',
  'job_application',
  'selection_change',
  'scroll_depth',
  'time_on_page',
  'search',
  'exit_intent',
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

export const SCROLL_DEPTHS = [25, 50, 75, 90] as const;
export const MIN_TIME_ON_PAGE_S = 5;
export const ctaClickTypes = ['primary', 'secondary', 'audit', 'call'] as const;

const propertyValue = z.union([z.string().max(200), z.number().finite(), z.boolean()]);

/** One event as the browser posts it; the user agent and address come from the request itself. */
export const analyticsEventSchema = z.object({
  event: z.enum(analyticsEventNames),
  page: z.string().trim().min(1).max(300).regex(/^\//, 'Le chemin doit commencer par /'),
  url: z.string().max(2000).optional(),
  referrer: z.string().max(2000).optional(),
  timestamp: z.number().int().nonnegative().optional(),
  properties: z
    .record(z.string().min(1).max(40), propertyValue)
    .refine((value) => Object.keys(value).length <= 20, 'Vingt propriétés au plus')
    .default({}),
});
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
