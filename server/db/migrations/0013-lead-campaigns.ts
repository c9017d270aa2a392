import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/** The campaign that brought a lead (UTM values and tracking-link code), kept with each table's rows. */
const LEAD_TABLES = ['callback_requests', 'prospects'] as const;
const CAMPAIGN_COLUMNS = ['campaign_source', 'campaign_medium', 'campaign_name', 'campaign_code'] as const;

export const leadCampaigns: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    for (const table of LEAD_TABLES) {
      for (const column of CAMPAIGN_COLUMNS) await db.schema.alterTable(table).addColumn(column, 'text').execute();
      await db.schema.createIndex(`${table}_campaign_code`).on(table).column('campaign_code').execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of LEAD_TABLES) {
      await db.schema.dropIndex(`${table}_campaign_code`).execute();
      for (const column of CAMPAIGN_COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
    }
  },
});
