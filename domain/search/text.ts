/** Accent- and case-insensitive form used for every comparison. */
export const fold = (text: string): string =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The words of a query worth matching (two characters or more). */
export const tokensOf = (text: string): string[] => fold(text).split(/[^a-z0-9]+/).filter((t) => t.length >= 2);
