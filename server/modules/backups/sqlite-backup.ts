import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { backupMessages, backupTables, type BackupTable } from '../../../domain/backups/backup-messages';
import { BackupError } from './backup-error';

const snake = (table: string) => table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The backup's own thread: a read-only connection copies the file in one step through SQLite's online backup
 * API, the copy is switched to a rollback journal, then its main tables are counted. Under WAL the one step reads
 * one snapshot while the server keeps writing; copied in several steps, a backup starts over whenever another
 * connection writes, and under steady traffic might never end.
 */
const BACKUP_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
async function backUp() {
  const source = new Database(workerData.source, { readonly: true, fileMustExist: true });
  try {
    await source.backup(workerData.destination, { progress: () => Number.MAX_SAFE_INTEGER });
  } finally {
    source.close();
  }
  const copy = new Database(workerData.destination, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const existing = new Set(copy.prepare("select name from sqlite_master where type = 'table'").pluck().all());
    const count = (table) => (existing.has(table) ? Number(copy.prepare('select count(*) from "' + table + '"').pluck().get()) : 0);
    return workerData.tables.map(([key, table]) => [key, count(table)]);
  } finally {
    copy.close();
  }
}
backUp().then(
  (rows) => parentPort.postMessage({ rows }),
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);
`;

/**
 * A consistent copy of a live SQLite file, one self-contained file a reader opening it leaves alone, and the rows
 * of its main tables (a table the file lacks counts 0). Made on a thread of its own: copying runs at a few
 * milliseconds per megabyte, and on the event loop would hold every request for as long
 * (docs/decisions/0504-backups-off-the-event-loop.md).
 */
export function backupSqlite(source: string, destination: string): Promise<Record<BackupTable, number>> {
  const tables = (Object.keys(backupTables) as BackupTable[]).map((key) => [key, snake(key)]);
  const worker = new Worker(BACKUP_WORKER_SOURCE, {
    eval: true,
    workerData: { source, destination, tables, driverPath: createRequire(import.meta.url).resolve('better-sqlite3') },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (answer: { rows?: Array<[BackupTable, number]>; error?: string }) => {
      if (answer.rows) resolve(Object.fromEntries(answer.rows) as Record<BackupTable, number>);
      else reject(new Error(answer.error));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`la copie s'est arrêtée avant la fin (code ${code})`)));
  });
}

/** True when the file is absent or holds no table: what a restore may fill without `--force`. */
export function sqliteIsEmpty(file: string): boolean {
  if (!existsSync(file)) return true;
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    return Number((database.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number }).n) === 0;
  } finally {
    database.close();
  }
}

/**
 * Restores a backup into `target`: the copy is checked, written beside the target, then moved in place, the
 * target's old journal files removed with it. A target that holds tables is replaced only with `force`.
 */
export async function restoreSqlite(backup: string, target: string, force: boolean): Promise<void> {
  if (!force && !sqliteIsEmpty(target)) throw new BackupError(backupMessages.restoreRefused);
  let source: SqliteDatabase.Database;
  try {
    source = new SqliteDatabase(backup, { readonly: true, fileMustExist: true });
    const check = source.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(String(check));
  } catch {
    throw new BackupError(backupMessages.notABackup);
  }
  const staging = join(dirname(target), `.${basename(target)}.restoring`);
  try {
    await source.backup(staging, { progress: () => Number.MAX_SAFE_INTEGER });
  } finally {
    source.close();
  }
  for (const journal of ['-wal', '-shm']) await rm(`${target}${journal}`, { force: true });
  await rename(staging, target);
}
