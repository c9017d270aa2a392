/** The seven prospect statuses of back-office §4, in the order the selector lists them. */
export const PROSPECT_STATUSES = ['Lead', 'Qualifié', 'À contacter', 'RDV planifié', 'Client', 'Inactif', 'Importé'] as const;
export type ProspectStatus = (typeof PROSPECT_STATUSES)[number];

/** Where a prospect came from; shown with a French label in the grid. */
export const PROSPECT_SOURCES = ['super-assistant', 'contact', 'callback', 'manuel', 'import'] as const;
export type ProspectSource = (typeof PROSPECT_SOURCES)[number];

export const sourceLabels: Record<string, string> = {
  'super-assistant': 'Super assistant',
  contact: 'Message de contact',
  callback: 'Demande de rappel',
  manuel: 'Saisie manuelle',
  import: 'Import CSV',
};

/** Columns the list may be sorted by (back-office §7); anything else is refused before SQL is written. */
export const PROSPECT_SORT_FIELDS = [
  'id',
  'nom',
  'prenom',
  'email',
  'telephone',
  'entreprise',
  'fonction',
  'source',
  'date_ajout',
  'statut',
  'is_contacted',
  'estimated_value',
  'expected_close_at',
] as const;
export type ProspectSortField = (typeof PROSPECT_SORT_FIELDS)[number];

/** Back-office §9. */
export const PROSPECT_PAGE_SIZE = 10;
export const PROSPECT_MAX_PAGE_SIZE = 100;
export const PROSPECT_SEARCH_DEBOUNCE_MS = 500;
export const PROSPECT_GRID_HEIGHT = 500;
export const PROSPECT_PAGE_BUTTONS = 5;

const CLIENT_CODE = /^cli-?0*(\d{1,9})$/i;

/** The client code shown for a prospect, derived from its id (back-office §3). */
export const clientCodeOf = (id: number): string => `CLI-${String(id).padStart(5, '0')}`;

/** The id a typed client code names ('CLI-00042', 'cli42'), or null. */
export function idOfClientCode(text: string): number | null {
  const match = CLIENT_CODE.exec(text.trim());
  return match ? Number(match[1]) : null;
}

export const contactedLabel = (contacted: boolean): string => (contacted ? 'Oui' : 'Non');
