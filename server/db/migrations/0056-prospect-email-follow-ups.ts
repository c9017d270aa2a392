import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * The follow-up asked with a prospect's e-mail, in days, kept with it: an e-mail the mail server refused plans it
 * when it is sent again (docs/decisions/0459-follow-up-kept-with-a-failed-email.md); null without one.
 */
export const prospectEmailFollowUps: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('prospect_emails').addColumn('follow_up_days', 'integer').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('prospect_emails').dropColumn('follow_up_days').execute();
  },
});
