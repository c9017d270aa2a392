import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * Where each back-office session was opened from, its address and the browser's User-Agent, so that a user sees
 * their open sessions and ends one (docs/decisions/0461-open-sessions.md); null for sessions opened before.
 */
export const sessionDevices: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_sessions').addColumn('address', 'text').execute();
    await db.schema.alterTable('admin_sessions').addColumn('user_agent', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_sessions').dropColumn('user_agent').execute();
    await db.schema.alterTable('admin_sessions').dropColumn('address').execute();
  },
});
