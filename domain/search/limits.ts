/** Site search constants (public-site §9 Site search). */
export const searchWeights = {
  name: 25,
  alias: 20,
  keyword: 12,
  pageTitle: 10,
  description: 5,
  content: 2,
} as const;

export const MIN_QUERY_LENGTH = 2;
export const MIN_SCORE = 0.1;
export const PANEL_LIMIT = 6;
export const PANEL_ASSISTANT_CAP = 5;
export const FUZZY_MIN = 0.4;
export const FUZZY_MAX = 0.9;
export const FUZZY_LIMIT = 3;
export const AUTOCOMPLETE_LIMIT = 8;
export const AUTOCOMPLETE_EMPTY_LIMIT = 6;
export const HISTORY_LIMIT = 10;
export const SEARCH_DEBOUNCE_MS = 150;
