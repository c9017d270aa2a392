import { siteConfig } from '../../../domain/site-config';

/** What this tab remembers of the visit (session storage: gone when the tab closes, never sent). */
const PAGES_KEY = `${siteConfig.product}-visit-pages`;
const START_KEY = `${siteConfig.product}-visit-start`;
const JOURNEYS_KEY = `${siteConfig.product}-visit-journeys`;

const read = <T,>(key: string, fallback: T): T => {
  try {
    return (JSON.parse(sessionStorage.getItem(key) ?? 'null') as T) ?? fallback;
  } catch {
    return fallback;
  }
};
const write = (key: string, value: unknown) => {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused: the visit is remembered for this page only.
  }
};

export function recordPage(path: string): string[] {
  const pages = read<string[]>(PAGES_KEY, []);
  const next = pages.includes(path) ? pages : [...pages, path].slice(-30);
  write(PAGES_KEY, next);
  return next;
}

export function visitStart(now: number): number {
  const start = read<number | null>(START_KEY, null);
  if (typeof start === 'number') return start;
  write(START_KEY, now);
  return now;
}

export function journeyShown(name: string): boolean {
  return read<string[]>(JOURNEYS_KEY, []).includes(name);
}

export function markJourneyShown(name: string): void {
  write(JOURNEYS_KEY, [...read<string[]>(JOURNEYS_KEY, []), name]);
}
