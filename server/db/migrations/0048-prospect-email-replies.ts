import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/**
 * The answers a prospect sends to the e-mails written from its record (docs/decisions/0434-email-replies-filed.md):
 * each written e-mail keeps the Message-ID it left with, and a reply that names it (In-Reply-To, References) is
 * stored once, by its own Message-ID, with the prospect; they go with the prospect.
 */
export const prospectEmailReplies: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('prospect_emails').addColumn('message_id', 'text').execute();
    await db.schema.createIndex('prospect_emails_message_id').unique().on('prospect_emails').column('message_id').execute();
    await db.schema
      .createTable('prospect_email_replies')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('prospect_id', 'integer', (c) => c.notNull().references('prospects.id').onDelete('cascade'))
      .addColumn('email_id', 'integer', (c) => c.references('prospect_emails.id').onDelete('set null'))
      .addColumn('sender', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('message_id', 'text', (c) => c.notNull().unique())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('prospect_email_replies_prospect').on('prospect_email_replies').columns(['prospect_id', 'received_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('prospect_email_replies').execute();
    await db.schema.dropIndex('prospect_emails_message_id').execute();
    await db.schema.alterTable('prospect_emails').dropColumn('message_id').execute();
  },
});
