import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * The link of a survey a stopped server was sending, kept valid once it is sent again under a new one: that e-mail
 * may have left (docs/decisions/0548-interrupted-survey-keeps-its-link.md).
 */
export const surveyEarlierLink: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('satisfaction_surveys').addColumn('earlier_token_hash', 'text').execute();
    // Partial: only the few surveys whose sending was interrupted have one.
    await db.schema
      .createIndex('satisfaction_surveys_earlier_token_hash')
      .on('satisfaction_surveys')
      .column('earlier_token_hash')
      .where(sql<boolean>`earlier_token_hash is not null`)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('satisfaction_surveys_earlier_token_hash').execute();
    await db.schema.alterTable('satisfaction_surveys').dropColumn('earlier_token_hash').execute();
  },
});
