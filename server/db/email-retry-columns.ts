import type { Database } from './database';

/** The tables whose e-mails carry `delivery`, `author` and `retry_at` (docs/decisions/0545-acknowledgements-tried-again.md). */
type RetriedEmails = 'requestMessages' | 'prospectEmails';

/**
 * The e-mails of `table` still 'sending' past their deadline were interrupted (the server stopped while they left):
 * each becomes 'failed', to be sent again by its button, and an acknowledgement (`acknowledgementAuthor`) is due for
 * its automatic attempt at once. How many. Called by the table's own repository.
 */
export async function recoverInterruptedSends(db: Database, table: RetriedEmails, now: string, acknowledgementAuthor: string): Promise<number> {
  const stale = (acknowledgements: boolean) =>
    db
      .updateTable(table)
      .set({ delivery: 'failed', retryAt: acknowledgements ? now : null })
      .where('delivery', '=', 'sending')
      .where('retryAt', '<=', now)
      .where('author', acknowledgements ? '=' : '<>', acknowledgementAuthor)
      .executeTakeFirst();
  const [acknowledgements, others] = [await stale(true), await stale(false)];
  return Number(acknowledgements.numUpdatedRows) + Number(others.numUpdatedRows);
}

/** When refused e-mail `id` of `table` is tried again by itself; null: no more. */
export async function setRetryAt(db: Database, table: RetriedEmails, id: number, retryAt: string | null): Promise<void> {
  await db.updateTable(table).set({ retryAt }).where('id', '=', id).where('delivery', '=', 'failed').execute();
}
