import type { RequestSource, RequestStatus } from './inbox';
import { parisInstant, parisWallClock } from './paris-time';
import { publicHolidayOn } from './public-holidays';
import type { LeadBandId } from './super-assistant/lead-score';
import { LOST_STATUS } from './prospects/deal-value';
import { closureDays, closureOn, dayKey, NO_CLOSURES, type AgencyClosure } from './settings/agency-closures';
import { addDays } from './calendar-day';
import { frenchDateFormat } from './french-dates';

/**
 * The answer the site promises each request (public-site §1: a contact message answered within 2 h, a callback
 * within 24 h), counted in the agency's opening hours: Monday to Friday, 9 h to 18 h, Paris time
 * (docs/decisions/0374-response-promises.md), French public holidays closed (0491), and the days the agency closes
 * (Paramètres, 0501): each function below takes those closures, none when left out.
 */
export const OPENING_HOURS = { from: 9, to: 18, days: [1, 2, 3, 4, 5] } as const;

/** The opening hours as a sentence says them: 'du lundi au vendredi, de 9 h à 18 h'. */
export const OPENING_HOURS_TEXT = `du lundi au vendredi, de ${OPENING_HOURS.from} h à ${OPENING_HOURS.to} h`;

/** Whether the agency opens on a Paris calendar day: a weekday of its opening hours, no public holiday, no closure. */
export const isOpenDay = (day: { year: number; month: number; day: number; weekday: number }, closures: readonly AgencyClosure[] = NO_CLOSURES) =>
  (OPENING_HOURS.days as readonly number[]).includes(day.weekday) &&
  publicHolidayOn(day.year, day.month, day.day) === null &&
  (closures.length === 0 || closureOn(closures, dayKey(day.year, day.month, day.day)) === undefined);

/** Whether the agency opens on the Paris day 'AAAA-MM-JJ'. */
export function isOpenDayKey(day: string, closures: readonly AgencyClosure[] = NO_CLOSURES): boolean {
  const date = new Date(`${day}T12:00:00Z`);
  return isOpenDay({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), weekday: date.getUTCDay() }, closures);
}

/**
 * The first of the closed days that come just before the Paris day `day` ('AAAA-MM-JJ'), or `day` itself when the
 * day before was open: what the first open day after a weekend or a closure looks back over.
 */
export function closedDaysBefore(day: string, closures: readonly AgencyClosure[] = NO_CLOSURES): string {
  let first = day;
  for (let count = 0; count < daysToSearch(closures); count += 1) {
    const previous = addDays(first, -1);
    if (isOpenDayKey(previous, closures)) break;
    first = previous;
  }
  return first;
}

/** Whether the agency is open at an instant: an open day, from 9 h to 18 h in Paris. */
export function isOpenAt(at: Date, closures: readonly AgencyClosure[] = NO_CLOSURES): boolean {
  const clock = parisWallClock(at.getTime());
  return isOpenDay(clock, closures) && clock.hour >= OPENING_HOURS.from && clock.hour < OPENING_HOURS.to;
}
const WORKING_DAY_MINUTES = (OPENING_HOURS.to - OPENING_HOURS.from) * 60;

/** Working minutes each source is promised; a callback's 24 h is the next working day at the same hour. */
export const PROMISED_MINUTES: Record<RequestSource, number> = { contact: 2 * 60, callback: WORKING_DAY_MINUTES };

/**
 * A super-assistant lead's promise by its band (public-site §7: an expert within 2 h for HOT, 24 h for WARM, 48 h
 * for the others), in working minutes: 2 hours, one working day, two working days.
 */
export const LEAD_PROMISED_MINUTES: Record<LeadBandId, number> = { HOT: 2 * 60, WARM: WORKING_DAY_MINUTES, STANDARD: 2 * WORKING_DAY_MINUTES };

/** The statuses that say a prospect was reached: moving a lead there answers it, as 'Contacté' does. */
export const ANSWERED_STATUSES: readonly string[] = ['Qualifié', 'RDV planifié', 'Client'];
/** The status that gives a prospect up: its promise no longer runs. */
export const GIVEN_UP_STATUS = LOST_STATUS;

/** When a super-assistant lead must have been contacted, from its arrival and band. */
export function leadResponseDueAt(band: LeadBandId, createdAt: string, closures: readonly AgencyClosure[] = NO_CLOSURES): string {
  return addWorkingMinutes(new Date(createdAt), LEAD_PROMISED_MINUTES[band], closures).toISOString();
}

/** A prospect read as a promised request: a given-up one waits for nothing. */
export function leadPromise(prospect: { statut: string; date_ajout: string; response_due_at: string | null; first_answered_at: string | null }): PromisedRequest {
  return {
    status: prospect.statut === GIVEN_UP_STATUS ? 'cancelled' : 'pending',
    createdAt: prospect.date_ajout,
    responseDueAt: prospect.response_due_at,
    firstAnsweredAt: prospect.first_answered_at,
  };
}

