import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/** Site-wide switches (maintenance flag, …) as key/value rows the back-office can change. */
export const siteSettings: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('site_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('site_settings').execute();
  },
});
