import { sendAndForget } from '../../api/http';
import type { AnalyticsEventInput, AnalyticsEventName } from '../../../domain/analytics/events';
import { useOwnVisitsIgnored } from './own-visits-store';

const ENDPOINT = '/api/events';

/**
 * Sends one first-party event, unless the agency told this browser to keep its own visits out; failures are
 * ignored (public-site §8). sendBeacon survives the page being closed; a keepalive request is the fallback.
 */
export function sendEvent(
  event: AnalyticsEventName,
  properties: Record<string, string | number | boolean> = {},
  /** The page the event belongs to, when it is sent after leaving it. */
  page = window.location.pathname,
): void {
  if (useOwnVisitsIgnored.getState().ignored) return;
  const payload: AnalyticsEventInput = {
    event,
    page,
    referrer: document.referrer ? document.referrer.slice(0, 2000) : undefined,
    timestamp: Date.now(),
    properties: Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, 200) : v])),
  };
  const body = JSON.stringify(payload);
  try {
    if (navigator.sendBeacon?.(ENDPOINT, body)) return;
  } catch {
    // fall through to the keepalive request
  }
  sendAndForget(ENDPOINT, payload);
}
