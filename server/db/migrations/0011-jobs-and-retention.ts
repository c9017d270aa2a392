import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/**
 * Job leases (one row per periodic job, taken by one instance at a time) and the record of every retention purge.
 */
export const jobsAndRetention: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('job_leases')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('holder', 'text')
      .addColumn('lease_until', 'text', (c) => c.notNull())
      .addColumn('next_run_at', 'text', (c) => c.notNull())
      .addColumn('last_started_at', 'text')
      .addColumn('last_finished_at', 'text')
      .addColumn('last_error', 'text')
      .execute();

    await db.schema
      .createTable('retention_purges')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('ran_at', 'text', (c) => c.notNull())
      .addColumn('contact_cutoff', 'text', (c) => c.notNull())
      .addColumn('navigation_cutoff', 'text', (c) => c.notNull())
      .addColumn('contact_requests', 'integer', (c) => c.notNull())
      .addColumn('prospects', 'integer', (c) => c.notNull())
      .addColumn('analytics_events', 'integer', (c) => c.notNull())
      .addColumn('chatbot_requests', 'integer', (c) => c.notNull())
      .addColumn('triggered_by', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('retention_purges_ran_at').on('retention_purges').column('ran_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('retention_purges').execute();
    await db.schema.dropTable('job_leases').execute();
  },
});
