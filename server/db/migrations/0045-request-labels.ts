import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * The labels of a request, written ',devis,urgent,' ('' without any; docs/decisions/0416-inbox-labels.md), so
 * that the inbox filters by one of them on both databases.
 */
export const requestLabels: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('callback_requests').addColumn('labels', 'text', (column) => column.notNull().defaultTo('')).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('callback_requests').dropColumn('labels').execute();
  },
});
