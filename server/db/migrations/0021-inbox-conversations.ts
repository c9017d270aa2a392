import { sql, type Kysely } from 'kysely';
import { foldForSearch } from '../../../domain/prospects/search-text';
import { idColumn, type MigrationFactory } from './helpers';

/**
 * The inbox as a conversation: an assignee and a folded search text on each request, and the replies and
 * internal notes of its thread. Messages go with their request (cascade), whichever module deletes it.
 */
export const inboxConversations: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('callback_requests').addColumn('assignee', 'text').execute();
    await db.schema.alterTable('callback_requests').addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')).execute();
    const rows = await sql<{ id: number; name: string; email: string; company: string; notes: string }>`
      select id, name, email, company, notes from callback_requests`.execute(db);
    for (const row of rows.rows) {
      const text = foldForSearch([row.name, row.email, row.company, row.notes].join(' '));
      await sql`update callback_requests set search_text = ${text} where id = ${row.id}`.execute(db);
    }
    await db.schema
      .createTable('request_messages')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('request_id', 'integer', (c) => c.notNull().references('callback_requests.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text')
      .addColumn('delivery', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('request_messages_request').on('request_messages').columns(['request_id', 'created_at']).execute();
    await db.schema.createIndex('callback_requests_assignee').on('callback_requests').column('assignee').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('request_messages').execute();
    await db.schema.dropIndex('callback_requests_assignee').execute();
    await db.schema.alterTable('callback_requests').dropColumn('search_text').execute();
    await db.schema.alterTable('callback_requests').dropColumn('assignee').execute();
  },
});
