import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * Each back-office user's e-mail signature, added under the replies and e-mails they send, '' for none
 * (docs/decisions/0467-email-signatures.md).
 */
export const userEmailSignatures: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('admin_users')
      .addColumn('email_signature', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_users').dropColumn('email_signature').execute();
  },
});
