import { sql, type Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/** Who changed each setting, the login journal and the CPU alert episodes. */
export const settingsAndSecurity: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('site_settings').addColumn('updated_by', 'text').execute();

    await db.schema
      .createTable('settings_changes')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('old_value', 'text')
      .addColumn('new_value', 'text', (c) => c.notNull())
      .addColumn('changed_by', 'text', (c) => c.notNull())
      .addColumn('changed_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('settings_changes_changed_at').on('settings_changes').column('changed_at').execute();

    await db.schema
      .createTable('login_events')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('success', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_events_created_at').on('login_events').column('created_at').execute();

    await db.schema
      .createTable('cpu_alert_episodes')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('host', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('samples_above', 'integer', (c) => c.notNull())
      .addColumn('peak_usage', 'real', (c) => c.notNull())
      .addColumn('threshold', 'integer', (c) => c.notNull())
      .addColumn('alerted_at', 'text')
      .addColumn('recipient', 'text')
      .addColumn('ended_at', 'text')
      .execute();
    // At most one open episode per machine, whatever the number of instances sampling it.
    await sql`create unique index cpu_alert_episodes_open on cpu_alert_episodes (host) where ended_at is null`.execute(db);
    await db.schema.createIndex('cpu_alert_episodes_alerted_at').on('cpu_alert_episodes').column('alerted_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('cpu_alert_episodes').execute();
    await db.schema.dropTable('login_events').execute();
    await db.schema.dropTable('settings_changes').execute();
    await db.schema.alterTable('site_settings').dropColumn('updated_by').execute();
  },
});
