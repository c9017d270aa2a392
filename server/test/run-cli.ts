import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase } from './helper';

/** One of the project's commands run as an operator runs it (`npx tsx FILE ARGS`) on `databaseUrl`: its exit code and what it printed. */
export const runCli = (file: string, databaseUrl: string, ...args: string[]) =>
  promisify(execFile)('npx', ['tsx', file, ...args], { env: { ...process.env, DATABASE_URL: databaseUrl } }).then(
    (done) => ({ code: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );

/**
 * The command `file` and the migrated SQLite base it runs on, made before the calling `describe`'s tests with its
 * `admin` user (`admin()` gives the columns that differ) and dropped after them.
 */
export function commandOnTestBase(file: string, admin: () => Promise<{ passwordHash: string; totpSecret?: string; totpEnabledAt?: string }>) {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await migrateToLatest(database.db);
    await database.db
      .insertInto('adminUsers')
      .values({ username: 'admin', roles: 'ROLE_ADMIN', createdAt: new Date().toISOString(), ...(await admin()) })
      .execute();
  });
  afterAll(async () => {
    await database?.db.destroy();
    await database?.drop();
  });
  return {
    db: (): Database => database!.db,
    run: (...args: string[]) => runCli(file, database!.url, ...args),
  };
}
