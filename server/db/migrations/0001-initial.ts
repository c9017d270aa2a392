import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

export const initial: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('callback_requests')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('company', 'text', (c) => c.notNull())
      .addColumn('preferred_time', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('notes', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('processed_at', 'text')
      .addColumn('processed_by', 'text')
      .execute();
    await db.schema
      .createIndex('callback_requests_source_status_created')
      .on('callback_requests')
      .columns(['source', 'status', 'created_at'])
      .execute();
    await db.schema.createIndex('callback_requests_created').on('callback_requests').column('created_at').execute();

    await db.schema
      .createTable('admin_users')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('roles', 'text', (c) => c.notNull())
      .addColumn('last_login', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('admin_users').execute();
    await db.schema.dropTable('callback_requests').execute();
  },
});
