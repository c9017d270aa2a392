const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' });
const HOUR_MS = 3_600_000;
/** Paris's offset per UTC hour: it changes only on an hour (01:00 UTC), and reading it through Intl costs tens of µs. */
const offsets = new Map<number, number>();

function readOffsetMinutes(at: number): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** Minutes Paris is ahead of UTC at an instant ('GMT+01:00' → 60). */
function parisOffsetMinutes(at: number): number {
  const hour = Math.floor(at / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size >= 10_000) offsets.clear();
    offset = readOffsetMinutes(hour * HOUR_MS);
    offsets.set(hour, offset);
  }
  return offset;
}

/** The instant of a wall-clock time in Paris; days and hours past their range roll over as `Date.UTC` does. */
export function parisInstant(year: number, month: number, day: number, hour: number, minute: number): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - parisOffsetMinutes(asUtc) * 60_000;
  return asUtc - parisOffsetMinutes(first) * 60_000;
}

export interface ParisWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 for Sunday to 6 for Saturday, as `Date.getUTCDay`. */
  weekday: number;
}

/** What a clock on a wall in Paris shows at an instant. */
export function parisWallClock(at: number): ParisWallClock {
  const local = new Date(at + parisOffsetMinutes(at) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: local.getUTCDay(),
  };
}

/** The Paris day ('AAAA-MM-JJ') of an instant, now by default: the agency's calendar, which the back-office's days follow. */
export function parisToday(at: Date | number = Date.now()): string {
  const clock = parisWallClock(typeof at === 'number' ? at : at.getTime());
  return `${clock.year}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`;
}

/** The hour an instant (ISO) shows on a clock in Paris, 'HH:MM'. */
export function parisClockTime(at: string): string {
  const clock = parisWallClock(Date.parse(at));
  return `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
}

/**
 * A `datetime-local` value posted by a browser without JavaScript, which cannot say its time zone: read as
 * Paris time, the agency's (the script-driven form sends an instant from the visitor's own zone). Anything
 * else is returned as it came, for the schema to judge.
 */
export function parisLocalToInstant(value: string): string {
  const match = LOCAL_MINUTE.exec(value.trim());
  if (!match) return value;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  return new Date(parisInstant(year as number, month as number, day as number, hour as number, minute as number)).toISOString();
}

/** The instants a Paris day (YYYY-MM-DD) starts and the next one starts, in ISO. */
export function parisDayBounds(day: string): { from: string; to: string } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { from: new Date(parisInstant(year, month, date, 0, 0)).toISOString(), to: new Date(parisInstant(year, month, date + 1, 0, 0)).toISOString() };
}

/** The instant (ISO) the Paris month holding `day` ('AAAA-MM-JJ') began: a month's figures start there. */
export function parisMonthStart(day: string): string {
  return parisDayBounds(`${day.slice(0, 7)}-01`).from;
}

/** An instant (ISO) as a `datetime-local` field shows it in Paris time ('2026-12-04T18:30'), '' for none or unreadable. */
export function parisLocalValue(at: string | null | undefined): string {
  const time = at ? Date.parse(at) : Number.NaN;
  if (Number.isNaN(time)) return '';
  const clock = parisWallClock(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** What an admin typed in a `datetime-local` field, read as Paris time; null when it is not a day and an hour. */
export function parisLocalInstantOrNull(value: string): string | null {
  return LOCAL_MINUTE.test(value.trim()) ? parisLocalToInstant(value) : null;
}

/** An hour of a Paris day: what the clocks show when it starts ('HH:MM') and its instant (ISO). */
export interface ParisHour {
  hour: string;
  starts: string;
}

/**
 * The hours of a Paris day (YYYY-MM-DD), the first at midnight: 24, or 23 and 25 on the nights the clocks change
 * (the hour from 02:00 missing in March; 02:00 shown twice in October, once in summer time, once in winter time).
 */
export function parisDayHours(day: string): ParisHour[] {
  const { from, to } = parisDayBounds(day);
  const hours: ParisHour[] = [];
  for (let at = Date.parse(from); at < Date.parse(to); at += HOUR_MS) {
    const starts = new Date(at).toISOString();
    hours.push({ hour: parisClockTime(starts), starts });
  }
  return hours;
}
