import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { withStatementCache } from './statement-cache';
import type { DB } from './types';

export type Dialect = 'sqlite' | 'postgres';
export type Database = Kysely<DB> & { dialect: Dialect; pgSchema?: string };

export interface DatabaseOptions {
  url: string;
  /** PostgreSQL only: the schema to work in (tests isolate themselves this way). */
  schema?: string;
}

export function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

function sqliteDialect(url: string): SqliteDialect {
  const path = url.replace(/^file:/, '');
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: withStatementCache(sqlite) });
}

function postgresDialect(url: string, schema?: string): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new PostgresDialect({ pool });
}

export function createDatabase({ url, schema }: DatabaseOptions): Database {
  const dialect = dialectOf(url);
  const db = new Kysely<DB>({
    dialect: dialect === 'sqlite' ? sqliteDialect(url) : postgresDialect(url, schema),
    plugins: [new CamelCasePlugin()],
  });
  return Object.assign(db, { dialect, pgSchema: schema });
}
