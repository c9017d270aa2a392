import { siteConfig } from '../../../domain/site-config';
import { addToHistory, parseHistory, type SearchHistoryEntry } from '../../../domain/search/history';

const KEY = `${siteConfig.product}-search-history`;

export function readHistory(): SearchHistoryEntry[] {
  try {
    return parseHistory(localStorage.getItem(KEY));
  } catch {
    return [];
  }
}

export function rememberSearch(query: string, results: number): SearchHistoryEntry[] {
  const next = addToHistory(readHistory(), { query: query.trim(), results, timestamp: Date.now() });
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private browsing may refuse storage: the history simply is not kept.
  }
  return next;
}
