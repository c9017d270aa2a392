import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper';

const verified = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/password', async (importActual) => {
  const actual = await importActual<typeof import('../../lib/password')>();
  return {
    ...actual,
    verifyPassword: async (password: string, stored: string) => {
      verified.push(stored);
      return actual.verifyPassword(password, stored);
    },
  };
});

// Equal work for known and unknown usernames: the answer time does not reveal which accounts exist.
describe('login of an unknown username', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp('sqlite', { RATE_LIMITS: 'off' });
  });
  afterAll(() => ctx.close());

  it('still runs one scrypt check, against a dummy hash', async () => {
    verified.length = 0;
    const response = await ctx.app.inject({ method: 'POST', url: '/api/security/check-admin-password', payload: { username: 'personne', password: 'x' } });
    expect(response.statusCode).toBe(401);
    expect(verified).toHaveLength(1);
    expect(verified[0]).toMatch(/^scrypt\$16384\$8\$1\$/);
    const admin = await ctx.db.selectFrom('adminUsers').select('passwordHash').executeTakeFirstOrThrow();
    expect(verified[0]).not.toBe(admin.passwordHash);
  });
});
