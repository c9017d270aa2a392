import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/**
 * Addresses the agency redirects from the back-office to a page of the site (docs/decisions/0465-managed-redirects.md),
 * each address once.
 */
export const siteRedirects: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('site_redirects')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('from_path', 'text', (c) => c.notNull().unique())
      .addColumn('to_path', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('site_redirects').execute();
  },
});
