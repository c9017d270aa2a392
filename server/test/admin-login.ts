import { buildTestApp, TEST_ADMIN_PASSWORD, type TestContext } from './helper';

export interface AdminCredentials {
  /** Cookie header of the session. */
  cookie: string;
  /** The admin API token, sent as X-API-KEY. */
  token: string;
  /** Headers a browser of this site sends on a write: the session cookie and the site's Origin. */
  cookieWrite: Record<string, string>;
}

/** Logs in through the real endpoint, as the back-office does. */
export async function loginAs(ctx: Pick<TestContext, 'app' | 'config'>, username = 'admin', password = TEST_ADMIN_PASSWORD): Promise<AdminCredentials> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/security/check-admin-password',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.statusCode} ${response.body}`);
  const session = response.cookies.find((c) => c.name === 'admin_session');
  if (!session) throw new Error('no session cookie');
  const cookie = `admin_session=${session.value}`;
  return { cookie, token: response.json().token, cookieWrite: { cookie, origin: ctx.config.publicUrl } };
}

/** Creates a user with the admin's token and logs them in. */
export async function createAndLogin(ctx: TestContext, admin: AdminCredentials, username: string, roles: string[]): Promise<AdminCredentials> {
  const password = `${username}-Password-1`;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: { 'x-api-key': admin.token },
    payload: { username, password, roles },
  });
  if (response.statusCode !== 201) throw new Error(`creating ${username} failed: ${response.body}`);
  return loginAs(ctx, username, password);
}

/** A fresh app with the admin logged in and a ROLE_USER reader, for the suites that check who may write. */
export async function buildTestAppWithReader(kind: 'sqlite' | 'postgres', readerName: string) {
  const ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
  const admin = await loginAs(ctx);
  const reader = await createAndLogin(ctx, admin, readerName, ['ROLE_USER']);
  return { ctx, admin, reader };
}

/** A fresh app with rate limits off and the admin logged in: the setup of the admin API suites. */
export async function buildTestAppAsAdmin(kind: 'sqlite' | 'postgres') {
  const ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
  const admin = await loginAs(ctx);
  return { ctx, admin };
}
