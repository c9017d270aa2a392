import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/**
 * Links sent to a user who forgot their password (docs/decisions/0462-password-reset.md): only the SHA-256 of each
 * link's secret, good for 30 minutes and once.
 */
export const passwordResets: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('password_resets')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('password_resets').execute();
  },
});
