// Built on first use: an Intl formatter costs tens of milliseconds on a phone, too much for a module that
// every page evaluates before it hydrates.
let euros: Intl.NumberFormat | undefined;

/** Formats an amount as the site shows euros, e.g. '1 130 €' (narrow no-break spaces). */
export const formatEuros = (amount: number): string =>
  (euros ??= new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })).format(amount);

let eurosAndCents: Intl.NumberFormat | undefined;

/** An amount with its cents, '12,50 €', for costs below a euro (the AI models' monthly cost). */
export const formatEurosAndCents = (amount: number): string =>
  (eurosAndCents ??= new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })).format(amount);
