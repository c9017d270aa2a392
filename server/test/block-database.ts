import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/database';
import { createTestDatabase } from './helper';

/** An empty database of `kind` (no migration) made before the calling `describe`'s tests and dropped after them. */
export function databaseForBlock(kind: 'sqlite' | 'postgres'): () => Database {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.db.destroy();
    await database?.drop();
  });
  return () => database!.db;
}
