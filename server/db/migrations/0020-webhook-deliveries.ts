import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/** Each lead event sent to the notification webhook: what was sent, where, and how its attempts went. */
export const webhookDeliveries: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('event_id', 'text', (c) => c.notNull().unique())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text', (c) => c.notNull())
      .addColumn('last_status_code', 'integer')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('delivered_at', 'text')
      .execute();
    await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
    await db.schema.createIndex('webhook_deliveries_created_at').on('webhook_deliveries').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('webhook_deliveries').execute();
  },
});
