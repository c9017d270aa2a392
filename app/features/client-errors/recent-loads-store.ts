import type { Visit } from '../../../domain/redirect-loop-history';
import { siteConfig } from '../../../domain/site-config';
import { tabMemory } from '../../ui/browser-storage';

const isVisit = (item: unknown): item is Visit =>
  typeof item === 'object' && item !== null && typeof (item as Visit).url === 'string' && typeof (item as Visit).at === 'number';

/** This tab's page loads and navigations: kept across the full reloads a redirect loop makes. */
export const recentLoads = tabMemory<Visit[]>(`${siteConfig.product}-recent-loads`, [], (stored) =>
  Array.isArray(stored) && stored.every(isVisit) ? stored : undefined,
);
