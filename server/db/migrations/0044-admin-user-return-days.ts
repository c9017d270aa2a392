import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * The day an absent administrator comes back ('AAAA-MM-JJ', Paris), null for an absence without one
 * (docs/decisions/0412-absence-return-days.md): from that day the absence is over by itself.
 */
export const adminUserReturnDays: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_users').addColumn('away_until', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_users').dropColumn('away_until').execute();
  },
});
