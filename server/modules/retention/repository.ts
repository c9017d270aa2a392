import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { RetentionCutoffs } from './policy';

export interface RetentionCounts {
  contactRequests: number;
  prospects: number;
  analyticsEvents: number;
  chatbotRequests: number;
}

/**
 * The rows the privacy policy no longer allows to keep. Retention is one policy over the tables of several
 * modules, kept in one place so its legal durations can be read and audited at once
 * (docs/decisions/0273-retention-purge.md).
 */
export function retentionRepository(db: Database) {
  // A request's last interaction is its processing, or its arrival when nobody handled it.
  const lastInteraction = sql<string>`coalesce(processed_at, created_at)`;

  return {
    async count(cutoffs: RetentionCutoffs): Promise<RetentionCounts> {
      const contact = cutoffs.contact.toISOString();
      const navigation = cutoffs.navigation.toISOString();
      const n = (row: { n: number | string | bigint }) => Number(row.n);
      const [contactRequests, prospects, analyticsEvents, chatbotRequests] = await Promise.all([
        db.selectFrom('callbackRequests').select((eb) => eb.fn.countAll<number>().as('n')).where(lastInteraction, '<', contact).executeTakeFirstOrThrow(),
        db.selectFrom('prospects').select((eb) => eb.fn.countAll<number>().as('n')).where('dateAjout', '<', contact).executeTakeFirstOrThrow(),
        db.selectFrom('analyticsEvents').select((eb) => eb.fn.countAll<number>().as('n')).where('createdAt', '<', navigation).executeTakeFirstOrThrow(),
        db.selectFrom('chatbotRequests').select((eb) => eb.fn.countAll<number>().as('n')).where('createdAt', '<', navigation).executeTakeFirstOrThrow(),
      ]);
      return { contactRequests: n(contactRequests), prospects: n(prospects), analyticsEvents: n(analyticsEvents), chatbotRequests: n(chatbotRequests) };
    },

    /** Deletes every expired row and records the purge, all in one transaction. */
    async purge(cutoffs: RetentionCutoffs, ranAt: Date, triggeredBy: string) {
      const contact = cutoffs.contact.toISOString();
      const navigation = cutoffs.navigation.toISOString();
      return db.transaction().execute(async (trx) => {
        const removed = async (query: { executeTakeFirst(): Promise<{ numDeletedRows: bigint }> }) => Number((await query.executeTakeFirst()).numDeletedRows);
        const counts: RetentionCounts = {
          contactRequests: await removed(trx.deleteFrom('callbackRequests').where(lastInteraction, '<', contact)),
          prospects: await removed(trx.deleteFrom('prospects').where('dateAjout', '<', contact)),
          analyticsEvents: await removed(trx.deleteFrom('analyticsEvents').where('createdAt', '<', navigation)),
          chatbotRequests: await removed(trx.deleteFrom('chatbotRequests').where('createdAt', '<', navigation)),
        };
        const record = { ranAt: ranAt.toISOString(), contactCutoff: contact, navigationCutoff: navigation, ...counts, triggeredBy };
        const row = await trx.insertInto('retentionPurges').values(record).returning('id').executeTakeFirstOrThrow();
        return { id: Number(row.id), ...record };
      });
    },

    async history(limit: number) {
      const rows = await db.selectFrom('retentionPurges').selectAll().orderBy('ranAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
  };
}
