import { addDays, daysInPeriod } from '../calendar-day';
import { calendarDayFormat } from '../french-dates';
/**
 * Days the agency closes besides weekends and public holidays (Paramètres › Général › 'Fermetures de l’agence',
 * docs/decisions/0501-agency-closures.md): the promised answers do not run through them, no callback slot may be
 * chosen in them and the visitor's acknowledgement says so. What they are and how they read, without zod: the public
 * pages take it; the schema is in `agency-closures-schema.ts`.
 */
export interface AgencyClosure {
  /** First and last closed days, 'AAAA-MM-JJ', both included. */
  from: string;
  to: string;
  /** What the visitor reads in brackets: 'Congés d’été'; may be empty. */
  label: string;
}

export const NO_CLOSURES: readonly AgencyClosure[] = [];

/** Days from the first to the last, both counted. */
export const closureDays = (closure: Pick<AgencyClosure, 'from' | 'to'>) => daysInPeriod(closure.from, closure.to);

/** 'AAAA-MM-JJ' of a calendar day given by its numbers. */
export const dayKey = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The closure holding a calendar day, if any. */
export const closureOn = (closures: readonly AgencyClosure[], key: string): AgencyClosure | undefined =>
  closures.find((closure) => closure.from <= key && key <= closure.to);

/** The closures not over on the day `today` ('AAAA-MM-JJ'): what the public site announces. */
export const closuresFrom = (closures: readonly AgencyClosure[], today: string) => closures.filter((closure) => closure.to >= today);

const longDay = calendarDayFormat({ weekday: 'long', day: 'numeric', month: 'long' });
const longDayWithYear = calendarDayFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const dayName = (key: string, withYear: boolean) => (withYear ? longDayWithYear : longDay)(key);

/** 'du jeudi 24 décembre au vendredi 2 janvier (Congés de fin d’année)': a closure as a sentence names it. */
export function closureSpan(closure: AgencyClosure, withYear = false): string {
  const span = closure.from === closure.to ? `le ${dayName(closure.from, withYear)}` : `du ${dayName(closure.from, withYear)} au ${dayName(closure.to, withYear)}`;
  return closure.label ? `${span} (${closure.label})` : span;
}

/** How many days ahead the public site announces a closure. */
export const CLOSURE_NOTICE_DAYS = 14;

/** The closure the public site announces on the day `today`: the one under way, else the next within two weeks. */
export function announcedClosure(closures: readonly AgencyClosure[], today: string): AgencyClosure | undefined {
  const last = addDays(today, CLOSURE_NOTICE_DAYS);
  return closures.find((closure) => closure.to >= today && closure.from <= last);
}

/** What a visitor reads of it: 'Agence fermée du … au … (Congés) : nous vous répondrons dès notre retour.' */
export const closureNoticeText = (closure: AgencyClosure) => `Agence fermée ${closureSpan(closure)}\u00a0: nous vous répondrons dès notre retour.`;
