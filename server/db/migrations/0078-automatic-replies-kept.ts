import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * Absence messages kept in the conversation and the record they answer, marked so that they reopen nothing and wait
 * for no answer (docs/decisions/0557-absence-messages-kept.md): 1 for a message a program wrote, 0 for a person's.
 */
export const automaticRepliesKept: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('request_messages').addColumn('automatic', 'integer', (column) => column.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('prospect_email_replies').addColumn('automatic', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('prospect_email_replies').dropColumn('automatic').execute();
    await db.schema.alterTable('request_messages').dropColumn('automatic').execute();
  },
});