export const promiseLabels: Record<RequestSource, string> = {
  contact: 'réponse promise sous 2 h ouvrées',
  callback: 'rappel promis sous 24 h (le jour ouvré suivant) ou au créneau choisi',
};

/** From this close to its deadline, a request waiting for its answer is shown as urgent and announced by e-mail. */
export const DUE_SOON_MINUTES = 30;

const MINUTE = 60_000;

/** The opening and closing instants of the Paris day holding `at`, `offset` days later, and that day. */
function dayWindow(at: number, offset = 0) {
  const clock = parisWallClock(at);
  const day = clock.day + offset;
  const open = parisInstant(clock.year, clock.month, day, OPENING_HOURS.from, 0);
  return { open, close: parisInstant(clock.year, clock.month, day, OPENING_HOURS.to, 0), day: parisWallClock(open) };
}

/** How many days ahead an open one is looked for: two weeks, and every closed day of the closures on top. */
const daysToSearch = (closures: readonly AgencyClosure[]) => closures.reduce((days, closure) => days + closureDays(closure), 14);

/** The first open instant at or after `at`. */
function nextOpen(at: number, closures: readonly AgencyClosure[]): number {
  const days = daysToSearch(closures);
  for (let offset = 0; offset < days; offset += 1) {
    const window = dayWindow(at, offset);
    if (!isOpenDay(window.day, closures)) continue;
    if (offset > 0 || at < window.open) return window.open;
    if (at < window.close) return at;
  }
  throw new Error('Aucune heure ouvrée dans les jours à venir');
}

/** The first opening of the agency (9 h on an open day, Paris time) after `at`. */
export function nextOpeningAfter(at: Date, closures: readonly AgencyClosure[] = NO_CLOSURES): Date {
  const days = daysToSearch(closures);
  for (let offset = 0; offset < days; offset += 1) {
    const window = dayWindow(at.getTime(), offset);
    if (isOpenDay(window.day, closures) && window.open > at.getTime()) return new Date(window.open);
  }
  throw new Error('Aucune heure ouvrée dans les jours à venir');
}

/** The instant `minutes` working minutes after `start`. */
export function addWorkingMinutes(start: Date, minutes: number, closures: readonly AgencyClosure[] = NO_CLOSURES): Date {
  let at = nextOpen(start.getTime(), closures);
  let left = minutes;
  for (;;) {
    const { close } = dayWindow(at);
    const available = (close - at) / MINUTE;
    if (left <= available) return new Date(at + left * MINUTE);
    left -= available;
    at = nextOpen(close, closures);
  }
}

/** Working minutes between two instants; 0 when `to` is not after `from`. */
export function workingMinutesBetween(from: Date, to: Date, closures: readonly AgencyClosure[] = NO_CLOSURES): number {
  const end = to.getTime();
  let at = nextOpen(from.getTime(), closures);
  let total = 0;
  while (at < end) {
    const { close } = dayWindow(at);
    total += (Math.min(close, end) - at) / MINUTE;
    at = nextOpen(close, closures);
  }
  return Math.round(total);
}

/**
 * When a request must have had its first answer: a callback at the slot the visitor chose when it is still to
 * come, otherwise its promise counted in opening hours from its arrival.
 */
export function responseDueAt(
  request: { source: RequestSource; createdAt: string; preferredTime: string | null },
  closures: readonly AgencyClosure[] = NO_CLOSURES,
): string {
  const created = new Date(request.createdAt);
  const slot = request.preferredTime ? Date.parse(request.preferredTime) : Number.NaN;
  if (request.source === 'callback' && Number.isFinite(slot) && slot > created.getTime()) return new Date(slot).toISOString();
  return addWorkingMinutes(created, PROMISED_MINUTES[request.source], closures).toISOString();
}

export interface PromisedRequest {
  status: RequestStatus;
  createdAt: string;
  responseDueAt: string | null;
  firstAnsweredAt: string | null;
}

export type ResponseState =
  | { kind: 'waiting'; dueAt: string; leftMinutes: number }
  | { kind: 'dueSoon'; dueAt: string; leftMinutes: number }
  | { kind: 'late'; dueAt: string; lateMinutes: number }
  /** `tookMinutes` as a clock counts them, `workingMinutes` in opening hours only. */
  | { kind: 'answered'; tookMinutes: number; workingMinutes: number; onTime: boolean }
  | { kind: 'none' };

