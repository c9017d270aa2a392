import { sql, type RawBuilder } from 'kysely';
import { parisDayBounds } from '../../domain/paris-time';
import type { Database } from './database';

/**
 * The Paris day ('AAAA-MM-JJ') of an instant stored as ISO text in `column`, for the statistics to count the
 * agency's days (docs/decisions/0531-statistics-in-paris-days.md). PostgreSQL reads its time zone database;
 * SQLite has none, so the expression applies the European rule Paris follows since 1996: summer time (+2 h) from
 * the last Sunday of March to the last Sunday of October, each at 01:00 UTC, winter time (+1 h) otherwise.
 */
export function parisDayOf(dialect: Database['dialect'], column: string): RawBuilder<string> {
  const at = sql.ref(column);
  if (dialect === 'postgres') return sql<string>`to_char(cast(${at} as timestamptz) at time zone 'Europe/Paris', 'YYYY-MM-DD')`;
  // date('AAAA-03-25', 'weekday 0') is the first Sunday from 25 March on: the month's last one (the same for October).
  const summerStarts = sql`date(substr(${at}, 1, 4) || '-03-25', 'weekday 0') || 'T01'`;
  const summerEnds = sql`date(substr(${at}, 1, 4) || '-10-25', 'weekday 0') || 'T01'`;
  return sql<string>`date(${at}, case when ${at} >= ${summerStarts} and ${at} < ${summerEnds} then '+2 hours' else '+1 hours' end)`;
}

/** A row of `parisDays`: a Paris day and the instants (ISO) it starts and the next one starts. */
export interface ParisDayRow {
  day: string;
  starts: string;
  ends: string;
}

/**
 * The Paris days given as a table's rows, for a common table expression named `days(day, starts, ends)`: rows
 * joined to it by their instant are counted under their day with two comparisons on an indexed column, where
 * `parisDayOf` computes the day of each row (three date functions on SQLite, most of a period's grouping time).
 */
export const parisDays = (days: readonly string[]) =>
  sql<ParisDayRow>`(values ${sql.join(
    days.map((day) => {
      const { from, to } = parisDayBounds(day);
      return sql`(${day}, ${from}, ${to})`;
    }),
  )})`;

/**
 * The whole hours from an instant (ISO, on an hour) to a row's instant stored as ISO text in `column`: the index of
 * the row's hour among a Paris day's hours (`parisDayHours`), counted in elapsed time so that the nights the clocks
 * change keep their 23 or 25 hours. Exact on the hour: the seconds are counted whole on both databases.
 */
export function hoursSince(dialect: Database['dialect'], column: string, start: string): RawBuilder<number> {
  const at = sql.ref(column);
  if (dialect === 'postgres') return sql<number>`cast(floor(extract(epoch from cast(${at} as timestamptz) - cast(${start} as timestamptz)) / 3600) as integer)`;
  return sql<number>`((unixepoch(${at}) - unixepoch(${start})) / 3600)`;
}
