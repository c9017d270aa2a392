import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/** The inbox's saved replies; a title is unique whatever its case and accents (`title_key`). */
export const replyTemplates: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('reply_templates')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('title_key', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('reply_templates_title_key').on('reply_templates').column('title_key').unique().execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('reply_templates').execute();
  },
});
