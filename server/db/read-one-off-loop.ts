import type { CompiledQuery } from 'kysely';
import type { Database } from './database';

/**
 * One row of a read-only query that may take milliseconds (a count over thousands of rows), read on the checkpoint
 * worker's connection where the database has one, so that the event loop serves other requests meanwhile; on the
 * server's own connection otherwise, or when the worker is gone (docs/decisions/0499-long-reads-off-the-event-loop.md).
 * The worker sees every committed write, never an open transaction's: a read inside one goes through its own executor.
 */
export async function readOneOffLoop<Row>(db: Database, query: CompiledQuery<Row>): Promise<Row | undefined> {
  if (db.readOffLoop) {
    try {
      return await db.readOffLoop<Row>(query.sql, query.parameters as readonly (string | number)[]);
    } catch {
      // The worker stopped (the server closing, or failed): the server's own connection answers.
    }
  }
  return (await db.executeQuery(query)).rows[0];
}
