import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * Each back-office user may give an e-mail address, to which what is assigned to them by someone else is told
 * (docs/decisions/0443-assignment-notices.md). None by default: a user without one receives nothing.
 */
export const adminUserEmails: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_users').addColumn('email', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_users').dropColumn('email').execute();
  },
});
