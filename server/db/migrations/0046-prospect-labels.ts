import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * The labels of a prospect, written as a request's are (',devis,urgent,', '' without any;
 * docs/decisions/0420-prospect-labels.md): carried over from the request it was made from, filtered on both databases.
 */
export const prospectLabels: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('prospects').addColumn('labels', 'text', (column) => column.notNull().defaultTo('')).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('prospects').dropColumn('labels').execute();
  },
});
