import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { siteConfig } from '../../../domain/site-config';
import { addToHistory, parseHistory, type SearchHistoryEntry } from '../../../domain/search/history';
import { browserStorage } from '../../ui/browser-storage';

interface SearchHistoryState {
  entries: SearchHistoryEntry[];
  remember(query: string, results: number): SearchHistoryEntry[];
}

const useSearchHistory = create<SearchHistoryState>()(
  persist(
    (set, get) => ({
      entries: [],
      remember(query, results) {
        const entries = addToHistory(get().entries, { query: query.trim(), results, timestamp: Date.now() });
        set({ entries });
        return entries;
      },
    }),
    {
      name: `${siteConfig.product}-search-history`,
      storage: browserStorage,
      partialize: ({ entries }) => ({ entries }),
      // Whatever the browser kept is checked entry by entry, as any outside input.
      merge: (stored, current) => ({ ...current, entries: parseHistory(JSON.stringify((stored as { entries?: unknown } | undefined)?.entries ?? [])) }),
    },
  ),
);

export const readHistory = (): SearchHistoryEntry[] => useSearchHistory.getState().entries;
export const rememberSearch = (query: string, results: number): SearchHistoryEntry[] => useSearchHistory.getState().remember(query, results);
