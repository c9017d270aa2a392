import { z } from '../validation/zod';

/** The URL check of the SEO tools: a full address of this site, or one of its paths. */
export const checkUrlSchema = z.object({
  url: z
    .string({ error: 'Veuillez saisir une adresse à vérifier' })
    .trim()
    .min(1, 'Veuillez saisir une adresse à vérifier')
    .max(2000, "L'adresse ne peut pas dépasser 2000 caractères"),
});
