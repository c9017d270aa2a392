import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * When an internal note was last changed by its author (docs/decisions/0452-notes-edited-by-their-author.md), on a
 * request's notes and on a prospect's; null for a note never changed.
 */
export const noteEdits: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('request_messages').addColumn('edited_at', 'text').execute();
    await db.schema.alterTable('prospect_notes').addColumn('edited_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('prospect_notes').dropColumn('edited_at').execute();
    await db.schema.alterTable('request_messages').dropColumn('edited_at').execute();
  },
});
