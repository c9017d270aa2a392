import { useEffect, useMemo, useRef } from 'react';
import { noPageFoundMessage } from '../../../domain/chat/canned-replies';
import { NO_RESULT_MESSAGE_DELAY_MS, NO_RESULT_MIN_LENGTH } from '../../../domain/chat/facts';
import type { SearchIndex } from '../../../domain/search/index-types';
import { MIN_QUERY_LENGTH } from '../../../domain/search/limits';
import { panelResults, searchIndex } from '../../../domain/search/scoring';
import { autocomplete, fuzzySuggestions } from '../../../domain/search/suggestions';

/** What the panel shows for a (debounced) query, and Anna's word when nothing matches. */
export function usePanelSearch(index: SearchIndex | undefined, query: string, addAutomatic: (content: string) => void) {
  const results = useMemo(() => (index ? panelResults(searchIndex(index, query)) : []), [index, query]);
  const searching = query.trim().length >= MIN_QUERY_LENGTH;
  const fuzzy = useMemo(() => (index && searching ? fuzzySuggestions(index, query) : []), [index, query, searching]);
  const completions = useMemo(() => (index ? autocomplete(index, query) : []), [index, query]);
  const autoAnswered = useRef<string | null>(null);

  // An empty search of more than three characters: Anna says so herself, once per query.
  useEffect(() => {
    const text = query.trim();
    if (!index || results.length || text.length <= NO_RESULT_MIN_LENGTH || autoAnswered.current === text) return;
    const timer = window.setTimeout(() => {
      autoAnswered.current = text;
      addAutomatic(noPageFoundMessage(text));
    }, NO_RESULT_MESSAGE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [index, results.length, query, addAutomatic]);

  return { results, fuzzy, completions, searching };
}
