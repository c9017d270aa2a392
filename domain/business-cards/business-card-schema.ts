import { z } from '../validation/zod';

/** French messages of the business-card panel and API (back-office §2.9, §8). */
export const businessCardMessages = {
  loadFailed: 'Impossible de charger les cartes de visite. Veuillez réessayer.',
  deleteFailed: (message: string) => `Impossible de supprimer: ${message}`,
  empty: 'Aucune carte de visite trouvée',
  ownerNotFound: 'Carte de visite introuvable',
  iterationNotFound: 'Itération introuvable',
  iterationName: "Le nom d'itération ne peut contenir que des lettres minuscules, chiffres et tirets (60 caractères au plus)",
  directoryMissing: (directory: string) => `Le dossier ${directory} est introuvable`,
  noImages: (directory: string) => `Aucune image SVG trouvée dans ${directory}`,
  cardDeleted: 'Carte de visite supprimée avec succès',
  iterationDeleted: 'Itération supprimée avec succès',
  generated: (count: number) => `${count} image${count > 1 ? 's' : ''} enregistrée${count > 1 ? 's' : ''} depuis le dossier`,
  confirmDeleteCard: (name: string) => `Êtes-vous sûr de vouloir supprimer la carte de visite de ${name} ?`,
  confirmDeleteIteration: (name: string) => `Êtes-vous sûr de vouloir supprimer l'itération « ${name} » ?`,
} as const;

export const ITERATION_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/;

export const ownerIdParams = z.object({ id: z.coerce.number().int().positive() });

export const iterationParams = ownerIdParams.extend({
  iterationName: z.string().regex(ITERATION_NAME_PATTERN, businessCardMessages.iterationName),
});

const face = z.object({ path: z.string(), side: z.enum(['recto', 'verso']) });
const iteration = z.object({ name: z.string(), path: z.string(), versoPath: z.string().nullable() });

const ownerSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  cards: z.array(face),
  iterations: z.array(iteration),
});

export const ownersResponse = z.object({ success: z.literal(true), owners: z.array(ownerSchema) });

export const directoryCheckResponse = z.object({
  success: z.literal(true),
  directory: z.string(),
  exists: z.boolean(),
  /** SVG files found in the directory. */
  files: z.array(z.string()),
  /** Paths the owner's cards point to that have no file. */
  missing: z.array(z.string()),
  message: z.string(),
});

export const generatedResponse = z.object({ success: z.literal(true), images: z.array(z.string()), message: z.string() });

export const deletedResponse = z.object({ success: z.literal(true), message: z.string() });

export type DirectoryCheck = z.infer<typeof directoryCheckResponse>;
