const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' });

/** Minutes Paris is ahead of UTC at an instant ('GMT+01:00' → 60). */
function parisOffsetMinutes(at: number): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
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
  const asUtc = Date.UTC(year as number, (month as number) - 1, day, hour, minute);
  const first = asUtc - parisOffsetMinutes(asUtc) * 60_000;
  return new Date(asUtc - parisOffsetMinutes(first) * 60_000).toISOString();
}
