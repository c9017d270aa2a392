import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/** Prospects as a pipeline: an owner, a next action (date and label), and the record of what happened. */
export const prospectPipeline: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('prospects').addColumn('owner', 'text').execute();
    await db.schema.alterTable('prospects').addColumn('next_action_at', 'text').execute();
    await db.schema.alterTable('prospects').addColumn('next_action_label', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.createIndex('prospects_next_action_at').on('prospects').column('next_action_at').execute();
    await db.schema.createIndex('prospects_statut_id').on('prospects').columns(['statut', 'id']).execute();
    await db.schema
      .createTable('prospect_activities')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('prospect_id', 'integer', (c) => c.notNull().references('prospects.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('author', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('prospect_activities_prospect').on('prospect_activities').columns(['prospect_id', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('prospect_activities').execute();
    await db.schema.dropIndex('prospects_statut_id').execute();
    await db.schema.dropIndex('prospects_next_action_at').execute();
    for (const column of ['next_action_label', 'next_action_at', 'owner']) await db.schema.alterTable('prospects').dropColumn(column).execute();
  },
});
