import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/helper';

// Runs where a Redis server is given (CI sets TEST_REDIS_URL to the machine's local one).
const REDIS_URL = process.env.TEST_REDIS_URL ?? '';
const payload = JSON.stringify({ name: 'Jean Dupont', email: 'jean@exemple.fr', message: 'Un message assez long.', website: '' });

async function clearLimits() {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys('rl:*');
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}

describe.runIf(REDIS_URL)('rate limits shared through Redis', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    await clearLimits();
    first = await buildTestApp('sqlite', { REDIS_URL });
    second = await buildTestApp('sqlite', { REDIS_URL });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await clearLimits();
  });

  it('counts one address across two instances', async () => {
    const post = (ctx: TestContext) =>
      ctx.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload });
    const statuses = [];
    for (const ctx of [first, second, first, second, first]) statuses.push((await post(ctx)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const limited = await post(second);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Trop de requêtes/);
  });
});

describe('rate limits when Redis cannot be reached', () => {
  it('lets a lead through and says nothing on the console (a French warning goes to the log)', async () => {
    // A closed loopback port: every connection is refused at once.
    const ctx = await buildTestApp('sqlite', { REDIS_URL: 'redis://127.0.0.1:9' });
    try {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(201);
    } finally {
      await ctx.close();
    }
  });
});
