import { CompiledQuery } from 'kysely';
import { groupCommit } from '../lib/group-commit';
import { isDatabaseUnavailable } from '../lib/database-errors';
import type { Database, Executor } from './database';
import { transactionsSyncedOffLoop } from './off-loop-sync';

/** One caller's writes, run inside the group's transaction on the executor it is given. */
export type DurableWork<T> = (executor: Executor) => Promise<T>;

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Bounds one transaction; a group this large only forms under far more load than the benchmark's. */
const MAX_WORKS_PER_COMMIT = 1000;

const SAVEPOINT = CompiledQuery.raw('savepoint durable_write');
const RELEASE = CompiledQuery.raw('release durable_write');
const ROLLBACK_TO = CompiledQuery.raw('rollback to durable_write');

/**
 * Every public write goes through one group commit (docs/decisions/0320-durable-public-writes.md): the works that
 * arrive together run in one transaction, each in a savepoint of its own so that a work that fails (a
 * constraint, say) takes back only its rows. On SQLite the transaction commits under NORMAL and the WAL is synced
 * on libuv's thread pool; on PostgreSQL it is a plain transaction, one commit (and one sync of the server's WAL)
 * for the group. Each caller is answered only after that. A failure of the group itself (database unavailable,
 * commit or sync failed) rejects every work of the group, and only those.
 */
function groupedWrites(db: Database) {
  const synced = transactionsSyncedOffLoop(db);
  /** Every work in one savepoint of its own: a work that fails takes back only its rows. */
  const eachInSavepoint = (works: Array<DurableWork<unknown>>) =>
    synced(async (trx): Promise<Outcome[]> => {
      const outcomes: Outcome[] = [];
      for (const work of works) {
        await trx.executeQuery(SAVEPOINT);
        try {
          outcomes.push({ ok: true, value: await work(trx) });
        } catch (error) {
          if (isDatabaseUnavailable(error)) throw error;
          await trx.executeQuery(ROLLBACK_TO);
          outcomes.push({ ok: false, error });
        }
        await trx.executeQuery(RELEASE);
      }
      return outcomes;
    });
  /**
   * A group is first written without savepoints, two statements fewer per work: a work almost never fails. When
   * one does, the whole transaction is rolled back before anything is committed, and the group is written again,
   * each work in its savepoint. A failure of the commit or of the sync is the group's and is never retried.
   */
  const writeGroup = async (works: Array<DurableWork<unknown>>): Promise<Outcome[]> => {
    let workFailed = false;
    try {
      return await synced(async (trx): Promise<Outcome[]> => {
        const outcomes: Outcome[] = [];
        for (const work of works) {
          try {
            outcomes.push({ ok: true, value: await work(trx) });
          } catch (error) {
            workFailed = !isDatabaseUnavailable(error);
            throw error;
          }
        }
        return outcomes;
      });
    } catch (error) {
      if (!workFailed) throw error;
      return eachInSavepoint(works);
    }
  };
  const commits = groupCommit(writeGroup, MAX_WORKS_PER_COMMIT);
  return async <T>(work: DurableWork<T>): Promise<T> => {
    const outcome = await commits.add(work as DurableWork<unknown>);
    if (!outcome.ok) throw outcome.error;
    return outcome.value as T;
  };
}

type DurableWriter = <T>(work: DurableWork<T>) => Promise<T>;
const writers = new WeakMap<Database, DurableWriter>();

/**
 * Runs a public write and resolves once it is on disk, with the guarantee of `synchronous = FULL`, without a disk
 * sync on the event loop. One writer per database, whichever service or route calls it, so that writes of
 * every kind arriving together share a transaction.
 */
export function durableWrite<T>(db: Database, work: DurableWork<T>): Promise<T> {
  let writer = writers.get(db);
  if (!writer) {
    writer = groupedWrites(db);
    writers.set(db, writer);
  }
  return writer(work);
}
