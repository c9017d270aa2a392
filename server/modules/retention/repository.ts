import type { Insertable } from 'kysely';
import type { RetentionCounts } from '../../../domain/api/operations-answers';
import type { Database, Executor } from '../../db/database';
import type { RetentionPurgeTable } from '../../db/types';

export type { RetentionCounts };

/** The record of every purge; the expired rows themselves are deleted by the modules that own them. */
export function retentionRepository(db: Database) {
  return {
    transaction: <T>(work: (executor: Executor) => Promise<T>) => db.transaction().execute(work),

    async record(purge: Omit<Insertable<RetentionPurgeTable>, 'id'>, executor: Executor = db): Promise<number> {
      const row = await executor.insertInto('retentionPurges').values(purge).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async history(limit: number) {
      const rows = await db.selectFrom('retentionPurges').selectAll().orderBy('ranAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
  };
}
