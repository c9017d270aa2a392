import joursFeries from '@socialgouv/jours-feries';

/** 'MM-DD' → the holiday's name, for each year already asked. */
const holidaysOfYear = new Map<number, Map<string, string>>();
const monthDay = (month: number, day: number) => `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The name of the French public holiday on a calendar day ('Noël', 'Lundi de Pâques'), or null on a working day
 * (docs/decisions/0491-public-holidays-closed.md): the eleven days of metropolitan France, Alsace-Moselle's two
 * more left aside. The package builds each day at midnight in the process's time zone, so its local calendar
 * fields are the day itself, whatever that zone is.
 */
export function publicHolidayOn(year: number, month: number, day: number): string | null {
  let holidays = holidaysOfYear.get(year);
  if (!holidays) {
    holidays = new Map(Object.entries(joursFeries(year)).map(([name, date]) => [monthDay(date.getMonth() + 1, date.getDate()), name]));
    holidaysOfYear.set(year, holidays);
  }
  return holidays.get(monthDay(month, day)) ?? null;
}
