import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/** Server errors (5xx) and the browsers' error reports, read by the back-office error check. */
export const errorReports: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('error_reports')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('origin', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('page', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('error_reports_created_at').on('error_reports').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('error_reports').execute();
  },
});
