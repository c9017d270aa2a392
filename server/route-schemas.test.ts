import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type AdminCredentials } from './test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from './test/helper';

/**
 * Routes that serve files, not data: the pre-rendered pages (here the one page of the test site)
 * and @fastify/static's wildcard for the assets. Every other route declares its schemas.
 */
const STATIC_FILE_ROUTES = new Set(['GET /', 'GET /*']);

/** Paths whose :id is a name, not a number: an environment is production, staging or development. */
const NAMED_IDS = new Set(['/api/admin/environments/:id']);

interface LiveRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

describe.each(databaseKinds)('route schemas on %s', (kind) => {
  const routes: LiveRoute[] = [];
  let ctx: TestContext;
  let admin: AdminCredentials;
  let site: string;

  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), 'site-'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><html lang="fr"><body>Accueil</body></html>');
    const collect = (route: RouteOptions) => {
      for (const method of ([] as HTTPMethods[]).concat(route.method)) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
      }
    };
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SITE_DIR: site }, { onRoute: collect });
    admin = await loginAs(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(site, { recursive: true, force: true });
  });

  it('sees the static file routes it excepts, so the list stays true', () => {
    const seen = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const route of STATIC_FILE_ROUTES) expect(seen, route).toContain(route);
  });

  it('finds a response schema on every route, and a params schema wherever the path has parameters', () => {
    const checked = routes.filter((r) => !STATIC_FILE_ROUTES.has(`${r.method} ${r.url}`));
    expect(checked.length).toBeGreaterThanOrEqual(20);
    const missing = checked.flatMap((route) => {
      const name = `${route.method} ${route.url}`;
      const problems: string[] = [];
      if (!route.schema?.response) problems.push(`${name}: no response schema`);
      if (route.url.includes(':') && !route.schema?.params) problems.push(`${name}: no params schema`);
      return problems;
    });
    expect(missing).toEqual([]);
  });

  it("keeps Fastify's own 4xx in the French shape on an admin route", async () => {
    const headers = { 'x-api-key': admin.token };
    const broken = await ctx.app.inject({ method: 'POST', url: '/api/admin/users', headers: { ...headers, 'content-type': 'application/json' }, payload: '{"username":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ success: false, message: "Le corps de la requête n'est pas un JSON valide." });
    const form = await ctx.app.inject({ method: 'POST', url: '/api/admin/users', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=x' });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ success: false, message: 'Le contenu doit être envoyé au format JSON.' });
    const big = await ctx.app.inject({ method: 'POST', url: '/api/admin/users', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ username: 'x'.repeat(70_000) }) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ success: false, message: 'La requête est trop volumineuse.' });
  });

  it('answers a bad id with the same French 400 on every route that takes one', async () => {
    const withId = routes.filter((r) => /\/:id(\/|$)/.test(r.url) && !NAMED_IDS.has(r.url));
    expect(withId.length).toBeGreaterThanOrEqual(15);
    const answered = await Promise.all(
      withId.flatMap((route) =>
        ['abc', '0', '2147483648'].map(async (bad) => {
          const response = await ctx.app.inject({
            method: route.method as HTTPMethods,
            url: route.url.replace(':id', bad).replace(':iterationName', 'v1'),
            headers: { 'x-api-key': admin.token, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { 'content-type': 'application/json' }) },
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
          });
          return `${route.method} ${route.url} ${bad}: ${response.statusCode} ${response.json().message}`;
        }),
      ),
    );
    const expected = withId.flatMap((route) => ['abc', '0', '2147483648'].map((bad) => `${route.method} ${route.url} ${bad}: 400 L'identifiant doit être un nombre entier positif.`));
    expect(answered).toEqual(expected);
  });

  it('answers a malformed id in a path with a French 400 from the schema', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/callback-requests/abc/status',
      headers: { 'x-api-key': admin.token },
      payload: { status: 'completed' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, fieldErrors: { id: expect.any(String) } });
    expect(response.json().message).toBe("L'identifiant doit être un nombre entier positif.");
  });
});
