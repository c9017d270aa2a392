import type { Database } from '../../db/database';

const NEVER = new Date(0).toISOString();

/**
 * The job_leases table. Taking a lease is one conditional UPDATE: the database lets exactly one instance
 * change the row while it is due and free, so a job runs once across every instance.
 */
export function leaseRepository(db: Database) {
  return {
    /** Creates the job's row, due at `dueAt`, unless another instance already did. */
    async ensure(name: string, dueAt: Date): Promise<void> {
      await db
        .insertInto('jobLeases')
        .values({ name, holder: null, leaseUntil: NEVER, nextRunAt: dueAt.toISOString(), lastStartedAt: null, lastFinishedAt: null, lastError: null })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    },

    /** True when this holder took the lease; the next run is scheduled in the same statement. */
    async acquire(name: string, holder: string, now: Date, leaseMs: number, nextRunAt: Date): Promise<boolean> {
      const at = now.toISOString();
      const result = await db
        .updateTable('jobLeases')
        .set({ holder, leaseUntil: new Date(now.getTime() + leaseMs).toISOString(), nextRunAt: nextRunAt.toISOString(), lastStartedAt: at })
        .where('name', '=', name)
        .where('nextRunAt', '<=', at)
        .where('leaseUntil', '<=', at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Frees the lease; a failed run is tried again at `retryAt` rather than a whole interval later. */
    async release(name: string, holder: string, finishedAt: Date, error: string | null, retryAt?: Date): Promise<void> {
      await db
        .updateTable('jobLeases')
        .set({
          holder: null,
          leaseUntil: finishedAt.toISOString(),
          lastFinishedAt: finishedAt.toISOString(),
          lastError: error,
          ...(retryAt ? { nextRunAt: retryAt.toISOString() } : {}),
        })
        .where('name', '=', name)
        .where('holder', '=', holder)
        .execute();
    },

    async find(name: string) {
      return db.selectFrom('jobLeases').selectAll().where('name', '=', name).executeTakeFirst();
    },
  };
}
