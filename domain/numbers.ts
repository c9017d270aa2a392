// Built on first use, one per precision: an Intl formatter costs a phone time before it hydrates.
const formats = new Map<number, Intl.NumberFormat>();

/**
 * A number written the French way, '12 345', '2,5' (at most `fractionDigits` decimals), never '-0'. The one
 * formatter of counts and figures, on the pages, in the panels and in the e-mails.
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  let format = formats.get(fractionDigits);
  if (!format) formats.set(fractionDigits, (format = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: fractionDigits, signDisplay: 'negative' })));
  return format.format(value);
}
