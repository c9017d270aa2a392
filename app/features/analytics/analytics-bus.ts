import type { AnalyticsEventName } from '../../../domain/analytics/events';

/**
 * Other features report an event without importing this one:
 * window.dispatchEvent(new CustomEvent('site:analytics', { detail: { event: 'contact_form_submit' } })).
 */
export const ANALYTICS_DOM_EVENT = 'site:analytics';

export interface AnalyticsDetail {
  event: AnalyticsEventName;
  properties?: Record<string, string | number | boolean>;
}
