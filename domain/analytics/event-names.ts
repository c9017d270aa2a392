// Names and thresholds only: the browser imports this file, so it must not pull in zod.
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
/**
 * Features report an event without importing the analytics feature:
 * window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: { event: 'contact_form_submit' } })).
 */
export const ANALYTICS_DOM_EVENT = 'site:analytics';

export interface AnalyticsDetail {
  event: AnalyticsEventName;
  properties?: Record<string, string | number | boolean>;
}
