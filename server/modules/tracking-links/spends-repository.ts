import type { SpendInput } from '../../../domain/campaign-spends';
import type { Database } from '../../db/database';

const SHOWN = ['id', 'campaign', 'day', 'amount', 'label', 'createdBy', 'createdAt'] as const;

/** The campaigns' spends: the one place that knows their SQL. */
export function spendsRepository(db: Database) {
  return {
    async insert(spend: SpendInput & { createdBy: string; createdAt: string }): Promise<number> {
      const row = await db.insertInto('campaignSpends').values(spend).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async find(id: number) {
      const row = await db.selectFrom('campaignSpends').select(SHOWN).where('id', '=', id).executeTakeFirst();
      return row && { ...row, id: Number(row.id), amount: Number(row.amount) };
    },
    /** One campaign's spends, the latest day first. */
    async ofCampaign(campaign: string) {
      const rows = await db.selectFrom('campaignSpends').select(SHOWN).where('campaign', '=', campaign).orderBy('day', 'desc').orderBy('id', 'desc').limit(500).execute();
      return rows.map((row) => ({ ...row, id: Number(row.id), amount: Number(row.amount) }));
    },
    /** Whether a spend was there to delete. */
    async delete(id: number): Promise<boolean> {
      const deleted = await db.deleteFrom('campaignSpends').where('id', '=', id).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },
    /** Euros spent per campaign on the days from `from` to `to` (both included). */
    async totals(from: string, to: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('campaignSpends')
        .select((eb) => ['campaign', eb.fn.sum<number | string>('amount').as('total')])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy('campaign')
        .execute();
      return new Map(rows.map((row) => [row.campaign, Number(row.total)]));
    },
  };
}
