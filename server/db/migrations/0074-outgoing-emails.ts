import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/**
 * The back-office's own e-mails the mail server did not take at once (a new lead's notification, a colleague's
 * notice, a former address told), kept until a later attempt sends them (docs/decisions/0537-outgoing-email-retries.md).
 */
export const outgoingEmails: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('outgoing_emails')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('priority', 'text')
      .addColumn('reply_to', 'text')
      .addColumn('message_id', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('outgoing_emails_due').on('outgoing_emails').column('next_attempt_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('outgoing_emails').execute();
  },
});
