import type { SearchIndex } from './index-types';
import { defaultSuggestions, pageTexts, searchAliases, searchComponents, searchPhonetics } from './pages';
import { searchAssistantsSource, searchWorkflowsSource } from './sources';

const SEARCH_INDEX_VERSION = 1;
export const SEARCH_INDEX_FILE = 'search-index-enhanced.json';

/** The index written at build time from the pre-rendered paths and the offers. */
export function buildSearchIndex(prerenderedPaths: readonly string[], now: Date): SearchIndex {
  const paths = prerenderedPaths.filter((p) => p !== '/404' && pageTexts[p]);
  const assistants = [...searchAssistantsSource(), ...searchWorkflowsSource()];
  const livePaths = new Set(prerenderedPaths);
  const components = Object.fromEntries(
    Object.entries(searchComponents).filter(([, c]) => livePaths.has(c.path.split('?')[0] ?? '')),
  );
  return {
    pages: paths.map((path) => ({ path, ...pageTexts[path]! })),
    components,
    assistants,
    aliases: searchAliases,
    phonetics: searchPhonetics,
    suggestions: defaultSuggestions,
    featuredAssistants: assistants.filter((a) => a.isPremium).map((a) => a.name),
    metadata: { generatedAt: now.toISOString(), version: SEARCH_INDEX_VERSION },
  };
}

/** What the panel uses when the index cannot be loaded: nothing to search, the four premium assistants suggested. */
export function emptySearchIndex(): SearchIndex {
  const premium = searchAssistantsSource().filter((a) => a.isPremium).map((a) => a.name);
  return {
    pages: [],
    components: {},
    assistants: [],
    aliases: {},
    phonetics: {},
    suggestions: premium,
    featuredAssistants: premium,
    metadata: { generatedAt: new Date(0).toISOString(), version: SEARCH_INDEX_VERSION },
  };
}
