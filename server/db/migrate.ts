import { Migrator, sql } from 'kysely';
import type { Database } from './database';
import { migrationsFor } from './migrations/index';

/**
 * PostgreSQL: Kysely looks for its bookkeeping tables in every schema unless told which one, so a database
 * shared by several schemas (tests, or two sites) would find another schema's lock table and fail.
 */
async function bookkeepingSchema(db: Database): Promise<string | undefined> {
  if (db.dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** Brings the schema up to the migration named `target`, or to the latest; throws with the failing migration's name. */
export async function migrateTo(db: Database, target?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(db.dialect) },
    migrationTableSchema: await bookkeepingSchema(db),
  });
  const { error, results } = target === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

export const migrateToLatest = (db: Database): Promise<void> => migrateTo(db);
