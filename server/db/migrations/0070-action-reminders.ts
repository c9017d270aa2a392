import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/**
 * The e-mail reminders of the appointments of a user's day (docs/decisions/0494-action-reminder-emails.md): one row
 * per deal's action or callback's slot and the instant it is due, taken before the e-mail leaves, so that two
 * instances send it once and an appointment moved to another hour is recalled at its new one.
 */
export const actionReminders: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('action_reminders')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('item_id', 'integer', (c) => c.notNull())
      .addColumn('due_at', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('action_reminders_item', ['kind', 'item_id', 'due_at'])
      .execute();
    await db.schema.createIndex('action_reminders_due_at').on('action_reminders').column('due_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('action_reminders').execute();
  },
});
