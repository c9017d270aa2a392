import { siteConfig } from '../../../domain/site-config';
import { tabMemory } from '../../ui/browser-storage';

const strings = (stored: unknown): string[] | undefined =>
  Array.isArray(stored) && stored.every((item) => typeof item === 'string') ? stored : undefined;

/** What this tab remembers of the visit (session storage: gone when the tab closes, never sent). */
const pages = tabMemory<string[]>(`${siteConfig.product}-visit-pages`, [], strings);
const start = tabMemory<number | null>(`${siteConfig.product}-visit-start`, null, (stored) => (typeof stored === 'number' ? stored : undefined));
const journeys = tabMemory<string[]>(`${siteConfig.product}-visit-journeys`, [], strings);

export function recordPage(path: string): string[] {
  const visited = pages.read();
  const next = visited.includes(path) ? visited : [...visited, path].slice(-30);
  pages.write(next);
  return next;
}

export function visitStart(now: number): number {
  const started = start.read();
  if (started !== null) return started;
  start.write(now);
  return now;
}

export function journeyShown(name: string): boolean {
  return journeys.read().includes(name);
}

export function markJourneyShown(name: string): void {
  journeys.write([...journeys.read(), name]);
}
