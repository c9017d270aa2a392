import { countOf, pluralOf } from '../numbers';
/** French messages of the prospects database, written once for the API and the screens. */
export const prospectMessages = {
  notFound: 'Prospect introuvable',
  sortField: 'Champ de tri non autorisé',
  sortOrder: "L'ordre de tri doit être asc ou desc",
  page: 'Numéro de page invalide',
  limit: 'Nombre de lignes par page invalide (1 à 100)',
  search: 'La recherche ne peut pas dépasser 200 caractères',
  chooseStatus: 'Veuillez sélectionner un statut',
  contacted: 'Indiquez si le prospect a été contacté (Oui ou Non)',
  created: 'Prospect créé avec succès',
  updated: 'Prospect enregistré avec succès',
  deleted: 'Prospect supprimé avec succès',
  listLoaded: '',
  importTooLarge: 'Le fichier dépasse la taille autorisée (5 Mo).',
  importEmpty: 'Le fichier est vide.',
  importNotCsv: "Le fichier n'est pas un CSV lisible",
  importMissingColumns: (columns: string[]) => `Colonnes obligatoires absentes : ${columns.join(', ')}`,
  importTooManyRows: (max: number) => `Le fichier dépasse ${max} lignes : découpez-le en plusieurs fichiers.`,
  importDone: (accepted: number, refused: number) =>
    `Import terminé : ${countOf(accepted, 'ligne')} ${pluralOf(accepted, 'acceptée')}, ${countOf(refused, 'refusée')}.`,
  importMode: "Le mode d'import doit être « partial » ou « all-or-nothing »",
  importDryRun: 'La simulation doit valoir vrai ou faux',
  importDryRunDone: (accepted: number, refused: number) =>
    `Simulation : ${countOf(accepted, 'ligne')} serai${accepted > 1 ? 'en' : ''}t ${pluralOf(accepted, 'importée')}, ${countOf(refused, 'refusée')}. Rien n'a été enregistré.`,
  importAllOrNothing: (refused: number) =>
    `Import refusé (tout ou rien) : ${countOf(refused, 'ligne')} en erreur, aucune ligne n'a été enregistrée.`,
  csvStrayQuote: 'guillemet inattendu au milieu de la valeur (entourez la valeur de guillemets et doublez ceux qu’elle contient)',
  csvQuoteNotClosed: 'guillemet ouvert jamais refermé : la suite du fichier n’a pas pu être lue',
  csvAfterClosingQuote: 'caractère inattendu après le guillemet fermant',
  csvUnreadable: 'ligne illisible',
  personalDataNone: (email: string) => `Aucune donnée enregistrée pour ${email} : rien à exporter.`,
  personalDataExported: (n: number) => `Export téléchargé : ${countOf(n, 'enregistrement')}.`,
  personalDataEmail: 'Veuillez saisir une adresse email valide',
  erased: (n: number) => `Données effacées : ${countOf(n, 'enregistrement')} ${pluralOf(n, 'supprimé')}.`,
  converted: 'Prospect créé à partir de la demande',
  alreadyConverted: 'Cette demande est déjà liée à un prospect',
} as const;
