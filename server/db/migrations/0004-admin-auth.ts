import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/** Admin sessions, API tokens, login throttling and admin switches: all in the database so instances stay stateless. */
export const adminAuth: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('admin_sessions')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('admin_sessions_username').on('admin_sessions').column('username').execute();

    await db.schema
      .createTable('admin_api_tokens')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('admin_api_tokens_username').on('admin_api_tokens').column('username').execute();

    await db.schema
      .createTable('login_throttles')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('window_started_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .execute();

    await db.schema
      .createTable('admin_switches')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('changed_by', 'text')
      .addColumn('changed_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('admin_switches').execute();
    await db.schema.dropTable('login_throttles').execute();
    await db.schema.dropTable('admin_api_tokens').execute();
    await db.schema.dropTable('admin_sessions').execute();
  },
});
