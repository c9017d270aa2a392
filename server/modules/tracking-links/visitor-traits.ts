import type { Device } from '../../../domain/tracking-link-stats';

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i;

/**
 * The kind of device from the user agent: tablets first (an Android tablet says Android without 'Mobile'),
 * then phones; anything else is a desktop browser. Robots never reach this point (bot-filter.ts).
 */
export function deviceOf(userAgent: string): Device {
  if (TABLET.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** The host of the page a visit came from: a full address may carry a search or personal query. */
export function referrerHostOf(referer: string | undefined, ownHost: string): string | null {
  if (!referer) return null;
  try {
    const host = new URL(referer).hostname.toLowerCase().slice(0, 253);
    return host && host !== ownHost ? host : null;
  } catch {
    return null;
  }
}
