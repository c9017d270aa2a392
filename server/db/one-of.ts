import { sql, type RawBuilder } from 'kysely';
import type { Database } from './database';

/**
 * Whether `column` (as stored, snake_case) holds one of `values`, all passed as one parameter: a list of parameters
 * meets the database's bound (32,766 on SQLite, 65,535 on PostgreSQL) once it is long enough, as the codes of every
 * tracking link of a large base. SQLite reads the values from a JSON array, which `in` makes an index of once per
 * query; PostgreSQL takes them as an array of the column's type.
 */
export function isOneOf(dialect: Database['dialect'], column: string, values: readonly (string | number)[]): RawBuilder<boolean> {
  const at = sql.ref(column);
  if (dialect === 'postgres') return sql<boolean>`${at} = any(${[...values]})`;
  return sql<boolean>`${at} in (select value from json_each(${JSON.stringify(values)}))`;
}
