const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The milliseconds of a day of the UTC calendar. */
export const DAY_MS = 86_400_000;

const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The day `days` after `day` ('AAAA-MM-JJ'), before it when negative. */
export const addDays = (day: string, days: number) => new Date(utcMidnight(day) + days * DAY_MS).toISOString().slice(0, 10);

/** How many days the period from `from` to `to` ('AAAA-MM-JJ', both included) lasts: 1 for a single day. */
export const daysInPeriod = (from: string, to: string) => Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS) + 1;

/** A day written 'AAAA-MM-JJ' that the calendar has: '2026-02-30' is not one. */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The first day of the month `offset` months after the month of `day` ('2026-11-27', 1 → '2026-12-01'). */
export function monthStart(day: string, offset = 0): string {
  const first = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + offset, 1));
  return first.toISOString().slice(0, 10);
}

/** A day 'AAAA-MM-JJ' the French way: '2026-12-15' → '15/12/2026'. */
export const frenchDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
