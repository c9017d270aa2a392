import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../domain/validation/admin-messages';
import { createAndLogin, loginAs, type AdminCredentials } from '../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../test/helper';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Reads closed to ROLE_USER too: a backup is a copy of every lead and password hash (docs/decisions/0321-database-backups.md). */
const ADMIN_ONLY_READS = new Set(['GET /api/admin/backups/:name', 'HEAD /api/admin/backups/:name']);
/** Ends the caller's other sessions: asked with a key, every browser session of theirs, so never with the admin's key here. */
const SESSION_ENDING = 'POST /api/admin/account/sessions/end-others';
/** Writes of the caller's own account, open to ROLE_USER too (docs/decisions/0457-two-factor-login.md, 0458-own-password.md, 0467-email-signatures.md, 0474-calendar-feed.md, 0494-action-reminder-emails.md, 0536-own-email-address.md). */
const OWN_ACCOUNT_WRITES = new Set([
  ...['setup', 'confirm', 'recovery-codes', 'disable'].map((step) => `POST /api/admin/account/two-factor/${step}`),
  'POST /api/admin/account/password',
  'PUT /api/admin/account/email',
  'PUT /api/admin/account/signature',
  'POST /api/admin/account/calendar-feed',
  'DELETE /api/admin/account/calendar-feed',
  'PUT /api/admin/account/reminders',
  'DELETE /api/admin/account/sessions/:id',
  SESSION_ENDING,
]);
const sampleParams: Record<string, string> = { username: 'personne-inconnue', id: '999999' };
const concrete = (url: string) => url.replace(/:(\w+)/g, (_m, name: string) => sampleParams[name] ?? 'x');

describe.each(databaseKinds)('every live /api/admin route on %s', (kind) => {
  const routes: Array<{ method: string; url: string }> = [];
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;

  beforeAll(async () => {
    const collect = (route: RouteOptions) => {
      if (!route.url.startsWith('/api/admin')) return;
      const methods = ([] as HTTPMethods[]).concat(route.method);
      for (const method of methods) routes.push({ method, url: route.url });
    };
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' }, { onRoute: collect });
    admin = await loginAs(ctx);
    reader = await createAndLogin(ctx, admin, 'lecteur', ['ROLE_USER']);
  });
  afterAll(() => ctx.close());

  const call = (route: { method: string; url: string }, headers: Record<string, string>) =>
    ctx.app.inject({
      method: route.method as HTTPMethods,
      url: concrete(route.url),
      headers,
      ...(SAFE.has(route.method) ? {} : { payload: {} }),
    });

  it('finds the admin routes, reads and writes, and none is declared public', () => {
    expect(routes.length).toBeGreaterThanOrEqual(8);
    expect(routes.some((r) => !SAFE.has(r.method))).toBe(true);
    expect(routes).toContainEqual({ method: 'DELETE', url: '/api/admin/users/:username' });
  });

  it('refuses every admin route to an anonymous request, with the French message', async () => {
    for (const route of routes) {
      const response = await call(route, {});
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') expect(response.json().message).toBe(adminMessages.unauthorized);
    }
  });

  it('refuses a wrong cookie and a wrong API key', async () => {
    for (const route of routes) {
      expect((await call(route, { cookie: 'admin_session=forged', origin: ctx.config.publicUrl })).statusCode).toBe(401);
      expect((await call(route, { 'x-api-key': 'forged' })).statusCode).toBe(401);
    }
  });

  it('lets ROLE_USER read but refuses every ROLE_USER write', async () => {
    for (const route of routes) {
      const response = await call(route, { 'x-api-key': reader.token });
      const key = `${route.method} ${route.url}`;
      if ((SAFE.has(route.method) && !ADMIN_ONLY_READS.has(key)) || OWN_ACCOUNT_WRITES.has(key)) {
        expect([401, 403], key).not.toContain(response.statusCode);
        expect(response.statusCode, key).toBeLessThan(500);
      } else {
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        if (route.method !== 'HEAD') expect(response.json().message).toBe(adminMessages.forbidden);
      }
    }
  });

  it('serves ROLE_ADMIN on every route, by token and by cookie with the site Origin', async () => {
    for (const route of routes) {
      if (`${route.method} ${route.url}` !== SESSION_ENDING) {
        const byToken = await call(route, { 'x-api-key': admin.token });
        expect([401, 403], `${route.method} ${route.url}`).not.toContain(byToken.statusCode);
        expect(byToken.statusCode).toBeLessThan(500);
      }
      const byCookie = await call(route, admin.cookieWrite);
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(byCookie.statusCode);
    }
  });

  it('refuses cookie writes without the site Origin, and accepts token writes without one', async () => {
    for (const route of routes.filter((r) => !SAFE.has(r.method))) {
      const missing = await call(route, { cookie: admin.cookie });
      expect(missing.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(missing.json().message).toBe(adminMessages.badOrigin);
      const foreign = await call(route, { cookie: admin.cookie, origin: 'https://attaquant.example' });
      expect(foreign.statusCode).toBe(403);
    }
    const byToken = await ctx.app.inject({ method: 'PUT', url: '/api/admin/users/lecteur', headers: { 'x-api-key': admin.token }, payload: { roles: ['ROLE_USER'] } });
    expect(byToken.statusCode).toBe(200);
  });

  it('keeps an unknown path under /api/admin closed to anonymous requests', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/not-a-route' });
    expect(response.statusCode).toBe(401);
  });
});

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const OVERRIDE_HEADERS = ['x-http-method-override', 'x-method-override', 'x-http-method'];

