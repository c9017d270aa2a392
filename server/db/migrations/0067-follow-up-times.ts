import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * The hour of the follow-up an e-mail plans (docs/decisions/0484-follow-up-time.md): 'HH:MM' in Paris time, null for
 * a follow-up of the whole day; kept with a scheduled e-mail until it leaves.
 */
export const followUpTimes: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('prospect_emails').addColumn('follow_up_time', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('prospect_emails').dropColumn('follow_up_time').execute();
  },
});
