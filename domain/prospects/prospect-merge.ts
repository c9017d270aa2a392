import { z } from '../validation/zod';

/**
 * Two records of one person merged into one (Pipedrive's merge of duplicates, docs/decisions/0426-prospect-merge.md):
 * the record kept is the one open, the duplicate is the other prospect with the same e-mail address.
 */
export const prospectMergeMessages = {
  duplicate: 'Choisissez le prospect à fusionner dans cette fiche',
  itself: 'Un prospect ne peut pas être fusionné avec lui-même',
  duplicateNotFound: 'Le prospect à fusionner est introuvable : il a peut-être déjà été fusionné ou supprimé',
  merged: (duplicate: string, kept: string) => `« ${duplicate} » fusionné dans la fiche de ${kept}`,
  /** The line the kept prospect's timeline shows. */
  timeline: (duplicate: string, code: string, addedOn: string) => `Doublon fusionné : ${duplicate} (${code}, ajouté le ${addedOn})`,
} as const;

/** POST /api/admin/prospects/{id}/merge: `duplicate_id` is merged into `id`, then deleted. */
export const prospectMergeSchema = z.object(
  {
    duplicate_id: z
      .number({ error: prospectMergeMessages.duplicate })
      .int(prospectMergeMessages.duplicate)
      .positive(prospectMergeMessages.duplicate)
      .max(2_147_483_647, prospectMergeMessages.duplicate),
  },
  { error: prospectMergeMessages.duplicate },
);
export type ProspectMerge = z.infer<typeof prospectMergeSchema>;
