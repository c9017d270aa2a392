import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * Each back-office user's private calendar address (docs/decisions/0474-calendar-feed.md): the SHA-256 of its
 * secret, when it was made and when a calendar last read it; all null without one.
 */
export const calendarFeeds: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_users').addColumn('calendar_token_hash', 'text').execute();
    await db.schema.alterTable('admin_users').addColumn('calendar_created_at', 'text').execute();
    await db.schema.alterTable('admin_users').addColumn('calendar_read_at', 'text').execute();
    await db.schema.createIndex('admin_users_calendar_token_hash').unique().on('admin_users').column('calendar_token_hash').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('admin_users_calendar_token_hash').execute();
    for (const column of ['calendar_read_at', 'calendar_created_at', 'calendar_token_hash']) await db.schema.alterTable('admin_users').dropColumn(column).execute();
  },
});
