import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

const TABLES = ['request_messages', 'prospect_emails', 'satisfaction_surveys'] as const;

/**
 * A visitor's acknowledgement or satisfaction survey the mail server refused is tried again by itself
 * (docs/decisions/0545-acknowledgements-tried-again.md): how many attempts an e-mail had, and when it is looked at
 * again (a refused one's next attempt, or the moment a send still under way is taken as interrupted; null otherwise).
 */
export const acknowledgementRetries: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    for (const table of TABLES) {
      await db.schema.alterTable(table).addColumn('delivery_attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable(table).addColumn('retry_at', 'text').execute();
      await db.schema.createIndex(`${table}_retry_at`).on(table).column('retry_at').execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of TABLES) {
      await db.schema.dropIndex(`${table}_retry_at`).execute();
      await db.schema.alterTable(table).dropColumn('retry_at').execute();
      await db.schema.alterTable(table).dropColumn('delivery_attempts').execute();
    }
  },
});
