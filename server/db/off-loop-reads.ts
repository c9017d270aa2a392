import { CamelCasePlugin, createQueryId, type CompiledQuery, type UnknownRow } from 'kysely';
import type { Database } from './database';

/** The database's own plugin: the worker's rows get the names the server's connection gives them. */
const camelCase = new CamelCasePlugin();
type Parameters = readonly (string | number)[];

const named = async <Row>(rows: unknown[]) =>
  (await camelCase.transformResult({ queryId: createQueryId(), result: { rows: rows as UnknownRow[] } })).rows as Row[];

/**
 * Reads that may take milliseconds (a count or a grouped sum over thousands of rows), made on the checkpoint
 * worker's connection where the database has one, so that the event loop serves other requests meanwhile; on the
 * server's own connection otherwise, or when the worker is gone (docs/decisions/0499-long-reads-off-the-event-loop.md).
 * The worker sees every committed write, never an open transaction's: a read inside one goes through its own executor.
 */
async function offLoop<Row>(db: Database, query: CompiledQuery<Row>, all: boolean): Promise<Row[]> {
  const worker = all ? db.readAllOffLoop : db.readOffLoop;
  if (worker) {
    try {
      const answer = await worker(query.sql, query.parameters as Parameters);
      return named<Row>(all ? (answer as unknown[]) : answer === undefined ? [] : [answer]);
    } catch {
      // The worker stopped (the server closing, or failed): the server's own connection answers.
    }
  }
  return (await db.executeQuery(query)).rows;
}

/** The first row of a long read-only query, off the event loop where the database allows it. */
export const readOneOffLoop = async <Row>(db: Database, query: CompiledQuery<Row>): Promise<Row | undefined> => (await offLoop(db, query, false))[0];

/** Every row of a long read-only query, off the event loop where the database allows it. */
export const readAllOffLoop = <Row>(db: Database, query: CompiledQuery<Row>): Promise<Row[]> => offLoop(db, query, true);
