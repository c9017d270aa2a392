import type { Database } from '../../db/database';

export interface NewDelivery {
  eventId: string;
  event: string;
  url: string;
  payload: string;
}

/** The webhook_deliveries table: the one place that knows its SQL. */
export function deliveriesRepository(db: Database) {
  return {
    /** Queues a delivery; null when its event is queued already (the same event id, 0549). */
    async insertOnce(delivery: NewDelivery, at: Date): Promise<number | null> {
      const iso = at.toISOString();
      const row = await db
        .insertInto('webhookDeliveries')
        .values({
          ...delivery,
          status: 'pending',
          attempts: 0,
          nextAttemptAt: iso,
          lockedUntil: iso,
          createdAt: iso,
        })
        .onConflict((oc) => oc.column('eventId').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ? Number(row.id) : null;
    },

    /**
     * Takes one due delivery for an attempt: a single conditional UPDATE, so of two instances (or the first
     * attempt and the job) exactly one gets it. The attempt is counted here, before anything is sent.
     */
    async claim(id: number, now: Date, holdMs: number): Promise<boolean> {
      const at = now.toISOString();
      const result = await db
        .updateTable('webhookDeliveries')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          lockedUntil: new Date(now.getTime() + holdMs).toISOString(),
        }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('nextAttemptAt', '<=', at)
        .where('lockedUntil', '<=', at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async dueIds(now: Date, limit: number): Promise<number[]> {
      const at = now.toISOString();
      const rows = await db
        .selectFrom('webhookDeliveries')
        .select('id')
        .where('status', '=', 'pending')
        .where('nextAttemptAt', '<=', at)
        .where('lockedUntil', '<=', at)
        .orderBy('nextAttemptAt')
        .limit(limit)
        .execute();
      return rows.map((row) => Number(row.id));
    },

    findById: (id: number) => db.selectFrom('webhookDeliveries').selectAll().where('id', '=', id).executeTakeFirst(),

    async delivered(id: number, statusCode: number, at: Date): Promise<void> {
      await db
        .updateTable('webhookDeliveries')
        .set({
          status: 'delivered',
          lastStatusCode: statusCode,
          lastError: null,
          deliveredAt: at.toISOString(),
          lockedUntil: at.toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },

    /** A failed attempt: tried again at `retryAt`, or given up when there is none. */
    async attemptFailed(id: number, failure: { statusCode: number | null; error: string }, at: Date, retryAt: Date | null): Promise<void> {
      await db
        .updateTable('webhookDeliveries')
        .set({
          status: retryAt ? 'pending' : 'failed',
          lastStatusCode: failure.statusCode,
          lastError: failure.error.slice(0, 500),
          nextAttemptAt: (retryAt ?? at).toISOString(),
          lockedUntil: at.toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },

    async newest(limit: number) {
      return db
        .selectFrom('webhookDeliveries')
        .select(['id', 'eventId', 'event', 'url', 'status', 'attempts', 'nextAttemptAt', 'lastStatusCode', 'lastError', 'createdAt', 'deliveredAt'])
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
