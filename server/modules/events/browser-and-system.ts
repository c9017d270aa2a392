import Bowser from 'bowser';
import { UNKNOWN_SOFTWARE } from '../../../domain/analytics/site-audience';

/** Longest name kept: Bowser's are short ('Samsung Internet for Android'); a forged user agent gives no more. */
const NAME_LIMIT = 50;

const named = (name: string | undefined) => {
  const trimmed = name?.trim().slice(0, NAME_LIMIT);
  return trimmed && trimmed.toLowerCase() !== UNKNOWN_SOFTWARE ? trimmed : undefined;
};

/**
 * The browser's and the operating system's names from a page view's user agent ('Chrome', 'Windows'), Plausible's
 * 'Browser' and 'Operating system'; the user agent itself is never kept. A name the parser does not find is left out.
 */
export function browserAndSystemOf(userAgent: string): { browser?: string; os?: string } {
  const parser = Bowser.getParser(userAgent);
  const browser = named(parser.getBrowserName());
  const os = named(parser.getOSName());
  return { ...(browser ? { browser } : {}), ...(os ? { os } : {}) };
}
