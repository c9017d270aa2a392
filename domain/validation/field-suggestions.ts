/**
 * The suggestion lists of the public forms (public-site §9, shared validators): a field offers, as the visitor
 * types, at most 5 entries of its list that contain what was typed, case and accents aside.
 */
export const SUGGESTIONS_SHOWN = 5;

/** The addresses' domains most French visitors use, offered after the '@' of an e-mail. */
export const emailDomains = [
  'gmail.com',
  'orange.fr',
  'outlook.fr',
  'outlook.com',
  'hotmail.fr',
  'hotmail.com',
  'yahoo.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'wanadoo.fr',
  'icloud.com',
  'live.fr',
  'bbox.fr',
] as const;

/** Job titles of the people who ask the agency for a quote. */
export const jobTitles = [
  'Dirigeant',
  'Directeur général',
  'Directrice générale',
  'Gérant',
  'Gérante',
  'Fondateur',
  'Fondatrice',
  'Président',
  'Présidente',
  'Directeur administratif et financier',
  'Directrice administrative et financière',
  'Directeur commercial',
  'Directrice commerciale',
  'Directeur marketing',
  'Directrice marketing',
  'Directeur des systèmes d’information',
  'Directrice des systèmes d’information',
  'Directeur des opérations',
  'Directrice des opérations',
  'Responsable marketing',
  'Responsable commercial',
  'Responsable commerciale',
  'Responsable administratif',
  'Responsable administrative',
  'Responsable des ressources humaines',
  'Responsable informatique',
  'Responsable du service client',
  'Chef de projet',
  'Cheffe de projet',
  'Office manager',
  'Assistant de direction',
  'Assistante de direction',
  'Comptable',
  'Consultant',
  'Consultante',
  'Développeur',
  'Développeuse',
  'Freelance',
] as const;

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/’/g, "'").toLowerCase().trim();

/** At most 5 entries of `list` containing `typed` (case and accents aside); none before anything is typed, or once typed in full. */
export function matchingSuggestions(list: readonly string[], typed: string): string[] {
  const wanted = fold(typed);
  if (!wanted) return [];
  const matches = list.filter((entry) => fold(entry).includes(wanted));
  if (matches.length === 1 && fold(matches[0]!) === wanted) return [];
  return matches.slice(0, SUGGESTIONS_SHOWN);
}

/** After the '@' of an address: the address with each of at most 5 domains containing what follows it. */
export function emailSuggestions(typed: string): string[] {
  const at = typed.indexOf('@');
  if (at < 1 || typed.indexOf('@', at + 1) !== -1) return [];
  const local = typed.slice(0, at).trim();
  const domainTyped = typed.slice(at + 1);
  const domains = domainTyped ? matchingSuggestions(emailDomains, domainTyped) : emailDomains.slice(0, SUGGESTIONS_SHOWN);
  return domains.map((domain) => `${local}@${domain}`);
}
