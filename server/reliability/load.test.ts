import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestContext } from '../test/helper';
import { postContact } from './support/contact-posts';

const CONCURRENT_POSTS = 500;

describe.each(databaseKinds)('500 concurrent contact messages on %s', (kind) => {
  let ctx: TestContext;
  let baseUrl: string;
  beforeEach(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => ctx.close());

  it('gives exactly 500 acknowledgements and 500 stored rows, each acknowledged id stored with its sender', { timeout: 120_000 }, async () => {
    const responses = await Promise.all(Array.from({ length: CONCURRENT_POSTS }, (_, n) => postContact(baseUrl, n)));
    expect(responses.map((r) => r.status)).toEqual(Array(CONCURRENT_POSTS).fill(201));
    const acknowledged = await Promise.all(responses.map(async (r, n) => ({ id: (await r.json()).id as number, email: `client-${n}@exemple.fr` })));
    expect(new Set(acknowledged.map((a) => a.id)).size).toBe(CONCURRENT_POSTS);

    const rows = await ctx.db.selectFrom('callbackRequests').select(['id', 'email']).where('source', '=', 'contact').execute();
    expect(rows).toHaveLength(CONCURRENT_POSTS);
    const stored = new Map(rows.map((row) => [Number(row.id), row.email]));
    for (const { id, email } of acknowledged) expect(stored.get(id)).toBe(email);
  });
});
