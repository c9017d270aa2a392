import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * The kind of a prospect's next action (docs/decisions/0488-next-action-types.md): 'appel', 'reunion', 'email',
 * 'tache', 'echeance' or 'dejeuner'; null for an action of no stated kind.
 */
export const nextActionTypes: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('prospects').addColumn('next_action_type', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('prospects').dropColumn('next_action_type').execute();
  },
});
