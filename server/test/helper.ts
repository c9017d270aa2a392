import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { createDatabase, type Database } from '../db/database';

/** The databases every API suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds: Array<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export const TEST_ADMIN_PASSWORD = 'Test-Admin-Password-1';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

/** A fresh, migrated database: a temporary SQLite file, or a private PostgreSQL schema. */
export async function createTestDatabase(kind: 'sqlite' | 'postgres'): Promise<{ db: Database; url: string; schema?: string; drop(): Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'api-test-'));
    const url = `file:${join(dir, 'test.sqlite')}`;
    const db = createDatabase({ url });
    return { db, url, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = createDatabase({ url, schema });
  return {
    db,
    url,
    schema,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/** The configuration of an API test: the first admin's known password, no site, no logs unless asked. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    SITE_DIR: join(tmpdir(), 'no-site-in-api-tests'),
    // A job tick in any test may take a backup: never into the working tree.
    BACKUP_DIR: join(tmpdir(), `api-test-backups-${randomBytes(6).toString('hex')}`),
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/** Removes the backups a job tick may have taken of a test's database (`testConfig`'s own directory). */
export function removeTestBackups(config: Config): void {
  if (existsSync(config.backupDir)) rmSync(config.backupDir, { recursive: true });
}

/** Builds the real app in-process on a fresh database, as production does. */
export async function buildTestApp(
  kind: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'onRoute' | 'cpuSampler'> = {},
): Promise<TestContext> {
  const database = await createTestDatabase(kind);
  const config = testConfig(env);
  const app = await buildApp(config, { db: database.db, logger: false, ...options });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.db.destroy();
      await database.drop();
      removeTestBackups(config);
    },
  };
}
