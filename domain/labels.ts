import { z } from './validation/zod';

/**
 * Labels an admin puts on a request to sort the inbox by theme (Chatwoot's labels,
 * docs/decisions/0416-inbox-labels.md): written in lower case, letters, digits, spaces and hyphens only.
 */
export const LABELS_MAX = 5;
export const LABEL_LENGTH_MAX = 30;
const LABEL = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;

export const labelMessages = {
  label: `Une étiquette compte de 1 à ${LABEL_LENGTH_MAX} caractères : lettres, chiffres, espaces et tirets`,
  labels: `Une demande porte ${LABELS_MAX} étiquettes au plus`,
  saved: 'Étiquettes enregistrées',
} as const;

/** '  Site  Vitrine ' → 'site vitrine': one way to write a label, so the same theme is one label. */
export const normaliseLabel = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr-FR');

const labelSchema = z
  .string({ error: labelMessages.label })
  .transform(normaliseLabel)
  .refine((label) => label.length >= 1 && label.length <= LABEL_LENGTH_MAX && LABEL.test(label), labelMessages.label);

/** PUT /api/admin/callback-requests/{id}/labels: the request's whole set of labels, [] for none. */
export const labelsSchema = z.object({
  labels: z
    .array(labelSchema, { error: labelMessages.labels })
    .transform((labels) => [...new Set(labels)])
    .refine((labels) => labels.length <= LABELS_MAX, labelMessages.labels),
});

/** The inbox's filter by one label. */
export const labelFilterSchema = labelSchema;

/** Stored in one column as ',devis,urgent,': a label is found with `like '%,devis,%'` on both databases. */
export const storedLabels = (labels: readonly string[]) => (labels.length ? `,${labels.join(',')},` : '');
export const labelsOfStored = (stored: string) => stored.split(',').filter(Boolean);
