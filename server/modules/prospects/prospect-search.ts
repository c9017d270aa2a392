import { idOfClientCode } from '../../../domain/prospects/prospect-fields';
import { searchWordsOf } from '../../../domain/prospects/search-text';
import type { Dialect } from '../../db/database';

/** A typed search, split by what the trigram index can find (docs/decisions/0220-prospect-search-column.md). */
export interface ProspectSearch {
  /** Every folded word: each must appear in the search column. */
  words: string[];
  /**
   * SQLite: the words looked up in the FTS5 trigram table, those of 3 characters or more; shorter ones have no
   * trigram and stay `like` filters. PostgreSQL: none, its trigram index serves `like` itself.
   */
  indexed: string[];
  /** A typed client code ('CLI-00042') also matches its id. */
  codeId: number | null;
}

const TRIGRAM = 3;

/** Where SQLite changes the way it reads a search; tests lower them to take every way with a few rows. */
export interface SearchTuning {
  /** At most this many matches, the index gives their ids, and the count and the page need no second lookup. */
  fewMatches: number;
  /** Rows read in sort order, each tested with `like`, beyond which the index finds a page sooner. */
  scanBudget: number;
}

export const defaultSearchTuning: SearchTuning = { fewMatches: 200, scanBudget: 2000 };

export function prospectSearchOf(query: string, dialect: Dialect): ProspectSearch {
  const words = searchWordsOf(query);
  // The tokenizer counts characters, not UTF-16 units.
  const indexed = dialect === 'sqlite' ? words.filter((word) => [...word].length >= TRIGRAM) : [];
  return { words, indexed, codeId: words.length > 0 ? idOfClientCode(query) : null };
}

/** An FTS5 query in which every word must appear: each a quoted phrase, so its trigrams must follow each other. */
export function trigramMatch(words: string[]): string {
  return words.map((word) => `"${word.replaceAll('"', '""')}"`).join(' ');
}

/**
 * Whether walking the table in sort order and testing each row with `like` reaches the page sooner than the index:
 * true when matches are dense enough that the scan budget's rows hold the rows up to the page's end.
 * The count is known by then, so the density is too; only SQLite asks, PostgreSQL's planner weighs this itself.
 */
export function scanReachesPageSooner(pageEnd: number, matches: number, tableRows: number, { scanBudget }: SearchTuning): boolean {
  return pageEnd * tableRows <= scanBudget * matches;
}
