import { spendMessages, type Spend, type SpendInput } from '../../../domain/campaign-spends';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { spendsRepository } from './spends-repository';

/** What the agency spent on its campaigns (docs/decisions/0454-campaign-spends.md). */
export function spendsService(db: Database) {
  const spends = spendsRepository(db);
  return {
    ofCampaign: (campaign: string): Promise<Spend[]> => spends.ofCampaign(campaign),
    async add(input: SpendInput, by: string): Promise<Spend> {
      const id = await spends.insert({ ...input, createdBy: by, createdAt: new Date().toISOString() });
      return (await spends.find(id))!;
    },
    async remove(id: number): Promise<void> {
      if (!(await spends.delete(id))) throw new ApiError(404, spendMessages.notFound);
    },
    /** Euros spent per campaign over a period of days. */
    totals: (from: string, to: string) => spends.totals(from, to),
  };
}
