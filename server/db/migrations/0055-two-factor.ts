import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/**
 * A second factor at login for the users who turn it on (docs/decisions/0457-two-factor-login.md): the
 * authenticator's secret, the one being set up, when it was turned on and the last time step accepted (a code is
 * good once); and the recovery codes, stored as their SHA-256, each used once.
 */
export const twoFactor: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_users').addColumn('totp_secret', 'text').execute();
    await db.schema.alterTable('admin_users').addColumn('totp_pending_secret', 'text').execute();
    await db.schema.alterTable('admin_users').addColumn('totp_enabled_at', 'text').execute();
    await db.schema.alterTable('admin_users').addColumn('totp_last_step', 'integer').execute();
    await db.schema
      .createTable('admin_recovery_codes')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('admin_recovery_codes_username').on('admin_recovery_codes').columns(['username', 'code_hash']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('admin_recovery_codes').execute();
    for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_pending_secret', 'totp_secret']) {
      await db.schema.alterTable('admin_users').dropColumn(column).execute();
    }
  },
});
