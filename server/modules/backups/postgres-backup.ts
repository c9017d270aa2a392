import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type pg from 'pg';
import { backupMessages, backupTables, type BackupTable } from '../../../domain/backups/backup-messages';
import { BackupError } from './backup-error';

const run = promisify(execFile);
const requireDriver = createRequire(import.meta.url);
const snake = (table: string) => table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

export interface PostgresTarget {
  url: string;
  /** One schema only (the tests' private ones); the whole database without it. */
  schema?: string;
}

/** The URL the client tools are given: without `options`, which would set a search path pg_dump does not need. */
const toolUrl = (url: string) => {
  const parsed = new URL(url);
  parsed.searchParams.delete('options');
  return parsed.toString();
};

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const { Client } = requireDriver('pg') as typeof pg;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function tool(command: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(command, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupError(backupMessages.toolMissing);
    const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
    throw new Error(`${command} : ${stderr || (error as Error).message}`);
  }
}

/**
 * `pg_dump` in custom format, of the snapshot in which the rows of the main tables are counted: a transaction
 * exports its snapshot and the dump reads that one, so the counts describe exactly the rows of the file.
 */
export async function backupPostgres({ url, schema }: PostgresTarget, destination: string): Promise<Record<BackupTable, number>> {
  return withClient(url, async (client) => {
    await client.query('begin transaction isolation level repeatable read read only');
    try {
      const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]?.id as string;
      const where = schema ?? 'public';
      const present = new Set(
        (await client.query<{ name: string }>('select table_name as name from information_schema.tables where table_schema = $1', [where])).rows.map((row) => row.name),
      );
      const rows = {} as Record<BackupTable, number>;
      for (const table of Object.keys(backupTables) as BackupTable[]) {
        const name = snake(table);
        rows[table] = present.has(name) ? Number((await client.query<{ n: string }>(`select count(*) as n from ${identifier(where)}.${identifier(name)}`)).rows[0]?.n) : 0;
      }
      await tool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${destination}`, ...(schema ? [`--schema=${schema}`] : []), `--dbname=${toolUrl(url)}`]);
      return rows;
    } finally {
      await client.query('commit');
    }
  });
}

async function tableCount(client: pg.Client, schema: string): Promise<number> {
  const result = await client.query<{ n: string }>("select count(*) as n from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE'", [schema]);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * `pg_restore` of a custom-format dump. A target holding tables is refused without `force`; with it, what the
 * dump holds replaces it (the schema dropped first when the dump is of one schema).
 */
export async function restorePostgres({ url, schema }: PostgresTarget, backup: string, force: boolean): Promise<void> {
  try {
    await tool('pg_restore', ['--list', backup]);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(backupMessages.notABackup);
  }
  await withClient(url, async (client) => {
    if (!force && (await tableCount(client, schema ?? 'public')) > 0) throw new BackupError(backupMessages.restoreRefused);
    // The dump of one schema creates it: an empty or replaced one is dropped first.
    if (schema) await client.query(`drop schema if exists ${identifier(schema)} cascade`);
  });
  await tool('pg_restore', ['--no-owner', '--exit-on-error', ...(force && !schema ? ['--clean', '--if-exists'] : []), `--dbname=${toolUrl(url)}`, backup]);
}
