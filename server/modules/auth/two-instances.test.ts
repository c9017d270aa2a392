import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { loginAs } from '../../test/admin-login';
import { databaseKinds, TEST_ADMIN_PASSWORD } from '../../test/helper';
import { buildTwoInstances, type TwoInstances } from '../../test/two-instances';

// Instances keep nothing in memory: a session opened on one is honoured by the other.
describe.each(databaseKinds)('two app instances on one %s database', (kind) => {
  let instances: TwoInstances;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let config: Config;

  beforeAll(async () => {
    instances = await buildTwoInstances(kind, { RATE_LIMITS: 'off' });
    ({ first, second, config } = instances);
  });
  afterAll(() => instances.close());

  it('accepts on one instance the session and token opened on the other, and the logout too', async () => {
    const { cookie, token } = await loginAs({ app: first, config });
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
