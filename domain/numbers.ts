// Built on first use, one per precision: an Intl formatter costs a phone time before it hydrates.
const formats = new Map<number, Intl.NumberFormat>();

/**
 * A number written the French way, '12 345', '2,5' (at most `fractionDigits` decimals), never '-0'. The one
 * formatter of counts and figures, on the pages, in the panels and in the e-mails. A whole number below a thousand
 * needs neither grouping nor comma, so the public pages write their counts without building a formatter.
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  if (Number.isInteger(value) && Math.abs(value) < 1000) return String(value || 0);
  let format = formats.get(fractionDigits);
  if (!format) formats.set(fractionDigits, (format = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: fractionDigits, signDisplay: 'negative' })));
  return format.format(value);
}

/** A word agreed with a count as French does, 0 and 1 singular: `pluralOf(3, 'ligne')` 'lignes'. */
export const pluralOf = (count: number, one: string, many = `${one}s`): string => (Math.abs(count) > 1 ? many : one);

/** A count and its word, '1 lead', '3 leads', '12 345 prospects'. */
export const countOf = (count: number, one: string, many?: string): string => `${formatNumber(count)} ${pluralOf(count, one, many)}`;
