const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day written 'AAAA-MM-JJ' that the calendar has: '2026-02-30' is not one. */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}
