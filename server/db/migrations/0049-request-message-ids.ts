import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * The Message-ID each inbox reply left with, and that of each reply received to one, filed in the same thread as
 * kind 'received' (docs/decisions/0434-email-replies-filed.md): unique, so a reply delivered twice is stored once.
 */
export const requestMessageIds: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('request_messages').addColumn('message_id', 'text').execute();
    await db.schema.createIndex('request_messages_message_id').unique().on('request_messages').column('message_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('request_messages_message_id').execute();
    await db.schema.alterTable('request_messages').dropColumn('message_id').execute();
  },
});
