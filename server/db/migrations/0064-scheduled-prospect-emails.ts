import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * The instant an e-mail written to a prospect leaves, when its author chose one (Pipedrive's scheduled e-mails,
 * docs/decisions/0472-scheduled-prospect-emails.md); null for one sent at once. The index serves the job that
 * sends those whose time has come.
 */
export const scheduledProspectEmails: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('prospect_emails').addColumn('send_at', 'text').execute();
    await db.schema.createIndex('prospect_emails_send_at').on('prospect_emails').columns(['delivery', 'send_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('prospect_emails_send_at').execute();
    await db.schema.alterTable('prospect_emails').dropColumn('send_at').execute();
  },
});
