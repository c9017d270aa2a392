const dateTime = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** French date and time (back-office §9); '-' when absent or unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'];

/** Bytes in base 1024 with the units of back-office §9. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '-';
  if (bytes === 0) return '0 Bytes';
  const exponent = Math.min(UNITS.length - 1, Math.floor(Math.log(Math.abs(bytes)) / Math.log(1024)));
  const value = bytes / 1024 ** exponent;
  return `${value.toFixed(exponent === 0 ? 0 : 2).replace('.', ',')} ${UNITS[exponent]}`;
}

const FILE_UNITS = ['octets', 'Ko', 'Mo', 'Go'];

/** A file's size in French units, base 1024 ('820 octets', '12 Ko', '1,5 Mo'). */
export function formatFileSize(bytes: number): string {
  const exponent = bytes < 1 ? 0 : Math.min(FILE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** exponent;
  const shown = exponent === 0 || value >= 10 ? String(Math.round(value)) : value.toFixed(1).replace('.', ',').replace(/,0$/, '');
  return `${shown} ${FILE_UNITS[exponent]}`;
}

const RATE_UNITS = ['octets/s', 'Ko/s', 'Mo/s', 'Go/s', 'To/s'];

/** A transfer rate in base 1024, in French units ('1,50 Mo/s', '0 octet/s'). */
export function formatRate(bytesPerSecond: number | null | undefined): string {
  if (bytesPerSecond === null || bytesPerSecond === undefined || !Number.isFinite(bytesPerSecond)) return '-';
  if (Math.abs(bytesPerSecond) < 2) return `${Math.round(bytesPerSecond)} octet/s`;
  const exponent = Math.min(RATE_UNITS.length - 1, Math.floor(Math.log(Math.abs(bytesPerSecond)) / Math.log(1024)));
  const value = bytesPerSecond / 1024 ** exponent;
  return `${value.toFixed(exponent === 0 ? 0 : 2).replace('.', ',')} ${RATE_UNITS[exponent]}`;
}

const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

/** '1er novembre 2026', '2 novembre 2026': French writes the first day of a month as an ordinal. */
export function formatLongDate(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const text = longDate.format(date);
  return date.getDate() === 1 ? text.replace(/^1(?=\s)/, '1er') : text;
}

/** Aujourd'hui, Hier, 'Il y a N jours' under 7 days, otherwise a French date (back-office §4). */
export function relativeDay(value: string, now = new Date()): string {
  const date = new Date(value);
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(date)) / 86_400_000);
  if (days <= 0) return "Aujourd'hui";
  if (days === 1) return 'Hier';
  if (days < 7) return `Il y a ${days} jours`;
  return date.toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** A UTC day 'AAAA-MM-JJ' as '26/11', for a chart's axis and its table. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
