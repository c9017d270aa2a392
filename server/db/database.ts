import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import type pg from 'pg';
import { CurrentSchemaPostgresDialect } from './current-schema-dialect';
import { fileSync, type FileSync } from './file-sync';
import { withStatementCache } from './statement-cache';
import { checkpointWalOffLoop, type WalCheckpoints } from './wal-checkpoints';
import type { DB } from './types';

export type Dialect = 'sqlite' | 'postgres';
/** Live figures of the PostgreSQL connection pool, for the back-office database panel. */
interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}
export type Database = Kysely<DB> & {
  dialect: Dialect;
  /** The URL it was opened with: pg_dump reads it (docs/decisions/0321-database-backups.md). */
  url?: string;
  pgSchema?: string;
  poolFigures?: () => PoolFigures;
  /** The SQLite database's file, absent for PostgreSQL and an in-memory database. */
  sqliteFile?: string;
  /** Syncs that file's WAL off the event loop (docs/decisions/0281-click-group-commit.md). */
  walSync?: FileSync;
  /**
   * SQLite on a file: one row of a read of several milliseconds, made on the checkpoint worker's connection so that
   * the event loop serves other requests meanwhile (docs/decisions/0499-long-reads-off-the-event-loop.md).
   * Absent inside a transaction, on PostgreSQL and in memory.
   */
  readOffLoop?: WalCheckpoints['readOne'];
  /** Every row of such a read, the same way (server/db/off-loop-reads.ts). */
  readAllOffLoop?: WalCheckpoints['readAll'];
};
/** The database itself or an open transaction on it: what a repository call joining a transaction takes. */
export type Executor = Kysely<DB>;

interface DatabaseOptions {
  url: string;
  /** PostgreSQL only: the schema to work in (tests isolate themselves this way). */
  schema?: string;
}

function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

const sqlitePathOf = (url: string) => url.replace(/^file:/, '');

function openSqlite(url: string): SqliteDatabase.Database {
  const path = sqlitePathOf(url);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  // An acknowledged lead must survive a power cut too, not only a crash: FULL syncs the WAL on every commit
  // (docs/decisions/0270-sqlite-synchronous-full.md).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

// The PostgreSQL driver is loaded only for a postgres:// URL: a server on SQLite would carry it for nothing.
const requireDriver = createRequire(import.meta.url);

function postgresPool(url: string, schema?: string): pg.Pool {
  const { Pool } = requireDriver('pg') as typeof pg;
  return new Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
}

export function createDatabase({ url, schema }: DatabaseOptions): Database {
  const dialect = dialectOf(url);
  const pool = dialect === 'postgres' ? postgresPool(url, schema) : undefined;
  const sqlite = pool ? undefined : openSqlite(url);
  const db = new Kysely<DB>({
    dialect: sqlite ? new SqliteDialect({ database: withStatementCache(sqlite) }) : new CurrentSchemaPostgresDialect({ pool: pool as pg.Pool }),
    plugins: [new CamelCasePlugin()],
  });
  const poolFigures = pool
    ? () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 })
    : undefined;
  const sqliteFile = dialect === 'sqlite' && sqlitePathOf(url) !== ':memory:' ? sqlitePathOf(url) : undefined;
  const walSync = sqliteFile ? fileSync(`${sqliteFile}-wal`) : undefined;
  const checkpoints = sqlite && sqliteFile ? checkpointWalOffLoop(sqlite, sqliteFile) : undefined;
  const destroy = db.destroy.bind(db);
  const close = async () => {
    await checkpoints?.stop();
    await walSync?.close();
    await destroy();
  };
  const readOffLoop = checkpoints?.readOne;
  const readAllOffLoop = checkpoints?.readAll;
  return Object.assign(db, { dialect, url, pgSchema: schema, poolFigures, sqliteFile, walSync, readOffLoop, readAllOffLoop, destroy: close });
}
