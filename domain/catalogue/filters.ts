import type { CatalogueItem } from './catalogue-item';
import type { Capacity, Industry } from './types';

export interface ActiveFilters {
  search: string;
  capacity: Capacity[];
  industry: Industry[];
  integrations: string[];
}

export const emptyFilters: ActiveFilters = { search: '', capacity: [], industry: [], integrations: [] };

/** Lower case without accents, so « prevision » finds « Prévision ». */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

function matchesSearch(item: CatalogueItem, search: string): boolean {
  const query = normalize(search);
  if (!query) return true;
  const haystack = [item.name, item.role, item.description, item.category, ...item.skills, ...item.integrations];
  return haystack.some((text) => normalize(text).includes(query));
}

/** True when every non-empty dimension has at least one match (OR inside, AND across). */
function matchesAny<T>(selected: readonly T[], values: readonly T[]): boolean {
  return selected.length === 0 || selected.some((value) => values.includes(value));
}

function matchesFilters(item: CatalogueItem, filters: ActiveFilters): boolean {
  return (
    matchesSearch(item, filters.search) &&
    matchesAny(filters.capacity, item.capacity) &&
    matchesAny(filters.industry, item.industry) &&
    matchesAny(filters.integrations, item.integrations)
  );
}

export function filterItems(items: readonly CatalogueItem[], filters: ActiveFilters): CatalogueItem[] {
  return items.filter((item) => matchesFilters(item, filters));
}

/** Adds the value when absent, removes it when present (filter chips). */
export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

export function hasActiveFilters(filters: ActiveFilters): boolean {
  return Boolean(filters.search.trim()) || filters.capacity.length + filters.industry.length + filters.integrations.length > 0;
}
