import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { backupMessages, backupTables, type BackupTable } from '../../../domain/backups/backup-messages';
import { BackupError } from './backup-error';

const snake = (table: string) => table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Rows of the main tables of an SQLite file; a table the file lacks counts 0. */
export function sqliteRowCounts(file: string): Record<BackupTable, number> {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const existing = new Set((database.prepare("select name from sqlite_master where type = 'table'").all() as Array<{ name: string }>).map((row) => row.name));
    return Object.fromEntries(
      (Object.keys(backupTables) as BackupTable[]).map((table) => {
        const name = snake(table);
        return [table, existing.has(name) ? Number((database.prepare(`select count(*) as n from ${name}`).get() as { n: number }).n) : 0];
      }),
    ) as Record<BackupTable, number>;
  } finally {
    database.close();
  }
}

/**
 * A consistent copy of a live SQLite file through SQLite's online backup API. The copy is made in one step:
 * under WAL the step reads one snapshot while the server keeps writing, whereas copying in several steps
 * starts over each time another connection writes, and under steady traffic might never end.
 */
export async function backupSqlite(source: string, destination: string): Promise<void> {
  const database = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
  try {
    await database.backup(destination, { progress: () => Number.MAX_SAFE_INTEGER });
  } finally {
    database.close();
  }
  // The copy inherits WAL mode from its source; back to a rollback journal it is one self-contained file, which
  // a reader opening it leaves alone.
  const copy = new SqliteDatabase(destination, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
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
