import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/**
 * The files of the e-mails the agency writes (to a request's visitor or to a prospect) and of the answers it
 * receives (docs/decisions/0470-email-attachments.md). Each file belongs to one e-mail and goes with it (cascade), whichever
 * module deletes it; its bytes live in the database, so a backup holds them with the e-mail.
 */
export const emailAttachments: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('email_attachments')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('request_message_id', 'integer', (c) => c.references('request_messages.id').onDelete('cascade'))
      .addColumn('prospect_email_id', 'integer', (c) => c.references('prospect_emails.id').onDelete('cascade'))
      .addColumn('prospect_email_reply_id', 'integer', (c) => c.references('prospect_email_replies.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('email_attachments_request_message').on('email_attachments').column('request_message_id').execute();
    await db.schema.createIndex('email_attachments_prospect_email').on('email_attachments').column('prospect_email_id').execute();
    await db.schema.createIndex('email_attachments_prospect_email_reply').on('email_attachments').column('prospect_email_reply_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('email_attachments').execute();
  },
});
