import type { CatalogueItem } from './catalogue-item';
import { normalize } from './filters';
import { cardLimits } from './limits';
import type { IconName } from './types';

interface SearchSuggestion {
  type: 'assistant' | 'workflow';
  value: string;
  label: string;
  category: 'Assistant IA' | 'Workflow';
  icon: IconName;
}

/** Up to five assistants or workflows whose name or role contains the text (2 characters at least). */
export function catalogueSuggestions(items: readonly CatalogueItem[], text: string): SearchSuggestion[] {
  const query = normalize(text);
  if (query.length < cardLimits.suggestionMinLength) return [];
  const suggestions: SearchSuggestion[] = [];
  for (const item of items) {
    if (item.kind === 'solution') continue;
    if (!normalize(item.name).includes(query) && !normalize(item.role).includes(query)) continue;
    suggestions.push({
      type: item.kind,
      value: item.name,
      label: item.role,
      category: item.kind === 'assistant' ? 'Assistant IA' : 'Workflow',
      icon: item.icon,
    });
    if (suggestions.length === cardLimits.suggestions) break;
  }
  return suggestions;
}

/** Next highlighted index for an arrow key, wrapping at both ends; -1 means none highlighted. */
export function moveHighlight(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}
