import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * Why a deal was lost and when (docs/decisions/0380-lost-reasons.md). The prospects already 'Inactif' count as
 * lost at their last change, without a reason.
 */
export const lostReasons: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('prospects').addColumn('lost_reason', 'text').execute();
    await db.schema.alterTable('prospects').addColumn('lost_at', 'text').execute();
    await sql`update prospects set lost_at = coalesce(updated_at, date_ajout) where statut = 'Inactif'`.execute(db);
    await db.schema.createIndex('prospects_lost_at').on('prospects').column('lost_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('prospects_lost_at').execute();
    await db.schema.alterTable('prospects').dropColumn('lost_at').execute();
    await db.schema.alterTable('prospects').dropColumn('lost_reason').execute();
  },
});
