import Database from 'better-sqlite3';
import { e2eDatabaseFile } from '../../playwright.config';

/** Reads what the server stored, straight from its SQLite file. */
export function queryRows<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(e2eDatabaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
