import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAndLogin, loginAs, type AdminCredentials } from '../../test/admin-login';
import { migrationsFor } from '../../db/migrations/index';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';

// Every migration the product ships, in the order they ran.
const migrationNames = Object.keys(migrationsFor('sqlite')).sort();

describe.each(databaseKinds)('GET /api/admin/database-connections on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  beforeAll(async () => {
    // An address where nothing listens: the Redis connection is listed, in error.
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', REDIS_URL: 'redis://:motdepasse@127.0.0.1:1/2' });
    admin = await loginAs(ctx);
  });
  afterAll(() => ctx.close());

  const get = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/admin/database-connections', headers });

  it('describes the real main connection, its tables, figures and migrations', async () => {
    await ctx.db.insertInto('chatbotRequests').values({ query: 'q', page: '/', source: 'api', responseTimeMs: 1, tokens: 1, createdAt: new Date().toISOString() }).execute();
    const response = await get({ 'x-api-key': admin.token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(Date.parse(body.timestamp)).not.toBeNaN();
    const main = body.connections.principale;
    expect(main.status).toBe('connected');
    expect(main.error).toBeNull();
    expect(main.migrations.map((m: { name: string }) => m.name)).toEqual(migrationNames);
    const tables = Object.fromEntries(main.tables.map((t: { name: string; rows: number }) => [t.name, t.rows]));
    expect(tables).toMatchObject({ admin_users: 1, chatbot_requests: 1, prospects: 0, error_reports: 0 });
    expect(Object.keys(tables)).not.toContain('kysely_migration');
    expect(Object.keys(tables).filter((name) => name.startsWith('prospects_search'))).toEqual([]);
    if (kind === 'sqlite') {
      expect(main.info).toMatchObject({ driver: 'better-sqlite3 (Kysely)', platform: 'SQLite', host: 'fichier local', database: 'test.sqlite' });
      expect(main.info.version).toMatch(/^3\.\d+/);
      expect(main.stats.mode_journal).toBe('wal');
      expect(main.stats.taille_octets).toBeGreaterThan(0);
      expect(main.stats.journal_wal_octets).toBeGreaterThanOrEqual(0);
      expect(main.stats.clés_étrangères).toBe(true);
    } else {
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      expect(main.info).toMatchObject({ driver: 'pg (Kysely)', platform: 'PostgreSQL', database: url.pathname.slice(1) });
      expect(main.info.host).toContain(url.hostname);
      expect(main.info.version).toMatch(/^\d+/);
      expect(main.stats.schéma).toMatch(/^t_/);
      expect(main.stats.taille_base_octets).toBeGreaterThan(0);
      expect(main.stats.connexions_serveur).toBeGreaterThan(0);
      expect(main.stats.pool_max).toBe(10);
      expect(main.stats.pool_ouvertes).toBeGreaterThan(0);
    }
    expect(body.server_info.base_de_données).toBe(kind === 'postgres' ? 'PostgreSQL' : 'SQLite');
  });

  it('lists the configured Redis in error, its address without the password', async () => {
    const body = (await get({ 'x-api-key': admin.token })).json();
    const redis = body.connections.redis;
    expect(redis.status).toBe('error');
    expect(redis.error).toMatch(/^Redis injoignable/);
    expect(redis.info).toMatchObject({ platform: 'Redis', host: '127.0.0.1:1', database: '2' });
    expect(JSON.stringify(body)).not.toContain('motdepasse');
    expect(body.message).toBe('1 connexion en erreur');
  });

  it('is closed to anonymous requests and readable by ROLE_USER', async () => {
    expect((await get({})).statusCode).toBe(401);
    const reader = await createAndLogin(ctx, admin, 'lecteur-bdd', ['ROLE_USER']);
    expect((await get({ 'x-api-key': reader.token })).statusCode).toBe(200);
  });
});

describe('database connections without Redis', () => {
  it('says Redis is not configured', async () => {
    const ctx = await buildTestApp('sqlite', { RATE_LIMITS: 'off' });
    try {
      const { token } = await loginAs(ctx);
      const body = (await ctx.app.inject({ method: 'GET', url: '/api/admin/database-connections', headers: { 'x-api-key': token } })).json();
      expect(body.connections.redis.status).toBe('unconfigured');
      expect(body.message).toBe('Toutes les connexions configurées répondent');
    } finally {
      await ctx.close();
    }
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? '';
describe.runIf(REDIS_URL)('database connections with a live Redis', () => {
  it('pings Redis and reports its figures', async () => {
    const ctx = await buildTestApp('sqlite', { RATE_LIMITS: 'off', REDIS_URL });
    try {
      const { token } = await loginAs(ctx);
      const redis = (await ctx.app.inject({ method: 'GET', url: '/api/admin/database-connections', headers: { 'x-api-key': token } })).json().connections.redis;
      expect(redis.status).toBe('connected');
      expect(redis.info.version).toMatch(/^\d+\./);
      expect(redis.stats.latence_ms).toBeGreaterThanOrEqual(0);
      const client = new Redis(REDIS_URL);
      expect(redis.stats.clés).toBe(await client.dbsize());
      await client.quit();
    } finally {
      await ctx.close();
    }
  });
});
