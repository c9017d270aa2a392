import { sql, type Kysely } from 'kysely';
import { searchTextOf } from '../../../domain/prospects/search-text';
import type { MigrationFactory } from './helpers';

interface ProspectRow {
  id: number;
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  entreprise: string;
}

/**
 * The prospects database (back-office §2.6): an accent-free search column kept by the repository,
 * the link to the inbox request a prospect came from, and indexes for the sortable columns.
 */
export const prospects: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('prospects')
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('prospects').addColumn('inbox_request_id', 'integer').execute();
    await db.schema.alterTable('prospects').addColumn('updated_at', 'text').execute();
    for (const column of ['nom', 'prenom', 'entreprise', 'statut', 'source']) {
      await db.schema.createIndex(`prospects_${column}`).on('prospects').columns([column, 'id']).execute();
    }
    await db.schema.createIndex('prospects_inbox_request').on('prospects').column('inbox_request_id').unique().execute();

    const rows = await sql<ProspectRow>`select id, nom, prenom, email, telephone, entreprise from prospects`.execute(db);
    for (const row of rows.rows) {
      await sql`update prospects set search_text = ${searchTextOf(row)} where id = ${row.id}`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('prospects_inbox_request').execute();
    for (const column of ['nom', 'prenom', 'entreprise', 'statut', 'source']) {
      await db.schema.dropIndex(`prospects_${column}`).execute();
    }
    await db.schema.alterTable('prospects').dropColumn('updated_at').execute();
    await db.schema.alterTable('prospects').dropColumn('inbox_request_id').execute();
    await db.schema.alterTable('prospects').dropColumn('search_text').execute();
  },
});
