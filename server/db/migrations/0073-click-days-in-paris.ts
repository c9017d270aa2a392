import { sql, type Kysely } from 'kysely';
import { parisDayOf } from '../paris-day';
import type { MigrationFactory } from './helpers';

/**
 * The day of each counted visit becomes its Paris day, as the statistics now count the agency's days
 * (docs/decisions/0531-statistics-in-paris-days.md); a visit is dated in Paris from now on.
 */
export const clickDaysInParis: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await sql`update tracking_link_clicks set day = ${parisDayOf(dialect, 'created_at')}`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`update tracking_link_clicks set day = substr(created_at, 1, 10)`.execute(db);
  },
});
