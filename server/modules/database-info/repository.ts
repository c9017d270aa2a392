import { sql } from 'kysely';
import type { Database } from '../../db/database';

interface TableFigures {
  name: string;
  rows: number;
}

interface AppliedMigration {
  name: string;
  appliedAt: string;
}

const countRows = async (db: Database, table: string): Promise<number> => {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
};

const withCounts = (db: Database, names: string[]): Promise<TableFigures[]> =>
  Promise.all(names.map(async (name) => ({ name, rows: await countRows(db, name) })));

/** What the database says about itself: catalog queries for SQLite and for PostgreSQL. */
export function databaseInfoRepository(db: Database) {
  return {
    async migrations(): Promise<AppliedMigration[]> {
      const { rows } = await sql<{ name: string; timestamp: string | Date }>`select name, timestamp from kysely_migration order by name`.execute(db);
      return rows.map((row) => ({ name: row.name, appliedAt: new Date(row.timestamp).toISOString() }));
    },

    async sqlite() {
      // Ordinary tables only: not the search index's virtual table and its shadow tables (migration 0012).
      const { rows: tables } = await sql<{ name: string }>`
        select name from pragma_table_list
        where schema = 'main' and type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(db);
      const pragma = async (name: string): Promise<string | number | undefined> => {
        // Read-only pragmas: without an argument, none of them changes anything.
        const { rows } = await sql<Record<string, string | number>>`${sql.raw(`pragma ${name}`)}`.execute(db);
        const row = rows[0];
        return row ? Object.values(row)[0] : undefined;
      };
      const [file, version, pageCount, pageSize, freePages, journalMode, walAutocheckpoint, foreignKeys] = await Promise.all([
        sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db).then((r) => r.rows[0]?.file ?? ''),
        sql<{ version: string }>`select sqlite_version() as version`.execute(db).then((r) => r.rows[0]?.version ?? ''),
        pragma('page_count'),
        pragma('page_size'),
        pragma('freelist_count'),
        pragma('journal_mode'),
        pragma('wal_autocheckpoint'),
        pragma('foreign_keys'),
      ]);
      return {
        file,
        version,
        tables: await withCounts(db, tables.map((t) => t.name)),
        sizeBytes: Number(pageCount) * Number(pageSize),
        freeBytes: Number(freePages) * Number(pageSize),
        journalMode: String(journalMode),
        walAutocheckpoint: Number(walAutocheckpoint),
        foreignKeys: Number(foreignKeys) === 1,
      };
    },

    async postgres() {
      const { rows: tables } = await sql<{ tableName: string }>`
        select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
        order by table_name`.execute(db);
      const { rows } = await sql<{
        version: string;
        database: string;
        schema: string;
        databaseSize: string | number;
        schemaSize: string | number | null;
        connections: string | number;
        maxConnections: string;
        startedAt: string | Date;
        serverAddress: string | null;
        serverPort: number | null;
      }>`
        select current_setting('server_version') as version,
               current_database() as database,
               current_schema() as schema,
               pg_database_size(current_database()) as database_size,
               (select sum(pg_total_relation_size(format('%I.%I', table_schema, table_name)))
                  from information_schema.tables where table_schema = current_schema()) as schema_size,
               (select count(*) from pg_stat_activity where datname = current_database()) as connections,
               current_setting('max_connections') as max_connections,
               pg_postmaster_start_time() as started_at,
               host(inet_server_addr()) as server_address,
               inet_server_port() as server_port`.execute(db);
      const server = rows[0];
      if (!server) throw new Error('PostgreSQL returned no server row');
      return {
        version: server.version,
        // No address when connected through a Unix socket.
        host: server.serverAddress ? `${server.serverAddress}:${server.serverPort}` : 'socket local',
        database: server.database,
        schema: server.schema,
        tables: await withCounts(db, tables.map((t) => t.tableName)),
        databaseSizeBytes: Number(server.databaseSize),
        schemaSizeBytes: Number(server.schemaSize ?? 0),
        connections: Number(server.connections),
        maxConnections: Number(server.maxConnections),
        startedAt: new Date(server.startedAt).toISOString(),
      };
    },
  };
}
