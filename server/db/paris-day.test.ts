import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { parisDayHours, parisToday } from '../../domain/paris-time';
import { databaseForBlock } from '../test/block-database';
import { databaseKinds } from '../test/helper';
import { hoursSince, parisDayOf } from './paris-day';

const HOUR_MS = 3_600_000;
/** Last Sundays of March and October of 2024 to 2030, when the clocks change at 01:00 UTC. */
const CHANGES = ['2024-03-31', '2024-10-27', '2025-03-30', '2025-10-26', '2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31', '2028-03-26', '2028-10-29', '2029-03-25', '2029-10-28', '2030-03-31', '2030-10-27'];

const everyHourOf2026 = Array.from({ length: 365 * 24 }, (_, hour) => new Date(Date.UTC(2026, 0, 1) + hour * HOUR_MS).toISOString());
const aroundEachChange = CHANGES.flatMap((day) => [`${day}T00:59:59.999Z`, `${day}T01:00:00.000Z`, `${day}T21:59:59.999Z`, `${day}T22:00:00.000Z`, `${day}T22:59:59.999Z`, `${day}T23:00:00.000Z`]);
const nearMidnight = ['2026-01-01T22:59:59.999Z', '2026-01-01T23:00:00.000Z', '2026-07-14T21:59:59.999Z', '2026-07-14T22:00:00.000Z', '2026-12-31T23:30:00.000Z', '2027-02-28T23:00:00.000Z', '2028-02-28T23:00:00.000Z'];

describe.each(databaseKinds)('the Paris day of a stored instant on %s', (kind) => {
  const database = databaseForBlock(kind);

  const daysOf = async (instants: string[]) => {
    const days: string[] = [];
    for (let start = 0; start < instants.length; start += 1000) {
      const rows = sql.join(instants.slice(start, start + 1000).map((at) => sql`(${at})`));
      const { rows: read } = await sql<{ day: string }>`with stored(created_at) as (values ${rows}) select ${parisDayOf(database().dialect, 'created_at')} as day from stored`.execute(database());
      days.push(...read.map((row) => row.day));
    }
    return days;
  };

  it('is the day a clock in Paris shows, at every hour of a year and on each side of every change of time', async () => {
    const instants = [...everyHourOf2026, ...aroundEachChange, ...nearMidnight];
    expect(await daysOf(instants)).toEqual(instants.map((at) => parisToday(new Date(at))));
  });

  it('puts 00:30 in Paris on its own day, not on the UTC day before', async () => {
    expect(await daysOf(['2026-01-14T23:30:00.000Z', '2026-07-14T22:30:00.000Z'])).toEqual(['2026-01-15', '2026-07-15']);
  });

  it("gives each instant of a Paris day the index of its hour among the day's hours, the nights of change included", async () => {
    for (const day of ['2026-03-29', '2026-10-25', '2026-12-07']) {
      const hours = parisDayHours(day);
      // Each hour's first and last millisecond, and its middle.
      const instants = hours.flatMap(({ starts }) => [0, 1_800_000, HOUR_MS - 1].map((offset) => new Date(Date.parse(starts) + offset).toISOString()));
      const { rows } = await sql<{ hour: number | string }>`with stored(created_at) as (values ${sql.join(instants.map((at) => sql`(${at})`))}) select ${hoursSince(database().dialect, 'created_at', hours[0]!.starts)} as hour from stored`.execute(database());
      expect(rows.map((row) => Number(row.hour))).toEqual(hours.flatMap((_, index) => [index, index, index]));
    }
  });
});
