import type { Insertable } from 'kysely';
import type { Database, Executor } from '../../db/database';
import type { ErrorReportTable } from '../../db/types';

type NewErrorReport = Omit<Insertable<ErrorReportTable>, 'id'>;

/** Server errors and browser reports: the one place that knows their SQL. */
export function errorReportsRepository(db: Database) {
  return {
    async insert(report: NewErrorReport, executor: Executor = db): Promise<number> {
      const row = await executor.insertInto('errorReports').values(report).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async deleteOlderThan(cutoff: string, executor: Executor = db): Promise<void> {
      await executor.deleteFrom('errorReports').where('createdAt', '<', cutoff).execute();
    },
    async listSince(since: string, limit: number) {
      return db
        .selectFrom('errorReports')
        .selectAll()
        .where('createdAt', '>=', since)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
    async countSinceByOrigin(since: string) {
      const rows = await db
        .selectFrom('errorReports')
        .select(['origin', (eb) => eb.fn.countAll<number>().as('n')])
        .where('createdAt', '>=', since)
        .groupBy('origin')
        .execute();
      return { server: Number(rows.find((r) => r.origin === 'server')?.n ?? 0), client: Number(rows.find((r) => r.origin === 'client')?.n ?? 0) };
    },
  };
}
