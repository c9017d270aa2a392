import type { Database } from '../../db/database';
import type { RequestSource } from './repository';

/** The answer deadlines of contact messages and callback requests (domain/response-promises.ts). */
export function responsePromisesRepository(db: Database) {
  const waiting = (source?: RequestSource) => {
    const query = db.selectFrom('callbackRequests').where('status', '=', 'pending').where('firstAnsweredAt', 'is', null);
    return source ? query.where('source', '=', source) : query;
  };
  const count = async (query: ReturnType<typeof waiting>) => Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return {
    /** Sets the first answer unless the request already had one; false when there is no such request to mark. */
    async markAnswered(id: number, at: string): Promise<boolean> {
      const result = await db.updateTable('callbackRequests').set({ firstAnsweredAt: at }).where('id', '=', id).where('firstAnsweredAt', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** The deadlines and answers of the requests received in [since, until). */
    receivedBetween(since: string, until: string) {
      return db
        .selectFrom('callbackRequests')
        .select(['status', 'createdAt', 'responseDueAt', 'firstAnsweredAt', 'assignee', 'processedBy'])
        .where('createdAt', '>=', since)
        .where('createdAt', '<', until)
        .execute();
    },
    countWaiting: (source?: RequestSource) => count(waiting(source)),
    countLate: (at: string, source?: RequestSource) => count(waiting(source).where('responseDueAt', '<=', at)),
    /** Waiting requests due by `before` whose alert has not gone out, the soonest due first. */
    async toAlert(before: string, limit: number) {
      const rows = await waiting()
        .selectAll()
        .where('responseAlertAt', 'is', null)
        .where('responseDueAt', '<=', before)
        .orderBy('responseDueAt')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, id: Number(row.id), responseDueAt: row.responseDueAt ?? before }));
    },
    /** Takes the alert of one request for this instance; false when another took it first. */
    async claimAlert(id: number, at: string): Promise<boolean> {
      const result = await db.updateTable('callbackRequests').set({ responseAlertAt: at }).where('id', '=', id).where('responseAlertAt', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Gives an alert back when its e-mail could not leave, so that a later run sends it. */
    async releaseAlert(id: number, at: string): Promise<void> {
      await db.updateTable('callbackRequests').set({ responseAlertAt: null }).where('id', '=', id).where('responseAlertAt', '=', at).execute();
    },
  };
}
