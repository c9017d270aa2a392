import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * The hour of a prospect's next action (docs/decisions/0476-next-action-time.md): 'HH:MM' in Paris time, null for
 * an action of the whole day.
 */
export const nextActionTimes: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('prospects').addColumn('next_action_time', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('prospects').dropColumn('next_action_time').execute();
  },
});
