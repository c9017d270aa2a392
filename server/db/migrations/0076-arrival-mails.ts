import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * A contact message's or callback request's arrival e-mails (the agency's notice, the visitor's acknowledgement)
 * made again when a server stopped before recording them done (docs/decisions/0546-arrival-mails-survive-a-stop.md):
 * the moment they count as interrupted, null once done.
 */
export const arrivalMails: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('callback_requests').addColumn('arrival_mails_due_at', 'text').execute();
    await db.schema.createIndex('callback_requests_arrival_mails_due_at').on('callback_requests').column('arrival_mails_due_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('callback_requests_arrival_mails_due_at').execute();
    await db.schema.alterTable('callback_requests').dropColumn('arrival_mails_due_at').execute();
  },
});
