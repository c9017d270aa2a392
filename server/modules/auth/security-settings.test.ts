import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages } from '../../../domain/settings/settings-schema';
import { buildTestAppWithReader, createAndLogin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, TEST_ADMIN_PASSWORD, type TestContext } from '../../test/helper';
import { hashToken } from '../../lib/secret-token';

describe.each(databaseKinds)('security settings on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  beforeAll(async () => ({ ctx, admin, reader } = await buildTestAppWithReader(kind, 'lectrice')));
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const saveSettings = (payload: object) => call('PUT', '/api/admin/settings', admin.cookieWrite, payload);

  it('enforces complex passwords on admin users only while the rule is on', async () => {
    const add = (username: string, password: string) => call('POST', '/api/admin/users', admin.cookieWrite, { username, password, roles: ['ROLE_USER'] });
    expect((await saveSettings({ requireComplexPasswords: true })).statusCode).toBe(200);
    for (const weak of ['Court-mdp', 'sanscaracterespecial1', 'Douze-carac']) {
      const refused = await add('faible', weak);
      expect(refused.statusCode, weak).toBe(400);
      expect(refused.json().message).toBe(settingsMessages.complexPassword);
    }
    const users = (await call('GET', '/api/admin/users', admin.cookieWrite)).json().users.map((u: { username: string }) => u.username);
    expect(users).not.toContain('faible');
    expect((await call('PUT', '/api/admin/users/lectrice', admin.cookieWrite, { password: 'simplement12', roles: ['ROLE_USER'] })).statusCode).toBe(400);
    expect((await add('robuste', 'Un mot de passe sûr !')).statusCode).toBe(201);

    expect((await saveSettings({ requireComplexPasswords: false })).statusCode).toBe(200);
    expect((await add('souple', 'simple-mdp')).statusCode).toBe(201);
  });

  it('records the successes and failures of the login journal, newest first', async () => {
    const attempt = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/security/check-admin-password', payload: { username: 'admin', password }, remoteAddress: '10.40.0.7' });
    expect((await attempt('mauvais-mot-de-passe')).statusCode).toBe(401);
    expect((await attempt(TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
    const journal = await call('GET', '/api/admin/login-journal', { 'x-api-key': reader.token });
    expect(journal.statusCode).toBe(200);
    const events = journal.json().events.filter((event: { address: string }) => event.address === '10.40.0.7');
    expect(events).toMatchObject([
      { username: 'admin', success: true, reason: null },
      { username: 'admin', success: false, reason: 'bad-credentials' },
    ]);
    expect(journal.json().hours).toBe(48);
    await ctx.db.updateTable('loginEvents').set({ createdAt: new Date(Date.now() - 49 * 3_600_000).toISOString() }).where('address', '=', '10.40.0.7').execute();
    const later = (await call('GET', '/api/admin/login-journal', admin.cookieWrite)).json().events;
    expect(later.filter((event: { address: string }) => event.address === '10.40.0.7')).toEqual([]);
  });

  it('ends sessions after the configured minutes of inactivity', async () => {
    const user = await createAndLogin(ctx, admin, 'inactive', ['ROLE_ADMIN']);
    const session = () => call('GET', '/api/admin/session', { cookie: user.cookie });
    const idleFor = (minutes: number) =>
      ctx.db
        .updateTable('adminSessions')
        .set({ lastSeenAt: new Date(Date.now() - minutes * 60_000).toISOString() })
        .where('tokenHash', '=', hashToken(user.cookie.replace('admin_session=', '')))
        .execute();
    await idleFor(20);
    expect((await session()).statusCode).toBe(200);
    await idleFor(20);
    expect((await saveSettings({ sessionIdleMinutes: 15 })).statusCode).toBe(200);
    expect((await session()).statusCode).toBe(401);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/security/check-admin-password', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD, issueToken: false } });
    expect(login.json()).toMatchObject({ success: true, sessionIdleMinutes: 15 });
    expect(login.json().token).toBeUndefined();
    await saveSettings({ sessionIdleMinutes: 30 });
  });
});
