import type { LeadCampaign } from '../../../domain/tracking-links-attribution';
import { campaignColumns } from '../../db/campaign-columns';
import type { Database } from '../../db/database';
import type { CampaignColumns } from '../../db/types';
import { requestsRepository, type NewRequest } from './repository';

/** A request as the contact and callback modules hand it over: its campaign, if any, still in one piece. */
export type RequestToStore = Omit<NewRequest, keyof CampaignColumns> & { campaign: LeadCampaign | null };

/** The owner of callback_requests: contact messages and callback requests are stored and counted through it. */
export function requestsService(db: Database) {
  const requests = requestsRepository(db);
  return {
    /** Stores a new pending request and gives its id. */
    store: ({ campaign, ...request }: RequestToStore): Promise<number> => requests.insert({ ...request, ...campaignColumns(campaign) }),
    count: (source?: 'contact' | 'callback') => requests.count(source),
    newest: (limit: number) => requests.newest(limit),
    /** How many requests each tracking code brought. */
    countPerCampaignCode: (codes: string[]) => requests.countPerCampaignCode(codes),
  };
}
