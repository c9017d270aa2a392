import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/** The seven statuses of back-office §4 as they stood when this migration was written. */
const STATUSES = ['Lead', 'Qualifié', 'À contacter', 'RDV planifié', 'Client', 'Inactif', 'Importé'];

/**
 * Each status move of a prospect's timeline keeps the status it left and the one it entered
 * (docs/decisions/0441-measured-win-rates.md), so that each stage's win rate is counted in SQL. The moves already
 * recorded are read from their text, written by one line of the service: 'Lead → Qualifié', or
 * 'RDV planifié → Inactif (motif : Budget insuffisant)'.
 */
export const prospectStatusMoves: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('prospect_activities').addColumn('from_status', 'text').execute();
    await db.schema.alterTable('prospect_activities').addColumn('to_status', 'text').execute();
    for (const from of STATUSES) {
      for (const to of STATUSES.filter((status) => status !== from)) {
        const move = `${from} → ${to}`;
        await sql`update prospect_activities set from_status = ${from}, to_status = ${to}
          where kind = 'status' and (detail = ${move} or detail like ${`${move} (motif : %`})`.execute(db);
      }
    }
    await db.schema.createIndex('prospect_activities_from_status').on('prospect_activities').columns(['from_status', 'prospect_id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('prospect_activities_from_status').execute();
    await db.schema.alterTable('prospect_activities').dropColumn('to_status').execute();
    await db.schema.alterTable('prospect_activities').dropColumn('from_status').execute();
  },
});
