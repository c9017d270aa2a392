import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/** Each user's own choice of the e-mail reminders of their appointments (docs/decisions/0494-action-reminder-emails.md): 1 to receive them. */
export const userReminderEmails: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_users').addColumn('action_reminder_emails', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_users').dropColumn('action_reminder_emails').execute();
  },
});
