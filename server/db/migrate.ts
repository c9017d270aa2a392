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

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Database): Promise<void> {
  // Kysely looks for its own tables in every PostgreSQL schema: name ours, or another schema's tables would count.
  const schema =
    db.dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db,
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: { getMigrations: async () => migrationsFor(db.dialect) },
    migrationTableSchema: await bookkeepingSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
