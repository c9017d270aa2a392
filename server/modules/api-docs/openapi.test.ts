import { Validator } from '@seriousme/openapi-schema-validator';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';

/** `/api/admin/users/:username` as OpenAPI writes it: `/api/admin/users/{username}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe.each(databaseKinds)('the OpenAPI document on %s', (kind) => {
  const apiRoutes: Array<{ method: string; url: string }> = [];
  let ctx: TestContext;
  let admin: AdminCredentials;

  beforeAll(async () => {
    const collect = (route: RouteOptions) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of ([] as HTTPMethods[]).concat(route.method)) if (method !== 'HEAD') apiRoutes.push({ method, url: route.url });
    };
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' }, { onRoute: collect });
    admin = await loginAs(ctx);
  });
  afterAll(() => ctx.close());

  it('is a valid OpenAPI 3 document that lists every API route of the live table', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/openapi.json', headers: { 'x-api-key': admin.token } });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    expect(apiRoutes.length).toBeGreaterThanOrEqual(20);
    for (const route of apiRoutes) {
      expect(document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
    const documented = Object.values(document.paths as Record<string, object>).flatMap((item) => Object.keys(item));
    expect(documented).toHaveLength(apiRoutes.length);
  });

  it('describes bodies, path ids and the French error shape from the zod schemas', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/admin/openapi.json', headers: { 'x-api-key': admin.token } })).json();
    const contact = document.paths['/api/contact'].post;
    expect(Object.keys(contact.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['name', 'email', 'message']),
    );
    expect(contact.responses['4XX'] ?? contact.responses['4xx']).toBeDefined();
    const statusChange = document.paths['/api/admin/callback-requests/{id}/status'].put;
    expect(statusChange.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'id', required: true }));
  });

  it('serves a readable page of the routes to admins only, without any script', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/api-docs' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/openapi.json' })).statusCode).toBe(401);
    const page = await ctx.app.inject({ method: 'GET', url: '/api/admin/api-docs', headers: { cookie: admin.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('<html lang="fr">');
    for (const route of apiRoutes) expect(page.body, route.url).toContain(`<code>${openApiPath(route.url)}</code>`);
  });
});
