import type { Device } from '../tracking-link-stats';

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i;

/**
 * The kind of device from the user agent: tablets first (an Android tablet says Android without 'Mobile'),
 * then phones; anything else is a desktop browser. Robots never reach this point (their events are dropped).
 */
export function deviceOf(userAgent: string): Device {
  if (TABLET.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}
