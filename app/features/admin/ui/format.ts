import { changeOf } from '../../../../domain/analytics/audience-figures';
import { daysInPeriod } from '../../../../domain/calendar-day';
import { formatNumber } from '../../../../domain/numbers';
import { frenchDateFormat } from '../../../../domain/french-dates';
import { parisToday } from '../../../../domain/paris-time';
import { previousPeriodLabel, type PreviousPeriod } from '../../../../domain/tracking-link-stats';

// Every moment of the back-office is shown in Paris time, the agency's, whatever the browser's zone
// (docs/decisions/0530-back-office-in-paris-time.md).
const dateTime = frenchDateFormat({ timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** French date and time in Paris time (back-office §9); '-' when absent or unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime(date);
}

const SIZE_UNITS = ['octet', 'Ko', 'Mo', 'Go', 'To'];

/**
 * A size in base 1024, in French units ('0 octet', '820 octets', '12 Ko', '16,4 Mo', '2,56 Go'), the figure kept
 * with its unit by a no-break space (docs/decisions/0515-sizes-in-french-units.md). '-' when absent.
 */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '-';
  const size = Math.abs(bytes);
  if (size < 1024) {
    const whole = Math.round(bytes);
    return `${whole}\u00a0${Math.abs(whole) < 2 ? 'octet' : 'octets'}`;
  }
  const exponent = Math.min(SIZE_UNITS.length - 1, Math.floor(Math.log(size) / Math.log(1024)));
  const value = bytes / 1024 ** exponent;
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${formatNumber(value, digits)}\u00a0${SIZE_UNITS[exponent]}`;
}

/** A transfer rate, in the units of `formatBytes` ('0 octet/s', '1,5 Ko/s'). */
export function formatRate(bytesPerSecond: number | null | undefined): string {
  const size = formatBytes(bytesPerSecond);
  return size === '-' ? size : `${size}/s`;
}

const longDate = frenchDateFormat({ timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' });

/** '1er novembre 2026', '2 novembre 2026': French writes the first day of a month as an ordinal. */
export function formatLongDate(value: string | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : longDate(date);
}

/** Aujourd'hui, Hier, 'Il y a N jours' under 7 days, otherwise a French date; days of the Paris calendar (back-office §4). */
export function relativeDay(value: string, now = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const days = daysInPeriod(parisToday(date), parisToday(now)) - 1;
  if (days <= 0) return "Aujourd'hui";
  if (days === 1) return 'Hier';
  if (days < 7) return `Il y a ${days} jours`;
  return longDate(date);
}

/** A day 'AAAA-MM-JJ' as '26/11', for a chart's axis and its table. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** 'contre 12 du 08/10 au 07/11 (+25 %)', 'contre 3 le 06/12 jusqu’à 10:42 (stable)': a figure against the period before's. */
export const againstPeriod =
  (previous: PreviousPeriod) =>
  (current: number, before: number): string =>
    `contre ${before} ${previousPeriodLabel(previous, shortDay)} (${changeOf(current, before)})`;
