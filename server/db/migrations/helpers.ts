import { sql, type Migration, type RawBuilder } from 'kysely';
import type { Dialect } from '../database';

/** A migration is written once and told which dialect it runs on. */
export type MigrationFactory = (dialect: Dialect) => Migration;

/** An auto-incrementing integer key in either dialect. */
export const idColumn = (dialect: Dialect): RawBuilder<unknown> =>
  dialect === 'postgres' ? sql`serial` : sql`integer`;
