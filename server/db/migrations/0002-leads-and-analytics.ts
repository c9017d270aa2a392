import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/** Prospects (back-office §3), chatbot questions and first-party analytics events. */
export const leadsAndAnalytics: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('prospects')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('nom', 'text', (c) => c.notNull())
      .addColumn('prenom', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('telephone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('entreprise', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('fonction', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('date_ajout', 'text', (c) => c.notNull())
      .addColumn('statut', 'text', (c) => c.notNull().defaultTo('Lead'))
      .addColumn('is_contacted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('commentaire', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('lead_score', 'integer')
      .addColumn('lead_band', 'text')
      .addColumn('details', 'text')
      .execute();
    await db.schema.createIndex('prospects_date_ajout').on('prospects').column('date_ajout').execute();
    await db.schema.createIndex('prospects_email').on('prospects').column('email').execute();

    await db.schema
      .createTable('chatbot_requests')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('query', 'text', (c) => c.notNull())
      .addColumn('page', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('response_time_ms', 'integer', (c) => c.notNull())
      .addColumn('tokens', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('chatbot_requests_created').on('chatbot_requests').column('created_at').execute();

    await db.schema
      .createTable('analytics_events')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('page', 'text', (c) => c.notNull())
      .addColumn('funnel_stage', 'text', (c) => c.notNull())
      .addColumn('visitor_key', 'text', (c) => c.notNull())
      .addColumn('properties', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('analytics_events_created').on('analytics_events').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('analytics_events').execute();
    await db.schema.dropTable('chatbot_requests').execute();
    await db.schema.dropTable('prospects').execute();
  },
});
