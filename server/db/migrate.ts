import { Migrator, sql } from 'kysely';
import type { Database } from './database';
import { migrationsFor } from './migrations/index';

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Database): Promise<void> {
  // On PostgreSQL the migration tables are looked up in the current schema only: Kysely otherwise finds
  // another schema's lock table (parallel test schemas) and skips creating its own.
  const schema =
    db.dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(db.dialect) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
