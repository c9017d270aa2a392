import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { createAndLogin, loginAs } from '../../test/admin-login';
import { buildTestApp, databaseKinds, TEST_ADMIN_PASSWORD, type TestContext } from '../../test/helper';
import { hashToken } from '../../lib/secret-token';

const login = (ctx: TestContext, payload: unknown, address = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/security/check-admin-password', payload: payload as object, remoteAddress: address });
const session = (ctx: TestContext, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/admin/session', headers });

describe.each(databaseKinds)('admin login and sessions on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => ctx.close());

  it('logs in: success, token, message, a strict HttpOnly cookie, and only hashes stored', async () => {
    const response = await login(ctx, { username: 'admin', password: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: adminMessages.loginSuccess, user: { username: 'admin', roles: ['ROLE_ADMIN'] } });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    const cookie = response.cookies.find((c) => c.name === 'admin_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const sessions = await ctx.db.selectFrom('adminSessions').select('tokenHash').execute();
    const tokens = await ctx.db.selectFrom('adminApiTokens').select('tokenHash').execute();
    expect(sessions.map((s) => s.tokenHash)).toContain(hashToken(cookie?.value ?? ''));
    expect(tokens.map((t) => t.tokenHash)).toContain(hashToken(body.token));
    expect(JSON.stringify([sessions, tokens])).not.toContain(body.token);
    const user = await ctx.db.selectFrom('adminUsers').select('lastLogin').where('username', '=', 'admin').executeTakeFirst();
    expect(user?.lastLogin).not.toBeNull();
    expect((await session(ctx, { cookie: `admin_session=${cookie?.value}` })).json()).toEqual({ success: true, user: { username: 'admin', roles: ['ROLE_ADMIN'], awaySince: null, awayUntil: null }, twoFactorRequired: false });
    expect((await session(ctx, { 'x-api-key': body.token })).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same French message', async () => {
    const wrong = await login(ctx, { username: 'admin', password: 'pas-le-bon' }, '10.1.0.1');
    const unknown = await login(ctx, { username: 'fantome', password: 'pas-le-bon' }, '10.1.0.1');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: adminMessages.badCredentials });
      expect(response.cookies).toHaveLength(0);
    }
    const blank = await login(ctx, { username: 'admin', password: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(adminMessages.loginRequired);
  });

  it('locks a username after 5 failures, even with the right password, and leaves others alone', async () => {
    const admin = await loginAs(ctx);
    await createAndLogin(ctx, admin, 'cible', ['ROLE_ADMIN']);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(ctx, { username: 'cible', password: 'mauvais' }, `10.2.0.${i}`)).statusCode).toBe(401);
    }
    const locked = await login(ctx, { username: 'cible', password: 'cible-Password-1' }, '10.2.0.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(adminMessages.loginLocked(15));
    expect((await login(ctx, { username: 'admin', password: TEST_ADMIN_PASSWORD }, '10.2.0.99')).statusCode).toBe(200);
    await ctx.db.updateTable('loginThrottles').set({ lockedUntil: new Date(Date.now() - 1000).toISOString() }).execute();
    expect((await login(ctx, { username: 'cible', password: 'cible-Password-1' }, '10.2.0.99')).statusCode).toBe(200);
  });

  it('locks an address after 20 failures whatever the username', async () => {
    for (let i = 0; i < 20; i += 1) await login(ctx, { username: `inconnu${i}`, password: 'x' }, '10.3.0.1');
    const locked = await login(ctx, { username: 'admin', password: TEST_ADMIN_PASSWORD }, '10.3.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Trop de tentatives de connexion\. Veuillez réessayer dans \d+ minutes?\.$/);
    expect((await login(ctx, { username: 'admin', password: TEST_ADMIN_PASSWORD }, '10.3.0.2')).statusCode).toBe(200);
  });

  it('ends a session idle for 30 minutes', async () => {
    const admin = await loginAs(ctx);
    expect((await session(ctx, { cookie: admin.cookie })).statusCode).toBe(200);
    const hash = hashToken(admin.cookie.replace('admin_session=', ''));
    await ctx.db.updateTable('adminSessions').set({ expiresAt: new Date(Date.now() - 1).toISOString() }).where('tokenHash', '=', hash).execute();
    const expired = await session(ctx, { cookie: admin.cookie });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(adminMessages.unauthorized);
  });

  it('slides the expiry of an active session', async () => {
    const admin = await loginAs(ctx);
    const hash = hashToken(admin.cookie.replace('admin_session=', ''));
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    await ctx.db.updateTable('adminSessions').set({ lastSeenAt: old, expiresAt: new Date(Date.now() + 20 * 60_000).toISOString() }).where('tokenHash', '=', hash).execute();
    await session(ctx, { cookie: admin.cookie });
    const row = await ctx.db.selectFrom('adminSessions').select('expiresAt').where('tokenHash', '=', hash).executeTakeFirstOrThrow();
    expect(new Date(row.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it('logout ends the session and revokes the API token', async () => {
    const admin = await loginAs(ctx);
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/security/logout', headers: { cookie: admin.cookie, origin: 'https://attaquant.example' } });
    expect(refused.statusCode).toBe(403);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/security/logout', headers: { ...admin.cookieWrite, 'x-api-key': admin.token } });
    expect(out.json()).toEqual({ success: true, message: adminMessages.logoutSuccess });
    expect(out.cookies.find((c) => c.name === 'admin_session')?.value).toBe('');
    expect((await session(ctx, { cookie: admin.cookie })).statusCode).toBe(401);
    expect((await session(ctx, { 'x-api-key': admin.token })).statusCode).toBe(401);
  });

  it('revokes the tokens and sessions of a user whose password changes or who is deleted', async () => {
    const admin = await loginAs(ctx);
    const other = await createAndLogin(ctx, admin, 'revoque', ['ROLE_ADMIN']);
    await ctx.app.inject({ method: 'PUT', url: '/api/admin/users/revoque', headers: { 'x-api-key': admin.token }, payload: { password: 'Nouveau-Mot-1', roles: ['ROLE_ADMIN'] } });
    expect((await session(ctx, { 'x-api-key': other.token })).statusCode).toBe(401);
    expect((await session(ctx, { cookie: other.cookie })).statusCode).toBe(401);
    const again = await loginAs(ctx, 'revoque', 'Nouveau-Mot-1');
    await ctx.app.inject({ method: 'DELETE', url: '/api/admin/users/revoque', headers: { 'x-api-key': admin.token } });
    expect((await session(ctx, { 'x-api-key': again.token })).statusCode).toBe(401);
  });

  it('refuses an expired API token', async () => {
    const admin = await loginAs(ctx);
    await ctx.db.updateTable('adminApiTokens').set({ expiresAt: new Date(Date.now() - 1).toISOString() }).where('tokenHash', '=', hashToken(admin.token)).execute();
    expect((await session(ctx, { 'x-api-key': admin.token })).statusCode).toBe(401);
  });
});

describe.each(databaseKinds)('login rate limit per address on %s', (kind) => {
  it('answers 429 in French after 10 attempts a minute', async () => {
    const ctx = await buildTestApp(kind);
    try {
      const statuses = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await login(ctx, { username: `u${i}`, password: 'x' })).statusCode);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await ctx.close();
    }
  });
});
