import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * When a deal was won (docs/decisions/0411-won-dates.md), as `lost_at` dates a loss. The prospects already
 * 'Client' count as won at their last change.
 */
export const prospectWonDates: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('prospects').addColumn('won_at', 'text').execute();
    await sql`update prospects set won_at = coalesce(updated_at, date_ajout) where statut = 'Client'`.execute(db);
    await db.schema.createIndex('prospects_won_at').on('prospects').column('won_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('prospects_won_at').execute();
    await db.schema.alterTable('prospects').dropColumn('won_at').execute();
  },
});
