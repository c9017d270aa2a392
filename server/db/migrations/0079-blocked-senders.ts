import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/**
 * The addresses whose contact messages and callback requests arrive cancelled, without notice or acknowledgement
 * (docs/decisions/0579-blocked-senders.md); an address is stored lower case, once.
 */
export const blockedSenders: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('blocked_senders')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('blocked_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('blocked_senders_email').on('blocked_senders').column('email').unique().execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('blocked_senders').execute();
  },
});
