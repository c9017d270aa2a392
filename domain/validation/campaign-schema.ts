import { CAMPAIGN_TEXT_MAX, hasCampaign, TRACKING_CODE_FORMAT, type LeadCampaign } from '../tracking-links-attribution';
import { z } from './zod';

const campaignText = z.string().trim().max(CAMPAIGN_TEXT_MAX).default('');

const leadCampaignShape = z
  .object({
    source: campaignText,
    medium: campaignText,
    campaign: campaignText,
    code: z
      .string()
      .trim()
      .toLowerCase()
      .max(32)
      .refine((code) => code === '' || TRACKING_CODE_FORMAT.test(code))
      .default(''),
  })
  .describe('Campagne qui a amené le visiteur (paramètres utm et code du lien de suivi), gardée pendant sa visite');

/**
 * The optional campaign of a public lead form (docs/decisions/0280-campaign-attribution.md). Attribution never
 * costs a lead: a campaign that is malformed or empty is dropped (null) and the lead is stored without it.
 */
export const leadCampaignField = leadCampaignShape
  .nullable()
  .optional()
  .catch(null)
  .transform((campaign): LeadCampaign | null => (campaign && hasCampaign(campaign) ? campaign : null));

/** The campaign of a stored lead as the admin API answers it. */
export const storedCampaignSchema = z
  .object({ source: z.string(), medium: z.string(), campaign: z.string(), code: z.string() })
  .nullable() satisfies z.ZodType<LeadCampaign | null>;
