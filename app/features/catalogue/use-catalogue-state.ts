import { useMemo, useState } from 'react';
import type { CatalogueItem } from '../../../domain/catalogue/catalogue-item';
import { catalogueItems } from '../../../domain/catalogue/catalogue-items';
import { emptyFilters, filterItems, hasActiveFilters, toggleValue, type ActiveFilters } from '../../../domain/catalogue/filters';
import type { Capacity, Industry } from '../../../domain/catalogue/types';
import { featuredWorkflows, itemsForView, showsSections, sortItems, type SortBy, type ViewMode } from '../../../domain/catalogue/view';
import { useFavoritesStore } from './favorites-store';

interface CatalogueSections {
  premium: CatalogueItem[];
  custom: CatalogueItem[];
  workflows: CatalogueItem[];
  /** Every remaining result, or all results when the sections are hidden. */
  rest: CatalogueItem[];
  total: number;
}

/** Filters, view and sort of the catalogue page, and the sections they produce. */
export type CatalogueState = ReturnType<typeof useCatalogueState>;

export function useCatalogueState() {
  const [filters, setFilters] = useState<ActiveFilters>(emptyFilters);
  const [view, setView] = useState<ViewMode>('mixed');
  const [sortBy, setSortBy] = useState<SortBy>('name');
  const favoriteIds = useFavoritesStore((state) => state.ids);

  const sections = useMemo<CatalogueSections>(() => {
    const results = sortItems(itemsForView(filterItems(catalogueItems, filters), view, new Set(favoriteIds)), sortBy);
    if (!showsSections(filters.search, view)) return { premium: [], custom: [], workflows: [], rest: results, total: results.length };
    const premium = results.filter((item) => item.isPremium);
    const custom = results.filter((item) => item.isCustom);
    const workflows = featuredWorkflows(results);
    const shown = new Set([...premium, ...custom, ...workflows].map((item) => item.id));
    return { premium, custom, workflows, rest: results.filter((item) => !shown.has(item.id)), total: results.length };
  }, [filters, view, sortBy, favoriteIds]);

  return {
    filters,
    view,
    sortBy,
    sections,
    favoritesCount: favoriteIds.length,
    filtered: hasActiveFilters(filters),
    setView,
    setSortBy,
    setSearch: (search: string) => setFilters((f) => ({ ...f, search })),
    toggleCapacity: (value: Capacity) => setFilters((f) => ({ ...f, capacity: toggleValue(f.capacity, value) })),
    toggleIndustry: (value: Industry) => setFilters((f) => ({ ...f, industry: toggleValue(f.industry, value) })),
    toggleIntegration: (value: string) => setFilters((f) => ({ ...f, integrations: toggleValue(f.integrations, value) })),
    reset: () => {
      setFilters(emptyFilters);
      setView('mixed');
      setSortBy('name');
    },
  };
}
