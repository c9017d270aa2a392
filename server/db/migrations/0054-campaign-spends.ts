import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/** What the agency spent on each campaign, day by day (docs/decisions/0454-campaign-spends.md). */
export const campaignSpends: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('campaign_spends')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('campaign', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('campaign_spends_campaign_day').on('campaign_spends').columns(['campaign', 'day']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('campaign_spends').execute();
  },
});
