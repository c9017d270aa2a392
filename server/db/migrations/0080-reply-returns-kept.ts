import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * What a person's reply undid when it brought its request back (0435), kept with the reply as JSON: the processing
 * it cleared, or the day the request was set aside until. Marked an automatic reply by hand, the reply gives it back
 * (docs/decisions/0580-automatic-reply-puts-request-back.md). Null for a reply that brought nothing back.
 */
export const replyReturnsKept: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('request_messages').addColumn('returned_from', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('request_messages').dropColumn('returned_from').execute();
  },
});
