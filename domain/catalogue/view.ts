import type { CatalogueItem } from './catalogue-item';
import { cardLimits } from './limits';
import { compareFrenchNames, compareNumeric } from '../french-collation';

export type ViewMode = 'mixed' | 'assistants' | 'workflows' | 'favorites';
export type SortBy = 'name' | 'date';

export function itemsForView(items: readonly CatalogueItem[], view: ViewMode, favorites: ReadonlySet<string>): CatalogueItem[] {
  switch (view) {
    case 'assistants':
      return items.filter((item) => item.kind === 'assistant');
    case 'workflows':
      return items.filter((item) => item.kind === 'workflow');
    case 'favorites':
      return items.filter((item) => favorites.has(item.id));
    default:
      return [...items];
  }
}

const rank = (item: CatalogueItem) => (item.isPremium ? 0 : item.isCustom ? 1 : 2);

/** Premium first, then custom, then by French name or by id descending. */
export function sortItems(items: readonly CatalogueItem[], sortBy: SortBy): CatalogueItem[] {
  return [...items].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    return sortBy === 'name' ? compareFrenchNames(a.name, b.name) : compareNumeric(b.id, a.id);
  });
}

/** Premium and featured sections appear only on the mixed view with an empty search. */
export function showsSections(search: string, view: ViewMode): boolean {
  return view === 'mixed' && !search.trim();
}

/** The automation workflows of the featured section: featured ones, at most six. */
export function featuredWorkflows(items: readonly CatalogueItem[]): CatalogueItem[] {
  return items.filter((item) => item.kind === 'workflow' && item.featured).slice(0, cardLimits.featuredWorkflows);
}
