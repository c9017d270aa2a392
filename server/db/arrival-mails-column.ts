import type { Database, Executor } from './database';

/** The tables whose new rows carry `arrival_mails_due_at` (docs/decisions/0546-arrival-mails-survive-a-stop.md). */
type ArrivingRows = 'callbackRequests' | 'prospects';

/**
 * The rows of `table` whose arrival e-mails a stopped server left undone by `now`, the oldest first, each taken in the
 * statement that moves its moment on to `nextDue`: two instances never take the same one. Called by the table's own
 * repository.
 */
export async function claimInterruptedArrivals(db: Database, table: ArrivingRows, now: string, nextDue: string, limit: number) {
  const ids = await db
    .updateTable(table)
    .set({ arrivalMailsDueAt: nextDue })
    .where('id', 'in', (eb) => eb.selectFrom(table).select('id').where('arrivalMailsDueAt', '<=', now).orderBy('arrivalMailsDueAt').limit(limit))
    .where('arrivalMailsDueAt', '<=', now)
    .returning('id')
    .execute();
  return ids.map((row) => Number(row.id));
}

/** The arrival e-mails of rows `ids` of `table` done. */
export async function arrivalsDone(executor: Executor, table: ArrivingRows, ids: readonly number[]): Promise<void> {
  if (ids.length) await executor.updateTable(table).set({ arrivalMailsDueAt: null }).where('id', 'in', ids).where('arrivalMailsDueAt', 'is not', null).execute();
}
