import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * The day a deal is expected to close ('AAAA-MM-JJ', null when nobody has said), which the board's forecast sums
 * by month and the list sorts by, indexed with `id` as the other sorted columns (docs/decisions/0410-expected-close-dates.md).
 */
export const prospectCloseDates: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('prospects').addColumn('expected_close_at', 'text').execute();
    await db.schema.createIndex('prospects_expected_close_at').on('prospects').columns(['expected_close_at', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('prospects_expected_close_at').execute();
    await db.schema.alterTable('prospects').dropColumn('expected_close_at').execute();
  },
});
