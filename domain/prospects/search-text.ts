/**
 * Lower case without accents or ligatures, so 'Hélène' and 'HELENE' both read 'helene'.
 * The repository stores this form of a prospect's fields and searches it with the same form of the query,
 * which behaves the same on SQLite and PostgreSQL (docs/decisions/0220-prospect-search-column.md).
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface SearchableProspect {
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  entreprise: string;
}

/** The text a prospect is found by: its names, e-mail, company and phone (also as bare digits). */
export function searchTextOf(prospect: SearchableProspect): string {
  const digits = prospect.telephone.replace(/\D/g, '');
  return foldForSearch([prospect.prenom, prospect.nom, prospect.email, prospect.entreprise, prospect.telephone, digits].join(' '));
}

/** The words of a query, each of which must appear; at most 8 so a pasted paragraph stays cheap. */
export function searchWordsOf(query: string): string[] {
  return foldForSearch(query).split(' ').filter(Boolean).slice(0, 8);
}
