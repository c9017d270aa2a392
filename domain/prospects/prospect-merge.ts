import { MAX_ROW_ID } from '../validation/row-id';
import { z } from '../validation/zod';

/**
 * Two records of one person merged into one (Pipedrive's merge of duplicates, docs/decisions/0426-prospect-merge.md):
 * the record kept is the one open, the duplicate is another prospect with its e-mail address, or its phone number and
 * last name.
 */
export const prospectMergeMessages = {
  duplicate: 'Choisissez le prospect à fusionner dans cette fiche',
  itself: 'Un prospect ne peut pas être fusionné avec lui-même',
  duplicateNotFound: 'Le prospect à fusionner est introuvable : il a peut-être déjà été fusionné ou supprimé',
  merged: (duplicate: string, kept: string) => `« ${duplicate} » fusionné dans la fiche de ${kept}`,
  /** The line the kept prospect's timeline shows. */
  timeline: (duplicate: string, code: string, addedOn: string) => `Doublon fusionné : ${duplicate} (${code}, ajouté le ${addedOn})`,
  /** A field of the new-prospect lookup too long to be one a prospect holds. */
  lookup: 'Adresse e-mail, téléphone ou nom trop long pour être recherché',
} as const;

const lookupField = z.string({ error: prospectMergeMessages.lookup }).trim().max(254, prospectMergeMessages.lookup).default('');

/**
 * GET /api/admin/prospects/matching?email&telephone&nom: the prospects a new one typed with these would duplicate,
 * by the record's rule (docs/decisions/0430-phone-duplicates.md); every field may be left out.
 */
export const prospectMatchQuerySchema = z.object({ email: lookupField, telephone: lookupField, nom: lookupField });
export type ProspectMatchQuery = z.infer<typeof prospectMatchQuerySchema>;

/** POST /api/admin/prospects/{id}/merge: `duplicate_id` is merged into `id`, then deleted. */
export const prospectMergeSchema = z.object(
  {
    duplicate_id: z
      .number({ error: prospectMergeMessages.duplicate })
      .int(prospectMergeMessages.duplicate)
      .positive(prospectMergeMessages.duplicate)
      .max(MAX_ROW_ID, prospectMergeMessages.duplicate),
  },
  { error: prospectMergeMessages.duplicate },
);
export type ProspectMerge = z.infer<typeof prospectMergeSchema>;
