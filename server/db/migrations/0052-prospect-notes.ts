import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/**
 * The internal notes written in a prospect's record (docs/decisions/0449-prospect-notes.md), dated and signed; they
 * go with the prospect.
 */
export const prospectNotes: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('prospect_notes')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('prospect_id', 'integer', (c) => c.notNull().references('prospects.id').onDelete('cascade'))
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('prospect_notes_prospect').on('prospect_notes').columns(['prospect_id', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('prospect_notes').execute();
  },
});
