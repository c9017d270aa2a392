import { request } from '../../api/http';
import { emptySearchIndex, SEARCH_INDEX_FILE } from '../../../domain/search/build-index';
import type { SearchIndex } from '../../../domain/search/index-types';

export interface LoadedIndex {
  /** Missing when the loader's own code could not be fetched. */
  index?: SearchIndex;
  failed: boolean;
}

let pending: Promise<LoadedIndex> | null = null;

function isIndex(value: unknown): value is SearchIndex {
  const v = value as SearchIndex | null;
  return !!v && Array.isArray(v.pages) && Array.isArray(v.assistants) && typeof v.components === 'object' && Array.isArray(v.suggestions);
}

/** Fetches the static index once per page load; a failure falls back to the empty index. */
export function loadSearchIndex(): Promise<LoadedIndex> {
  pending ??= request<unknown>(`/${SEARCH_INDEX_FILE}`)
    .then((body) => {
      if (!isIndex(body)) throw new Error('index malformé');
      return { index: body, failed: false };
    })
    .catch(() => {
      pending = null; // the next opening tries again
      return { index: emptySearchIndex(), failed: true };
    });
  return pending;
}
