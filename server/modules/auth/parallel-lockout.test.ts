import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { createAndLogin, loginAs } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { THROTTLE } from './login-throttle-repository';

const ATTEMPTS = 50;

describe.each(databaseKinds)('login lockout under parallel attempts on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
    const admin = await loginAs(ctx);
    await createAndLogin(ctx, admin, 'sequentielle', ['ROLE_ADMIN']);
    await createAndLogin(ctx, admin, 'parallele', ['ROLE_ADMIN']);
  });
  afterAll(() => ctx.close());

  // Each attempt from its own address, so only the per-username lock is at play.
  const attempt = (username: string, i: number) =>
    ctx.app.inject({ method: 'POST', url: '/api/security/check-admin-password', payload: { username, password: 'mauvais' }, remoteAddress: `10.77.${username.length}.${i}` });
  const tally = (statuses: number[]) => ({ refused: statuses.filter((s) => s === 401).length, locked: statuses.filter((s) => s === 429).length });

  it('locks an account after exactly as many parallel wrong passwords as sequential ones', async () => {
    const sequential: number[] = [];
    for (let i = 0; i < ATTEMPTS; i += 1) sequential.push((await attempt('sequentielle', i)).statusCode);
    const parallel = (await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => attempt('parallele', i)))).map((r) => r.statusCode);

    expect(tally(sequential)).toEqual({ refused: THROTTLE.maxPerUsername, locked: ATTEMPTS - THROTTLE.maxPerUsername });
    expect(tally(parallel)).toEqual(tally(sequential));
    const rows = await ctx.db.selectFrom('loginThrottles').select(['key', 'failures', 'lockedUntil']).where('key', 'in', ['user:sequentielle', 'user:parallele']).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.failures).toBe(ATTEMPTS);
      expect(new Date(row.lockedUntil ?? 0).getTime()).toBeGreaterThan(Date.now());
    }
    const locked = await ctx.app.inject({ method: 'POST', url: '/api/security/check-admin-password', payload: { username: 'parallele', password: 'parallele-Password-1' }, remoteAddress: '10.78.0.1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(adminMessages.loginLocked(15));
    const journal = await ctx.db.selectFrom('loginEvents').select(['reason']).where('username', '=', 'parallele').execute();
    expect(journal.filter((e) => e.reason === 'bad-credentials')).toHaveLength(THROTTLE.maxPerUsername);
  });
});
