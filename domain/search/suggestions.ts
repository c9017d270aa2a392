import { distance } from 'fastest-levenshtein';
import type { SearchIndex } from './index-types';
import { AUTOCOMPLETE_EMPTY_LIMIT, AUTOCOMPLETE_LIMIT, FUZZY_LIMIT, FUZZY_MAX, FUZZY_MIN, MIN_QUERY_LENGTH } from './limits';
import { fold } from './text';

/** Similarity from 0 (nothing in common) to 1 (same text), after folding. */
export function similarity(a: string, b: string): number {
  const x = fold(a);
  const y = fold(b);
  const longest = Math.max(x.length, y.length);
  return longest === 0 ? 1 : 1 - distance(x, y) / longest;
}

/** The words and names a visitor may mean. */
function vocabulary(index: SearchIndex): string[] {
  const terms = [
    ...index.suggestions,
    ...index.pages.map((p) => p.title),
    ...Object.keys(index.components),
    ...index.assistants.flatMap((a) => [a.name, a.role, ...a.keywords]),
  ];
  const seen = new Set<string>();
  return terms.filter((t) => {
    const key = fold(t);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** « Vouliez-vous dire » : up to three terms close to the query, but not the same. */
export function fuzzySuggestions(index: SearchIndex, query: string): string[] {
  if (query.trim().length < MIN_QUERY_LENGTH) return [];
  const scored = vocabulary(index).map((term) => {
    const words = fold(term).split(' ').filter((word) => word.length >= 3);
    const best = Math.max(similarity(query, term), ...words.map((word) => similarity(query, word)));
    return { term, best };
  });
  return scored
    .filter(({ best }) => best >= FUZZY_MIN && best <= FUZZY_MAX)
    .sort((a, b) => b.best - a.best)
    .slice(0, FUZZY_LIMIT)
    .map(({ term }) => term);
}

/** Completions: the index suggestions when empty (six), else terms starting with, then containing, the text (eight). */
export function autocomplete(index: SearchIndex, query: string): string[] {
  const q = fold(query);
  if (!q) return index.suggestions.slice(0, AUTOCOMPLETE_EMPTY_LIMIT);
  if (q.length < MIN_QUERY_LENGTH) return [];
  const terms = vocabulary(index);
  const starts = terms.filter((t) => fold(t).startsWith(q));
  const contains = terms.filter((t) => !fold(t).startsWith(q) && fold(t).includes(q));
  return [...starts, ...contains].slice(0, AUTOCOMPLETE_LIMIT);
}
