import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../domain/validation/account-messages';
import { buildTestAppAsAdmin, createAndLogin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { deviceLabel } from './device-label';

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('deviceLabel', () => {
  it('names the browser and the system a person recognises, the version on a computer only', () => {
    expect(deviceLabel(CHROME_LINUX)).toBe('Chrome 156 · Linux');
    expect(deviceLabel(SAFARI_IPHONE)).toBe('Safari · iOS');
    expect(deviceLabel('curl/8.5.0')).toBeNull();
    expect(deviceLabel(null)).toBeNull();
  });
});

describe.each(databaseKinds)("a user's open sessions on %s", (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  beforeAll(async () => ({ ctx, admin } = await buildTestAppAsAdmin(kind)));
  afterAll(() => ctx.close());

  const loginFrom = async (username: string, userAgent: string, address: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/security/check-admin-password',
      headers: { 'user-agent': userAgent },
      remoteAddress: address,
      payload: { username, password: `${username}-Password-1`, issueToken: false },
    });
    const cookie = `admin_session=${response.cookies.find((c) => c.name === 'admin_session')!.value}`;
    return { cookie, cookieWrite: { cookie, origin: ctx.config.publicUrl } };
  };
  const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'DELETE', url: string) => ctx.app.inject({ method, url, headers });

  it('lists where and when each session was opened and last used, the current one marked, never the secret', async () => {
    await createAndLogin(ctx, admin, 'ugo', ['ROLE_USER']);
    const laptop = await loginFrom('ugo', CHROME_LINUX, '192.0.2.10');
    const phone = await loginFrom('ugo', SAFARI_IPHONE, '198.51.100.7');
    const answer = await call(phone.cookieWrite, 'GET', '/api/admin/account/sessions');
    expect(answer.statusCode).toBe(200);
    const sessions = answer.json().sessions;
    expect(sessions).toHaveLength(3);
    expect(sessions).toContainEqual({ id: expect.any(Number), createdAt: expect.any(String), lastSeenAt: expect.any(String), address: '198.51.100.7', device: 'Safari · iOS', current: true });
    expect(sessions).toContainEqual(expect.objectContaining({ address: '192.0.2.10', device: 'Chrome 156 · Linux', current: false }));
    expect(sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    expect(answer.body).not.toMatch(/token|hash/i);
    expect((await call(laptop.cookieWrite, 'GET', '/api/admin/account/sessions')).json().sessions.find((s: { current: boolean }) => s.current).address).toBe('192.0.2.10');
  });

  it("ends one of the user's sessions, never another user's, and the others at once but the current one", async () => {
    const vera = await createAndLogin(ctx, admin, 'vera', ['ROLE_USER']);
    const laptop = await loginFrom('vera', CHROME_LINUX, '192.0.2.20');
    const phone = await loginFrom('vera', SAFARI_IPHONE, '198.51.100.20');
    const listed = async (who: Record<string, string>) => (await call(who, 'GET', '/api/admin/account/sessions')).json().sessions as Array<{ id: number; address: string; current: boolean }>;

    const phoneSession = (await listed(laptop.cookieWrite)).find((session) => session.address === '198.51.100.20')!;
    // Another user's session is not found for them.
    const foreign = await call(admin.cookieWrite, 'DELETE', `/api/admin/account/sessions/${phoneSession.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(accountMessages.sessionNotFound);
    const ended = await call(laptop.cookieWrite, 'DELETE', `/api/admin/account/sessions/${phoneSession.id}`);
    expect(ended.json()).toEqual({ success: true, message: accountMessages.sessionEnded });
    expect((await call(phone.cookieWrite, 'GET', '/api/admin/session')).statusCode).toBe(401);
    expect((await call(laptop.cookieWrite, 'DELETE', `/api/admin/account/sessions/${phoneSession.id}`)).statusCode).toBe(404);

    const others = await call(laptop.cookieWrite, 'POST', '/api/admin/account/sessions/end-others');
    expect(others.json()).toEqual({ success: true, message: accountMessages.otherSessionsEnded(1) });
    expect((await call(vera.cookieWrite, 'GET', '/api/admin/session')).statusCode).toBe(401);
    expect((await listed(laptop.cookieWrite)).map((session) => session.current)).toEqual([true]);
    expect((await call(laptop.cookieWrite, 'POST', '/api/admin/account/sessions/end-others')).json().message).toBe('Aucune autre session ouverte');
    expect((await call(admin.cookieWrite, 'GET', '/api/admin/session')).statusCode).toBe(200);
  });
});
