import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/**
 * The satisfaction survey sent to a visitor once their request is processed (docs/decisions/0487-satisfaction-surveys.md):
 * one per request, the SHA-256 of its link's secret, who it is about, how its e-mail went, and the note and comment
 * once answered. Gone with its request (erasure, retention).
 */
export const satisfactionSurveys: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('satisfaction_surveys')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('request_id', 'integer', (c) => c.notNull().unique().references('callback_requests.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('person', 'text')
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addColumn('delivery', 'text', (c) => c.notNull())
      .addColumn('rating', 'integer')
      .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('answered_at', 'text')
      .execute();
    await db.schema.createIndex('satisfaction_surveys_sent_at').on('satisfaction_surveys').column('sent_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('satisfaction_surveys').execute();
  },
});
