import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/**
 * The e-mails written to a prospect from its record (docs/decisions/0409-prospect-emails.md), stored before they
 * are sent and kept with how the sending went; they go with the prospect.
 */
export const prospectEmails: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('prospect_emails')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('prospect_id', 'integer', (c) => c.notNull().references('prospects.id').onDelete('cascade'))
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('delivery', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('prospect_emails_prospect').on('prospect_emails').columns(['prospect_id', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('prospect_emails').execute();
  },
});
