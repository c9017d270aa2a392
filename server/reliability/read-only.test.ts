import { join } from 'node:path';
import { tmpdir } from 'node:os';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import type { DB } from '../db/types';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../lib/database-errors';
import { buildTestApp, databaseKinds, TEST_ADMIN_PASSWORD, type TestContext } from '../test/helper';
import { contactMessage } from './support/contact-posts';
import { validSamples } from './support/route-samples';

/**
 * A second handle on the test's own database that cannot write: SQLite opened read-only, or PostgreSQL sessions
 * with `default_transaction_read_only` in the test's private schema. Nothing else is affected.
 */
function readOnlyHandle(ctx: TestContext, kind: 'sqlite' | 'postgres', url: string, schema?: string): Database {
  const dialect =
    kind === 'sqlite'
      ? new SqliteDialect({ database: new SqliteDatabase(url.replace(/^file:/, ''), { readonly: true }) })
      : new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${schema} -c default_transaction_read_only=on` }) });
  return Object.assign(new Kysely<DB>({ dialect, plugins: [new CamelCasePlugin()] }), { dialect: ctx.db.dialect });
}

const publicWrites = ['POST /api/contact', 'POST /api/callback-requests', 'POST /api/leads'] as const;

describe.each(databaseKinds)('a read-only %s database', (kind) => {
  let ctx: TestContext;
  let readOnly: Database;
  let app: FastifyInstance;
  beforeEach(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
    // The schema is migrated and the first admin exists: the read-only instance starts without writing.
    const { url: databaseUrl, schema } = await databaseLocation(ctx.db);
    readOnly = readOnlyHandle(ctx, kind, databaseUrl, schema);
    const config = loadConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, SITE_DIR: join(tmpdir(), 'no-site'), LOG_LEVEL: 'silent', RATE_LIMITS: 'off' });
    app = await buildApp(config, { db: readOnly, logger: false });
  });
  afterEach(async () => {
    await app.close();
    await readOnly.destroy();
    await ctx.close();
  });

  it('answers every public form with a French 503, never a false success, and stores nothing', async () => {
    const samples = validSamples();
    for (const route of publicWrites) {
      const [method, url] = route.split(' ') as ['POST', string];
      const payload = route === 'POST /api/contact' ? contactMessage(1) : samples[route];
      const response = await app.inject({ method, url, payload });
      expect(response.statusCode, route).toBe(503);
      expect(response.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(response.headers['retry-after']).toBe('60');
    }
    expect(await ctx.db.selectFrom('callbackRequests').select('id').execute()).toEqual([]);
    expect(await ctx.db.selectFrom('prospects').select('id').execute()).toEqual([]);
  });

  it('still serves reads', async () => {
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

/** Where the test database lives, for a second handle on it. */
async function databaseLocation(db: Database): Promise<{ url: string; schema?: string }> {
  if (db.dialect === 'sqlite') {
    const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db);
    return { url: `file:${rows[0]!.file}` };
  }
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return { url: process.env.TEST_DATABASE_URL as string, schema: rows[0]!.schema };
}
