import joursFeries from '@socialgouv/jours-feries';

const HALF_DAY_MS = 12 * 3_600_000;

/** 'MM-DD' → the holiday's name, for each year already asked. */
const holidaysOfYear = new Map<number, Map<string, string>>();
const monthDay = (month: number, day: number) => `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The name of the French public holiday on a calendar day ('Noël', 'Lundi de Pâques'), or null on a working day
 * (docs/decisions/0491-public-holidays-closed.md): the eleven days of metropolitan France, Alsace-Moselle's two
 * more left aside. The package builds each day at midnight in the process's time zone, the days after Easter by
 * adding whole 24 hours, which a change of hour between them moves to 23 h the day before or 1 h: the day is read
 * at noon, half a day later, so that it is the right one in any zone.
 */
export function publicHolidayOn(year: number, month: number, day: number): string | null {
  let holidays = holidaysOfYear.get(year);
  if (!holidays) {
    const noonOf = (date: Date) => new Date(date.getTime() + HALF_DAY_MS);
    holidays = new Map(Object.entries(joursFeries(year)).map(([name, date]) => [monthDay(noonOf(date).getMonth() + 1, noonOf(date).getDate()), name]));
    holidaysOfYear.set(year, holidays);
  }
  return holidays.get(monthDay(month, day)) ?? null;
}
