import { z } from './validation/zod';

/**
 * Labels an admin puts on an inbox request or a prospect to sort them by theme (Chatwoot's labels, Pipedrive's deal
 * labels; decisions 0416 and 0420): written in lower case, letters, digits, spaces and hyphens only.
 */
export const LABELS_MAX = 5;
export const LABEL_LENGTH_MAX = 30;
const LABEL = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;

export const labelMessages = {
  label: `Une étiquette compte de 1 à ${LABEL_LENGTH_MAX} caractères : lettres, chiffres, espaces et tirets`,
  labels: `Une demande porte ${LABELS_MAX} étiquettes au plus`,
  prospectLabels: `Un prospect porte ${LABELS_MAX} étiquettes au plus`,
  saved: 'Étiquettes enregistrées',
} as const;

/** '  Site  Vitrine ' → 'site vitrine': one way to write a label, so the same theme is one label. */
export const normaliseLabel = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr-FR');

const labelSchema = z
  .string({ error: labelMessages.label })
  .transform(normaliseLabel)
  .refine((label) => label.length >= 1 && label.length <= LABEL_LENGTH_MAX && LABEL.test(label), labelMessages.label);

/** A whole set of labels, [] for none; `tooMany` names what carries them. */
const labelSetSchema = (tooMany: string) =>
  z.object({
    labels: z
      .array(labelSchema, { error: tooMany })
      .transform((labels) => [...new Set(labels)])
      .refine((labels) => labels.length <= LABELS_MAX, tooMany),
  });

/** PUT /api/admin/callback-requests/{id}/labels. */
export const labelsSchema = labelSetSchema(labelMessages.labels);
/** PUT /api/admin/prospects/{id}/labels. */
export const prospectLabelsSchema = labelSetSchema(labelMessages.prospectLabels);
export type LabelSetSchema = typeof labelsSchema;

/** The lists' filter by one label. */
export const labelFilterSchema = labelSchema;

/** Stored in one column as ',devis,urgent,': a label is found with `like '%,devis,%'` on both databases. */
export const storedLabels = (labels: readonly string[]) => (labels.length ? `,${labels.join(',')},` : '');
export const labelsOfStored = (stored: string) => stored.split(',').filter(Boolean);
/** A CSV cell of labels, 'salon lyon, relance': the export writes it, the import reads it back. */
export const labelsCellOf = (stored: string) => labelsOfStored(stored).join(', ');
export const labelsOfCell = (cell: string) => cell.split(',').map((label) => label.trim()).filter(Boolean);

/** Every label of the stored sets, the most used first (then alphabetically), with how many rows carry it. */
export function labelsInUseOf(sets: readonly { labels: string; n: number | string | bigint }[]) {
  const counts = new Map<string, number>();
  for (const { labels, n } of sets) {
    for (const label of labelsOfStored(labels)) counts.set(label, (counts.get(label) ?? 0) + Number(n));
  }
  return [...counts].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'fr'));
}
