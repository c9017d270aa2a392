import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * Two small indexes of the rows a frequent read looks for (docs/decisions/0506-partial-indexes-for-polled-counts.md):
 * the super-assistant leads still to reach, which every open back-office counts each 30 seconds, and the prospects
 * that carry labels, which the label pickers group. Without them both reads scan the whole base.
 */
export const prospectPartialIndexes: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('prospects_waiting_leads')
      .on('prospects')
      .column('response_due_at')
      .where(sql<boolean>`response_due_at is not null and first_answered_at is null`)
      .execute();
    await db.schema.createIndex('prospects_labelled').on('prospects').column('labels').where(sql<boolean>`labels <> ''`).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('prospects_labelled').execute();
    await db.schema.dropIndex('prospects_waiting_leads').execute();
  },
});
