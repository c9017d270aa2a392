import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * When an administrator marked themself (or was marked) absent (docs/decisions/0408-availability.md). Null for
 * every user available; the automatic assignment gives nothing to a user with a value.
 */
export const adminUserAvailability: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_users').addColumn('away_since', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_users').dropColumn('away_since').execute();
  },
});
