import { frenchDateFormat } from '../french-dates';

/** A cell a spreadsheet would read as a formula: =, +, -, @, tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number ('-1', '+3,5'): a spreadsheet reads it as a number, never as a formula. */
const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
/** A phone number as people write it ('+49 30 1234567', '+33 (0)6 12-34-56-78'): digits and separators only. */
const PHONE = /^\+?[\d\s().-]+$/;
const isPhone = (value: string) => PHONE.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;

/**
 * Prefixes a quote so Excel and LibreOffice show the text instead of running it (the OWASP advice against CSV
 * injection); a number or a phone number is left as written, since neither can run. Import removes the prefix again.
 */
export function neutraliseCell(value: string): string {
  if (!FORMULA_START.test(value) || NUMBER.test(value) || isPhone(value)) return value;
  return `'${value}`;
}

export function restoreCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

const parisDateTime = frenchDateFormat({ timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** '26/11/2026 01:08': an export's dates as a French reader expects them, in Paris time; unreadable text as is. */
export function csvDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : parisDateTime(date);
}
