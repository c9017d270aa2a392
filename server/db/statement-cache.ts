import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every query the app writes; statements built from lists of varying length fall out first. */
const DEFAULT_CAPACITY = 500;

/**
 * Kysely prepares each SQLite statement anew on every query; compiling the SQL cost more than running a
 * small insert. Prepared statements are kept by their text and reused. Kysely runs one query at a time on
 * its single SQLite connection, so a statement is never used by two queries at once.
 */
export function withStatementCache(database: SqliteDatabase, capacity = DEFAULT_CAPACITY): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) return cached;
      const statement = database.prepare(sql);
      if (statements.size >= capacity) statements.delete(statements.keys().next().value as string);
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
