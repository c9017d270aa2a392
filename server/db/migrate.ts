import { Migrator, sql } from 'kysely';
import type { Database } from './database';
import { migrationsFor } from './migrations/index';

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Database): Promise<void> {
  // Without a schema, Kysely takes a migration table of any schema for its own, so parallel PostgreSQL
  // schemas (tests, or several products on one server) would see each other's tables.
  const migrationTableSchema =
    db.dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(db.dialect) },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