/** Where a request stands against its promise at `now`; time left in minutes, time late in working minutes. */
export function responseState(request: PromisedRequest, now: Date, closures: readonly AgencyClosure[] = NO_CLOSURES): ResponseState {
  const { responseDueAt: dueAt, firstAnsweredAt } = request;
  if (firstAnsweredAt) {
    return {
      kind: 'answered',
      tookMinutes: Math.max(0, Math.round((Date.parse(firstAnsweredAt) - Date.parse(request.createdAt)) / MINUTE)),
      workingMinutes: workingMinutesBetween(new Date(request.createdAt), new Date(firstAnsweredAt), closures),
      onTime: !dueAt || firstAnsweredAt <= dueAt,
    };
  }
  if (!dueAt || request.status !== 'pending') return { kind: 'none' };
  const due = new Date(dueAt);
  if (due.getTime() <= now.getTime()) return { kind: 'late', dueAt, lateMinutes: workingMinutesBetween(due, now, closures) };
  const leftMinutes = Math.max(1, Math.ceil((due.getTime() - now.getTime()) / MINUTE));
  return { kind: leftMinutes <= DUE_SOON_MINUTES ? 'dueSoon' : 'waiting', dueAt, leftMinutes };
}

/** '25 min', '1 h 05', '3 h', then working days past three: '4 j ouvrés'. */
export function formatWorkingDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  if (whole >= 3 * WORKING_DAY_MINUTES) return `${Math.floor(whole / WORKING_DAY_MINUTES)} j ouvrés`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest ? `${hours} h ${String(rest).padStart(2, '0')}` : `${hours} h`;
}

const time = frenchDateFormat({ timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });
const dayAndTime = frenchDateFormat({ timeZone: 'Europe/Paris', weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const parisDay = (at: Date) => {
  const clock = parisWallClock(at.getTime());
  return `${clock.year}-${clock.month}-${clock.day}`;
};

/** A span as a clock counts it: '40 min', '2 h 05', then '2 j 16 h'. */
export function formatElapsed(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  if (whole < 24 * 60) {
    const rest = whole % 60;
    return rest ? `${Math.floor(whole / 60)} h ${String(rest).padStart(2, '0')}` : `${whole / 60} h`;
  }
  const hours = Math.floor((whole % (24 * 60)) / 60);
  return `${Math.floor(whole / (24 * 60))} j${hours ? ` ${hours} h` : ''}`;
}

/** '14:30' on the same Paris day as `now`, 'lun. 1 déc., 10:30' otherwise. */
export function formatDeadline(dueAt: string, now: Date): string {
  const due = new Date(dueAt);
  return parisDay(due) === parisDay(now) ? time(due) : dayAndTime(due);
}

/** The words of a badge: what the agency sees beside each request. */
export function responseLabel(state: ResponseState, now: Date): string {
  switch (state.kind) {
    case 'waiting':
      return `Réponse avant ${formatDeadline(state.dueAt, now)}`;
    case 'dueSoon':
      return `Plus que ${formatElapsed(state.leftMinutes)} pour répondre`;
    case 'late':
      return `En retard depuis ${formatDeadline(state.dueAt, now)}`;
    case 'answered':
      return `Répondu en ${formatElapsed(state.tookMinutes)}${state.onTime ? '' : ' (hors délai)'}`;
    case 'none':
      return 'Sans réponse attendue';
  }
}

export interface ResponseTimes {
  /** Requests received in the period that had their first answer, and those of them within their promise. */
  answered: number;
  onTime: number;
  /** Median working minutes to the first answer (opening hours only); null without any answer. */
  medianMinutes: number | null;
}

/** The figures of the dashboard's card from the requests received in the period. */
export function responseTimes(received: PromisedRequest[], now: Date, closures: readonly AgencyClosure[] = NO_CLOSURES): ResponseTimes {
  const tooks: number[] = [];
  let onTime = 0;
  for (const request of received) {
    const state = responseState(request, now, closures);
    if (state.kind !== 'answered') continue;
    tooks.push(state.workingMinutes);
    if (state.onTime) onTime += 1;
  }
  tooks.sort((a, b) => a - b);
  const middle = tooks.length >> 1;
  const medianMinutes = tooks.length === 0 ? null : tooks.length % 2 ? tooks[middle]! : Math.round((tooks[middle - 1]! + tooks[middle]!) / 2);
  return { answered: tooks.length, onTime, medianMinutes };
}

/** One person's promises kept (Chatwoot's agent report): the requests they hold, received in the period. */
export interface PersonResponseTimes extends ResponseTimes {
  /** Who holds them (their assignee or owner, else who processed them); null for nobody. */
  person: string | null;
  received: number;
}

/** The figures of `responseTimes` for each person, by name, those held by nobody last. */
export function responseTimesByPerson(
  received: Array<PromisedRequest & { person: string | null }>,
  now: Date,
  closures: readonly AgencyClosure[] = NO_CLOSURES,
): PersonResponseTimes[] {
  const groups = new Map<string | null, PromisedRequest[]>();
  for (const request of received) groups.set(request.person, [...(groups.get(request.person) ?? []), request]);
  return [...groups.entries()]
    .map(([person, requests]) => ({ person, received: requests.length, ...responseTimes(requests, now, closures) }))
    .sort((a, b) => (a.person === null ? 1 : b.person === null ? -1 : a.person.localeCompare(b.person, 'fr')));
}
