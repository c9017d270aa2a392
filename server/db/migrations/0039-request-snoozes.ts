import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * A pending request set aside until a day and hour (docs/decisions/0398-inbox-snooze.md). Null for every request
 * not snoozed; the waiting views compare it with the moment they are read, so no job wakes a request up.
 */
export const requestSnoozes: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('callback_requests').addColumn('snoozed_until', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('callback_requests').dropColumn('snoozed_until').execute();
  },
});
