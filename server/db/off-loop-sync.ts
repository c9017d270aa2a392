import { sql, type Transaction } from 'kysely';
import type { Database } from './database';
import type { DB } from './types';

/**
 * Transactions that are on disk when their promise resolves, as under `synchronous = FULL`, without the event
 * loop waiting for the disk (docs/decisions/0281-click-group-commit.md). In WAL mode FULL is NORMAL plus a sync
 * of the WAL file after each commit, which better-sqlite3 makes on the event loop; here the commit runs under
 * NORMAL and the same sync runs on libuv's thread pool.
 * PostgreSQL's commit never held up the event loop: a plain transaction.
 */
export function transactionsSyncedOffLoop(db: Database) {
  const wal = db.walSync;
  if (!wal) return <T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> => db.transaction().execute(work);

  return async <T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> => {
    const result = await db.connection().execute(async (connection) => {
      // SQLite refuses the change inside a transaction, and the connection is held so that no other
      // transaction commits under NORMAL.
      await sql`pragma synchronous = normal`.execute(connection);
      try {
        return await connection.transaction().execute(work);
      } finally {
        await sql`pragma synchronous = full`.execute(connection);
      }
    });
    try {
      await wal.sync();
    } catch (error) {
      // What SQLite reports when its own sync fails under FULL: the write is not known to be on disk, and the
      // caller hears that the database could not store it (docs/decisions/0271-database-unavailable-503.md).
      throw Object.assign(new Error('La synchronisation du journal sur le disque a échoué', { cause: error }), { code: 'SQLITE_IOERR_FSYNC' });
    }
    return result;
  };
}
