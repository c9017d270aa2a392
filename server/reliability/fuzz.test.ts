import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../test/helper';
import { routeCollector, fuzzRoutes } from './support/fuzz-routes';
import { invalidStoredRows } from './support/stored-rows';

// Bounded for `npm test`; `npm run bench` runs the same fuzzer far longer (bench/fuzz-scenario.ts).
const RUNS_PER_ROUTE = 40;

describe.each(databaseKinds)('hostile input to every API route on %s', (kind) => {
  const { targets, onRoute } = routeCollector();
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' }, { onRoute });
  });
  afterAll(() => ctx.close());

  it('walks the live route table: every public write, every admin write and the pages that take input', () => {
    const keys = targets.map((t) => `${t.method} ${t.url}`);
    const expected = ['POST /api/contact', 'POST /api/callback-requests', 'POST /api/leads', 'POST /api/events', 'POST /api/admin/users', 'DELETE /api/admin/users/:username'];
    for (const key of [...expected, 'POST /contact', 'POST /rappel', 'POST /avis/:token', 'GET /t/:code']) expect(keys).toContain(key);
  });

  it('never answers 5xx, refuses in French, and stores no row its validators would refuse', { timeout: 120_000 }, async () => {
    const admin = await loginAs(ctx);
    const stats = await fuzzRoutes(ctx.app, targets, { runs: RUNS_PER_ROUTE, adminHeaders: { 'x-api-key': admin.token } });
    expect(stats.requests).toBeGreaterThanOrEqual(targets.length * RUNS_PER_ROUTE);
    expect(Object.keys(stats.byStatus).filter((status) => Number(status) >= 500)).toEqual([]);
    expect(await invalidStoredRows(ctx.db)).toEqual([]);
  });
});
