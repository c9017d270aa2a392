import { storedCampaignSchema } from '../validation/campaign-schema';
import { z } from '../validation/zod';

/** A prospect as the API answers it: the field names of back-office §3, plus the client code and the score. */
export const prospectSchema = z.object({
  id: z.number().int(),
  client_code: z.string(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  telephone: z.string(),
  entreprise: z.string(),
  fonction: z.string(),
  source: z.string(),
  date_ajout: z.string(),
  statut: z.string(),
  is_contacted: z.boolean(),
  commentaire: z.string(),
  lead_score: z.number().nullable(),
  lead_band: z.string().nullable(),
  inbox_request_id: z.number().nullable(),
  updated_at: z.string().nullable(),
  campaign: storedCampaignSchema,
});
export type ProspectView = z.infer<typeof prospectSchema>;

/** One prospect with the details the super assistant stored (its lead analysis). */
export const prospectDetailSchema = prospectSchema.extend({ details: z.record(z.string(), z.unknown()).nullable() });
export type ProspectDetail = z.infer<typeof prospectDetailSchema>;
