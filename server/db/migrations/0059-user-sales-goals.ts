import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * Each back-office user's monthly sales goal in euros, 0 for none (docs/decisions/0463-monthly-sales-goals.md);
 * the agency's own goal is a setting.
 */
export const userSalesGoals: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('admin_users')
      .addColumn('monthly_won_goal', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_users').dropColumn('monthly_won_goal').execute();
  },
});
