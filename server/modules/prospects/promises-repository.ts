import type { Database, Executor } from '../../db/database';
import { leastLoadedOf } from '../../../domain/auto-assignment';
import { GIVEN_UP_STATUS } from '../../../domain/response-promises';
import { LEAD_BAND_IDS, type LeadBandId } from '../../../domain/super-assistant/lead-score';

/** The contact deadlines of super-assistant leads (domain/response-promises.ts). */
export function leadPromisesRepository(db: Database) {
  const promised = (executor: Executor = db) => executor.selectFrom('prospects').where('responseDueAt', 'is not', null);
  /** Leads still to reach: a promise, no first answer, not given up. */
  const waiting = (executor: Executor = db) => promised(executor).where('firstAnsweredAt', 'is', null).where('statut', '!=', GIVEN_UP_STATUS);
  const count = async (query: ReturnType<typeof waiting>) => Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return {
    /** Of `usernames`, the one owning the fewest leads still to reach (`leastLoadedOf`, decision 0406). */
    async leastLoaded(usernames: string[], executor: Executor = db): Promise<string | null> {
      if (usernames.length === 0) return null;
      const rows = await waiting(executor)
        .select(['owner', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('owner', 'in', usernames)
        .groupBy('owner')
        .execute();
      return leastLoadedOf(usernames, new Map(rows.map((row) => [row.owner, Number(row.n)])));
    },
    /** Sets the instant the lead was first reached unless it already has one. */
    async markAnswered(id: number, at: string): Promise<void> {
      await db.updateTable('prospects').set({ firstAnsweredAt: at }).where('id', '=', id).where('firstAnsweredAt', 'is', null).execute();
    },
    /** The leads with a contact promise that arrived in [since, until), read as the promise's figures read them. */
    receivedBetween(since: string, until: string) {
      return promised()
        .select(['statut', 'dateAjout', 'responseDueAt', 'firstAnsweredAt', 'owner'])
        .where('dateAjout', '>=', since)
        .where('dateAjout', '<', until)
        .execute();
    },
    /** Leads still to reach, and those of them past their deadline at `at`. */
    countWaiting: () => count(waiting()),
    countLate: (at: string) => count(waiting().where('responseDueAt', '<=', at)),
    /** Leads of a known band not yet reached nor given up, due by `before`, whose alert has not gone out, the soonest due first. */
    async toAlert(before: string, limit: number) {
      const rows = await waiting()
        .select(['id', 'prenom', 'nom', 'entreprise', 'email', 'telephone', 'owner', 'leadBand', 'responseDueAt'])
        .where('responseDueAt', '<=', before)
        .where('responseAlertAt', 'is', null)
        .where('leadBand', 'in', LEAD_BAND_IDS)
        .orderBy('responseDueAt')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, id: Number(row.id), leadBand: row.leadBand as LeadBandId, responseDueAt: row.responseDueAt ?? before }));
    },
    /** Takes the alert of one lead for this instance; false when another took it first. */
    async claimAlert(id: number, at: string): Promise<boolean> {
      const result = await db.updateTable('prospects').set({ responseAlertAt: at }).where('id', '=', id).where('responseAlertAt', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async releaseAlert(id: number, at: string): Promise<void> {
      await db.updateTable('prospects').set({ responseAlertAt: null }).where('id', '=', id).where('responseAlertAt', '=', at).execute();
    },
  };
}
