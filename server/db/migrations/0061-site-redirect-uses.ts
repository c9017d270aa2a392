import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * How many visitors each managed redirect has sent on, and when last (docs/decisions/0466-redirect-uses.md):
 * the agency sees which ones still serve before deleting one.
 */
export const siteRedirectUses: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('site_redirects').addColumn('uses', 'integer', (column) => column.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('site_redirects').addColumn('last_used_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('site_redirects').dropColumn('last_used_at').execute();
    await db.schema.alterTable('site_redirects').dropColumn('uses').execute();
  },
});
