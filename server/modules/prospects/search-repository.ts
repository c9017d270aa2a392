import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like';
import { readOneOffLoop } from '../../db/off-loop-reads';
import { isOneOf } from '../../db/one-of';
import { trigramMatch, type ProspectSearch, type SearchTuning } from './prospect-search';
import { planCacheOf } from './search-plan-cache';

/** A word the index matches in few rows, and those rows' ids: every other word is tested on them alone. */
interface RareWord {
  word: string;
  ids: number[];
}

/** How the words the index could find are looked up: through it, by `like` alone, or among a rare word's ids. */
type Lookup = 'index' | 'scan' | RareWord;

/** What a search's pages are read with: its exact total and, on SQLite, a rare word or the table's size. */
interface SearchPlan {
  total: number;
  rare: RareWord | null;
  tableRows: number;
}

/** How a search finds its rows (docs/decisions/0220-prospect-search-column.md, 0225-prospect-search-cost.md). */
export function searchRepository(db: Database, tuning: SearchTuning) {
  /**
   * Rows matching the search. Words the index finds are looked up in the FTS5 table together ('index'), or
   * all but one tested on the ids it gave for that one; 'scan' tests every word with `like`, for a walk in sort order.
   */
  const filtered = (search: ProspectSearch, lookup: Lookup = 'index') => {
    const query = db.selectFrom('prospects');
    if (search.words.length === 0) return query;
    const indexed = lookup === 'scan' ? [] : lookup === 'index' ? search.indexed : [lookup.word];
    return query.where((eb) => {
      const conditions: Expression<SqlBool>[] = search.words.filter((word) => !indexed.includes(word)).map((word) => eb('searchText', 'like', containsPattern(word)));
      if (indexed.length > 0) {
        conditions.push(
          typeof lookup === 'object'
            ? isOneOf(db.dialect, 'id', lookup.ids)
            : eb('id', 'in', sql<number>`(select rowid from prospects_search where prospects_search match ${trigramMatch(indexed)})`),
        );
      }
      const text = eb.and(conditions);
      return search.codeId === null ? text : eb.or([text, eb('id', '=', search.codeId)]);
    });
  };

  /**
   * SQLite: the first indexed word, longest first, that the FTS5 table matches in few rows, with their ids. Looked
   * up alone, a word costs a fraction of a millisecond; the FTS5 table answering every word at once spends
   * milliseconds checking a common word's positions in rows the rare one already excludes.
   */
  const rareWordOf = async (search: ProspectSearch): Promise<RareWord | null> => {
    for (const word of [...search.indexed].sort((a, b) => b.length - a.length)) {
      // One JSON array rather than a row per id: making hundreds of row objects cost more than the lookup.
      const { rows } = await sql<{ ids: string }>`
        select json_group_array(id) as ids from (
          select rowid as id from prospects_search where prospects_search match ${trigramMatch([word])} limit ${tuning.fewMatches + 1})`.execute(db);
      const ids = JSON.parse(rows[0]?.ids ?? '[]') as number[];
      if (ids.length <= tuning.fewMatches) return { word, ids };
    }
    return null;
  };

  const countOf = async (search: ProspectSearch, rare: RareWord | null): Promise<number> => {
    if (rare && search.words.length === 1 && search.codeId === null) return rare.ids.length;
    if (!rare && search.words.length > 0 && search.indexed.length === search.words.length && search.codeId === null) {
      // The FTS5 table holds one entry per row: counted there, the matches need no row read. Common words match
      // thousands of rows and take milliseconds: counted on the worker's connection when there is one (0499).
      const count = sql<{ n: number }>`select count(*) as n from prospects_search where prospects_search match ${trigramMatch(search.indexed)}`;
      return Number((await readOneOffLoop(db, count.compile(db)))?.n ?? 0);
    }
    return Number((await filtered(search, rare ?? 'index').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  };

  const tableRowsOf = async () => Number((await db.selectFrom('prospects').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  /**
   * SQLite: `total_changes()` counts every row this connection has written, whatever the table and whoever wrote
   * it (a repository, another module, a test's own SQL, a rolled-back transaction); `data_version` moves when
   * another connection commits. Together they change on any write to the database.
   */
  const databaseStamp = async () => {
    const { rows } = await sql<{ changes: number; version: number }>`
      select total_changes() as changes, data_version as version from pragma_data_version`.execute(db);
    return `${rows[0]?.changes}:${rows[0]?.version}`;
  };
  const planCache = planCacheOf(db, databaseStamp);
  const planOf = (search: ProspectSearch): Promise<SearchPlan> => {
    const compute = async () => {
      const rare = await rareWordOf(search);
      const total = await countOf(search, rare);
      return { total, rare, tableRows: !rare && search.indexed.length > 0 ? await tableRowsOf() : 0 };
    };
    // Counting every match of common words is most of a search's cost: on SQLite, the plan is kept until a write.
    if (db.dialect === 'postgres' || search.words.length === 0) return compute();
    return planCache(JSON.stringify([search.words, search.codeId, tuning.fewMatches]), compute);
  };

  return { filtered, planOf };
}
