/** A cell a spreadsheet would read as a formula: =, +, -, @, tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Prefixes a quote so Excel and LibreOffice show the text instead of running it
 * (the OWASP advice against CSV injection). Import removes the prefix again.
 */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function restoreCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
