import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/** A prospect's estimated value in whole euros, summed per pipeline column and sortable in the list. */
export const prospectDealValue: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('prospects').addColumn('estimated_value', 'integer').execute();
    await db.schema.createIndex('prospects_estimated_value').on('prospects').columns(['estimated_value', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('prospects_estimated_value').execute();
    await db.schema.alterTable('prospects').dropColumn('estimated_value').execute();
  },
});
