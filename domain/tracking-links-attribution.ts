// No zod here: the public site's analytics tracker and campaign memory import this file.
const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'tc'] as const;

/** Longest value kept of one campaign parameter. */
export const CAMPAIGN_TEXT_MAX = 100;
/** What `/t/{code}` accepts as a tracking code or a chosen slug (lower case; the redirect lowers it first). */
export const TRACKING_CODE_FORMAT = /^[a-z0-9-]{3,50}$/;

/** The campaign a visit came from, read from its landing address; empty when it came from none. */
export function campaignOf(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = query.get(name)?.trim();
    if (value) found[name] = value.slice(0, CAMPAIGN_TEXT_MAX);
  }
  return found;
}

/** The campaign a lead carries with its form: the UTM values and the tracking link's code, '' when absent. */
export interface LeadCampaign {
  source: string;
  medium: string;
  campaign: string;
  code: string;
}

/**
 * The landing address's campaign as a lead form sends it, or null when the address has none. A code that no
 * tracking link could have is left out, so the rest of the campaign is still accepted by the server.
 */
export function leadCampaignOf(search: string): LeadCampaign | null {
  const found = campaignOf(search);
  const code = found.tc?.toLowerCase() ?? '';
  const campaign = {
    source: found.utm_source ?? '',
    medium: found.utm_medium ?? '',
    campaign: found.utm_campaign ?? '',
    code: TRACKING_CODE_FORMAT.test(code) ? code : '',
  };
  return hasCampaign(campaign) ? campaign : null;
}

export const hasCampaign = (campaign: LeadCampaign): boolean => Object.values(campaign).some((value) => value !== '');
