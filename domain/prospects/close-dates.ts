import { frenchDay, isCalendarDay, monthStart } from '../calendar-day';
import { z } from '../validation/zod';
import { isClosedStatus } from './deal-value';

// When a deal is expected to close, and the open pipeline by month (docs/decisions/0410-expected-close-dates.md).

/** The months the forecast shows: this one and the two after. */
export const FORECAST_MONTHS = 3;

export const closeDateMessages = {
  invalid: 'La date de clôture prévue doit être une date valide (AAAA-MM-JJ)',
  set: (day: string) => `Clôture prévue le ${frenchDay(day)}`,
  cleared: 'Date de clôture prévue retirée',
} as const;

export { frenchDay };

/** A day, or '' / null to clear it (a date field left empty sends ''). */
export const closeDateSchema = z
  .union([z.literal(''), z.null(), z.string().refine(isCalendarDay, closeDateMessages.invalid)], { error: closeDateMessages.invalid })
  .transform((v) => v || null);

const FRENCH_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A day as a CSV cell holds it, written the French way ('15/12/2026', as the export writes it) or 'AAAA-MM-JJ':
 * the day 'AAAA-MM-JJ', null for a blank cell, and any other text as it came, for the schema to refuse.
 */
export function parseCsvDay(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = FRENCH_DAY.exec(trimmed);
  return match ? `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : trimmed;
}

/** An open deal whose expected close day has passed ('today' is the Paris day): its date needs a look. */
export const isCloseOverdue = (prospect: { statut: string; expected_close_at: string | null }, today: string) =>
  Boolean(prospect.expected_close_at && prospect.expected_close_at < today && !isClosedStatus(prospect.statut));

/** The forecast's months ('AAAA-MM'), this one first. */
export const forecastMonths = (today: string): string[] => Array.from({ length: FORECAST_MONTHS }, (_, i) => monthStart(today, i).slice(0, 7));

const monthNames = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** The French name of a month 'AAAA-MM': 'novembre'. */
export const monthName = (month: string): string => monthNames[Number(month.slice(5, 7)) - 1] ?? month;

/** When a forecast month falls: 'ce mois-ci', 'en décembre', or 'en janvier 2027' when the year is not today's. */
export function forecastMonthLabel(month: string, today: string): string {
  if (month === today.slice(0, 7)) return 'ce mois-ci';
  const name = monthName(month);
  return month.slice(0, 4) === today.slice(0, 4) ? `en ${name}` : `en ${name} ${month.slice(0, 4)}`;
}
