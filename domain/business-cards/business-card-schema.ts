import { z } from '../validation/zod';
import { idParams } from '../api/answers';
import { countOf, pluralOf } from '../numbers';

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
  generated: (count: number) => `${countOf(count, 'image')} ${pluralOf(count, 'enregistrée')} depuis le dossier`,
  confirmDeleteCard: (name: string) => `Êtes-vous sûr de vouloir supprimer la carte de visite de ${name} ?`,
  confirmDeleteIteration: (name: string) => `Êtes-vous sûr de vouloir supprimer l'itération « ${name} » ?`,
} as const;

export const ITERATION_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/;


export const iterationParams = idParams.extend({
  iterationName: z.string().regex(ITERATION_NAME_PATTERN, businessCardMessages.iterationName),
});

export type { DirectoryCheck } from '../api/business-card-answers';
