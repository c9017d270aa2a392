import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

const TABLES = ['callback_requests', 'prospects'] as const;

/**
 * A request's or super-assistant lead's arrival e-mails (the agency's notice, the visitor's acknowledgement) made
 * again when a server stopped before recording them done (docs/decisions/0546-arrival-mails-survive-a-stop.md): the
 * moment they count as interrupted, null once done.
 */
export const arrivalMails: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    for (const table of TABLES) {
      await db.schema.alterTable(table).addColumn('arrival_mails_due_at', 'text').execute();
      // Partial: it holds only the rows of the last seconds, whose e-mails are under way.
      await db.schema
        .createIndex(`${table}_arrival_mails_due_at`)
        .on(table)
        .column('arrival_mails_due_at')
        .where(sql<boolean>`arrival_mails_due_at is not null`)
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of TABLES) {
      await db.schema.dropIndex(`${table}_arrival_mails_due_at`).execute();
      await db.schema.alterTable(table).dropColumn('arrival_mails_due_at').execute();
    }
  },
});
