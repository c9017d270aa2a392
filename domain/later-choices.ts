import { parisInstant, parisWallClock } from './paris-time';
import { frenchDateFormat } from './french-dates';

/**
 * The moments the back-office offers in one click when something is to happen later (a request set aside, an
 * e-mail scheduled), each at 9 h in Paris, the agency's morning: tomorrow, next Monday, in a week.
 */
const LATER_HOUR = 9;

export interface LaterChoice {
  label: string;
  /** The instant, in ISO form. */
  at: string;
}

export function laterChoices(now: number = Date.now()): LaterChoice[] {
  const today = parisWallClock(now);
  const at = (days: number) => new Date(parisInstant(today.year, today.month, today.day + days, LATER_HOUR, 0)).toISOString();
  const untilMonday = ((8 - today.weekday) % 7) || 7;
  return [
    { label: 'Demain, 9 h', at: at(1) },
    { label: 'Lundi prochain, 9 h', at: at(untilMonday) },
    { label: 'Dans une semaine, 9 h', at: at(7) },
  ];
}

const dateText = frenchDateFormat({ timeZone: 'Europe/Paris', weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/** 'lundi 30 novembre à 09:00', in Paris time. */
export function parisDateTimeText(at: string): string {
  return dateText(new Date(at));
}
