import { hasCampaign, type LeadCampaign } from '../../domain/tracking-links-attribution';
import type { CampaignColumns } from './types';

const orNull = (value: string) => (value === '' ? null : value);

/** A lead's campaign as the columns of its table hold it: a missing part, or no campaign at all, is null. */
export function campaignColumns(campaign: LeadCampaign | null): CampaignColumns {
  return {
    campaignSource: orNull(campaign?.source ?? ''),
    campaignMedium: orNull(campaign?.medium ?? ''),
    campaignName: orNull(campaign?.campaign ?? ''),
    campaignCode: orNull(campaign?.code ?? ''),
  };
}

/** The campaign a stored row carries, or null when it came without one. */
export function campaignOfRow(row: CampaignColumns): LeadCampaign | null {
  const campaign = {
    source: row.campaignSource ?? '',
    medium: row.campaignMedium ?? '',
    campaign: row.campaignName ?? '',
    code: row.campaignCode ?? '',
  };
  return hasCampaign(campaign) ? campaign : null;
}

/** Grouped counts per tracking code, as a map from code to count. */
export const countsPerCode = (rows: Array<{ campaignCode: string | null; n: string | number }>): Map<string, number> =>
  new Map(rows.map((row) => [row.campaignCode ?? '', Number(row.n)]));