describe.each(databaseKinds)('the admin attack surface beyond the declared methods on %s', (kind) => {
  const routes: Array<{ method: string; url: string }> = [];
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  let params: Record<string, string>;

  beforeAll(async () => {
    const collect = (route: RouteOptions) => {
      if (!route.url.startsWith('/api/admin')) return;
      for (const method of ([] as HTTPMethods[]).concat(route.method)) routes.push({ method, url: route.url });
    };
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' }, { onRoute: collect });
    admin = await loginAs(ctx);
    reader = await createAndLogin(ctx, admin, 'lecteur', ['ROLE_USER']);
    const request = await ctx.db
      .insertInto('callbackRequests')
      .values({ source: 'callback', name: 'Jean Dupont', email: 'jean@exemple.fr', phone: 'Non fourni', company: '', preferredTime: null, status: 'pending', notes: '', createdAt: new Date().toISOString(), processedAt: null, processedBy: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Real rows this time: a write that slipped through would change them.
    params = { username: 'lecteur', id: String(request.id) };
  });
  afterAll(() => ctx.close());

  const concreteUrl = (url: string) => url.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? 'x');
  const paths = () => [...new Set(routes.map((r) => r.url))];
  const snapshot = async () => ({
    users: await ctx.db.selectFrom('adminUsers').select(['username', 'roles', 'passwordHash']).orderBy('username').execute(),
    requests: await ctx.db.selectFrom('callbackRequests').select(['id', 'status']).orderBy('id').execute(),
    switches: await ctx.db.selectFrom('adminSwitches').selectAll().orderBy('key').execute(),
  });

  it('closes HEAD, OPTIONS and every write method of every admin path to anonymous requests', async () => {
    expect(routes.some((r) => r.method === 'HEAD')).toBe(true);
    for (const path of paths()) {
      for (const method of ['HEAD', 'OPTIONS', ...WRITE_METHODS] as HTTPMethods[]) {
        const response = await ctx.app.inject({ method, url: concreteUrl(path) });
        expect(response.statusCode, `${method} ${path}`).toBe(401);
        if (method !== 'HEAD') expect(response.json().message).toBe(adminMessages.unauthorized);
        else expect(response.body).toBe('');
      }
    }
  });

  it('turns no method override into a write, for anonymous requests nor for ROLE_USER', async () => {
    const before = await snapshot();
    const writes = routes.filter((r) => (WRITE_METHODS as readonly string[]).includes(r.method) && !OWN_ACCOUNT_WRITES.has(`${r.method} ${r.url}`));
    for (const route of writes) {
      const url = concreteUrl(route.url);
      for (const carrier of ['GET', 'POST'] as const) {
        for (const header of OVERRIDE_HEADERS) {
          const anonymous = await ctx.app.inject({ method: carrier, url, headers: { [header]: route.method }, ...(carrier === 'POST' ? { payload: {} } : {}) });
          expect(anonymous.statusCode, `${carrier} ${url} ${header}: ${route.method}`).toBe(401);
          const byReader = await ctx.app.inject({ method: carrier, url, headers: { [header]: route.method, 'x-api-key': reader.token }, ...(carrier === 'POST' ? { payload: { roles: ['ROLE_ADMIN'], status: 'completed' } } : {}) });
          if (carrier === 'POST') expect(byReader.statusCode, `${carrier} ${url} ${header}`).toBe(403);
          else expect(byReader.statusCode, `${carrier} ${url} ${header}`).toBeLessThan(500);
        }
        const query = `${url}?_method=${route.method}`;
        expect((await ctx.app.inject({ method: carrier, url: query })).statusCode).toBe(401);
        const byReader = await ctx.app.inject({ method: carrier, url: query, headers: { 'x-api-key': reader.token }, ...(carrier === 'POST' ? { payload: { _method: route.method, roles: ['ROLE_ADMIN'] } } : {}) });
        if (carrier === 'POST') expect(byReader.statusCode).toBe(403);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
