import { frenchDay } from '../calendar-day';

/** How long a calendar shows an action given an hour (docs/decisions/0476-next-action-time.md). */
export const NEXT_ACTION_MINUTES = 30;

/** 'HH:MM' on a 24-hour clock, as a browser's time field gives it. */
export const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** '14:30' → '14 h 30', '09:00' → '9 h': an hour as the back-office writes it. */
export function frenchTime(time: string): string {
  const [hours, minutes] = time.split(':');
  return `${Number(hours)} h${minutes === '00' ? '' : ` ${minutes}`}`;
}

/** '01/12/2026 à 14 h 30', or the day alone for an action of the whole day. */
export const actionWhen = (day: string, time: string | null | undefined) => `${frenchDay(day)}${time ? ` à ${frenchTime(time)}` : ''}`;

/**
 * The hour an edit leaves on the next action: the one sent; else the stored one while the day stays, none once the
 * day changes (a client that knows nothing of hours moves an action without keeping a stale one); none without a day.
 */
export function nextActionTimeAfter(
  current: { day: string | null; time: string | null },
  sent: { day?: string | null; time?: string | null },
): string | null {
  const day = sent.day !== undefined ? sent.day : current.day;
  if (!day) return null;
  if (sent.time !== undefined) return sent.time;
  return day === current.day ? current.time : null;
}
