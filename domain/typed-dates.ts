import { frenchDay, isCalendarDay } from './calendar-day';

const SEPARATOR = String.raw`\s*[/.\-\s]\s*`;
const FRENCH_DAY = new RegExp(String.raw`^(\d{1,2})${SEPARATOR}(\d{1,2})${SEPARATOR}(\d{4}|\d{2})$`);
const DIGITS_DAY = /^(\d{2})(\d{2})(\d{4}|\d{2})$/;
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

const pad = (n: string) => n.padStart(2, '0');

function calendarDayOf(year: string, month: string, day: string, finished: boolean): string | null {
  // '06/12/26' is read in the 2000s once the field is left, not while the year is being typed.
  if (year.length === 2 && !finished) return null;
  const iso = `${year.length === 2 ? `20${year}` : year}-${pad(month)}-${pad(day)}`;
  return isCalendarDay(iso) ? iso : null;
}

/**
 * The day ('AAAA-MM-JJ') a French day field holds, as French writes it: '6/12/2026', '06.12.2026', '06-12-2026',
 * '06122026' (a phone's digits), or '2026-12-06' pasted; null when it is not a day of the calendar. A two-digit
 * year ('06/12/26') is read only once `finished` (the field left), so typing '2026' is not taken for 2020 on the way.
 */
export function readTypedDay(text: string, { finished = false } = {}): string | null {
  const typed = text.trim();
  const iso = ISO_DAY.exec(typed);
  if (iso) {
    const [, year = '', month = '', day = ''] = iso;
    return calendarDayOf(year, month, day, finished);
  }
  const french = FRENCH_DAY.exec(typed) ?? DIGITS_DAY.exec(typed);
  if (!french) return null;
  const [, day = '', month = '', year = ''] = french;
  return calendarDayOf(year, month, day, finished);
}

/** What a day field shows for its value: '15/12/2026' for '2026-12-15', anything else as it is. */
export const shownDay = (value: string) => (isCalendarDay(value) ? frenchDay(value) : value);

const CLOCK = /^(\d{1,2})\s*(?:[:h.]\s*(\d{2})?)?$/;
const CLOCK_DIGITS = /^(\d{1,2})(\d{2})$/;

/**
 * The hour ('HH:MM', 24 hours) a French time field holds: '14:30', '14h30', '14 h 30', '14.30', '1430', '9 h',
 * '9'; null when it is not an hour of the day.
 */
export function readTypedTime(text: string): string | null {
  const typed = text.trim().toLowerCase();
  const clock = CLOCK.exec(typed) ?? CLOCK_DIGITS.exec(typed);
  if (!clock) return null;
  const hour = Number(clock[1]);
  const minute = Number(clock[2] ?? '0');
  if (hour > 23 || minute > 59) return null;
  return `${pad(String(hour))}:${pad(String(minute))}`;
}

/** What a day or hour field says of a text it cannot read, beside it, in place of the form's own message. */
export const typedDateMessages = {
  day: 'Date non valide : écrivez-la au format jj/mm/aaaa, par exemple 15/01/2027',
  time: 'Heure non valide : écrivez-la au format hh:mm, par exemple 14:30',
};

/** Whether a field's value is a text its field could not read (see `useTypedText`): '' and a read value are not. */
export const isUnreadDay = (value: string) => value !== '' && !isCalendarDay(value);
export const isUnreadTime = (value: string) => value !== '' && readTypedTime(value) !== value;

/** The message for a `datetime-local` value whose day or hour could not be read, null when both were. */
export function unreadDayTimeMessage(value: string): string | null {
  if (value === '') return null;
  const split = value.lastIndexOf('T');
  const day = split < 0 ? value : value.slice(0, split);
  const time = split < 0 ? '' : value.slice(split + 1);
  if (day === '' || isUnreadDay(day)) return typedDateMessages.day;
  if (time === '' || isUnreadTime(time)) return typedDateMessages.time;
  return null;
}
