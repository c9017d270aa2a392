import { HISTORY_LIMIT } from './limits';
import { fold } from './text';

export interface SearchHistoryEntry {
  query: string;
  results: number;
  timestamp: number;
}

/** Newest first, one entry per query (case and accents ignored), ten kept. */
export function addToHistory(history: readonly SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  const key = fold(entry.query);
  if (!key) return [...history];
  return [entry, ...history.filter((h) => fold(h.query) !== key)].slice(0, HISTORY_LIMIT);
}

/** Reads a stored history, dropping anything malformed. */
export function parseHistory(raw: string | null): SearchHistoryEntry[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter((e): e is SearchHistoryEntry => typeof e?.query === 'string' && typeof e?.results === 'number' && typeof e?.timestamp === 'number')
      .slice(0, HISTORY_LIMIT);
  } catch {
    return [];
  }
}
