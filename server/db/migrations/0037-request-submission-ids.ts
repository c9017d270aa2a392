import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * The id a visitor's browser gives a form it sends (docs/decisions/0395-contact-outbox.md): sent again after a
 * lost answer, the same message is found instead of stored twice. Unique; null for every request sent without.
 */
export const requestSubmissionIds: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('callback_requests').addColumn('submission_id', 'text').execute();
    await db.schema.createIndex('callback_requests_submission_id').unique().on('callback_requests').column('submission_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('callback_requests_submission_id').execute();
    await db.schema.alterTable('callback_requests').dropColumn('submission_id').execute();
  },
});
