import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * The id the super assistant's lead form gives each sending (docs/decisions/0397-lead-submission-ids.md): sent
 * again after a lost answer, the same lead is found instead of stored twice. Unique; null for every prospect
 * created otherwise (back-office, import, inbox).
 */
export const prospectSubmissionIds: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('prospects').addColumn('submission_id', 'text').execute();
    await db.schema.createIndex('prospects_submission_id').unique().on('prospects').column('submission_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('prospects_submission_id').execute();
    await db.schema.alterTable('prospects').dropColumn('submission_id').execute();
  },
});
