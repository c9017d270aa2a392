import { clientCodeOf } from '../../../domain/prospects/prospect-fields';
import { storedCampaignSchema } from '../../../domain/validation/campaign-schema';
import { z } from '../../../domain/validation/zod';
import { campaignOfRow } from '../../db/campaign-columns';
import type { ProspectRow } from './repository';

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

export function prospectView(row: ProspectRow): ProspectView {
  return {
    id: Number(row.id),
    client_code: clientCodeOf(Number(row.id)),
    nom: row.nom,
    prenom: row.prenom,
    email: row.email,
    telephone: row.telephone,
    entreprise: row.entreprise,
    fonction: row.fonction,
    source: row.source,
    date_ajout: row.dateAjout,
    statut: row.statut,
    is_contacted: Number(row.isContacted) === 1,
    commentaire: row.commentaire,
    lead_score: row.leadScore === null ? null : Number(row.leadScore),
    lead_band: row.leadBand,
    inbox_request_id: row.inboxRequestId === null ? null : Number(row.inboxRequestId),
    updated_at: row.updatedAt,
    campaign: campaignOfRow(row),
  };
}

/** The analysis a super-assistant lead keeps (stored as JSON text by the leads module). */
export function detailsOf(row: ProspectRow): Record<string, unknown> | null {
  if (!row.details) return null;
  try {
    const parsed: unknown = JSON.parse(row.details);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
