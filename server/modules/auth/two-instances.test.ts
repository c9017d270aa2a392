import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase, type Database } from '../../db/database';
import { createTestDatabase, databaseKinds, TEST_ADMIN_PASSWORD } from '../../test/helper';

// Instances keep nothing in memory: a session opened on one is honoured by the other.
describe.each(databaseKinds)('two app instances on one %s database', (kind) => {
  const config = loadConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, SITE_DIR: join(tmpdir(), 'no-site'), LOG_LEVEL: 'silent', RATE_LIMITS: 'off' });
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  let secondDb: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    shared = await createTestDatabase(kind);
    secondDb = createDatabase({ url: shared.url, schema: shared.schema });
    first = await buildApp(config, { db: shared.db, logger: false });
    second = await buildApp(config, { db: secondDb, logger: false });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await secondDb.destroy();
    await shared.db.destroy();
    await shared.drop();
  });

  it('accepts on one instance the session and token opened on the other, and the logout too', async () => {
    const login = await first.inject({ method: 'POST', url: '/api/security/check-admin-password', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const cookie = `admin_session=${login.cookies.find((c) => c.name === 'admin_session')?.value}`;
    const token = login.json().token as string;
    expect((await second.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } })).statusCode).toBe(200);
    expect((await second.inject({ method: 'GET', url: '/api/admin/users', headers: { 'x-api-key': token } })).statusCode).toBe(200);

    await second.inject({ method: 'POST', url: '/api/security/logout', headers: { cookie, origin: config.publicUrl, 'x-api-key': token } });
    expect((await first.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } })).statusCode).toBe(401);
    expect((await first.inject({ method: 'GET', url: '/api/admin/session', headers: { 'x-api-key': token } })).statusCode).toBe(401);
  });

  it('shares the login lock between instances', async () => {
    for (let i = 0; i < 5; i += 1) {
      const app = i % 2 ? first : second;
      await app.inject({ method: 'POST', url: '/api/security/check-admin-password', payload: { username: 'admin', password: 'faux' }, remoteAddress: `10.9.0.${i}` });
    }
    const locked = await first.inject({ method: 'POST', url: '/api/security/check-admin-password', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
    expect(locked.statusCode).toBe(429);
  });
});
