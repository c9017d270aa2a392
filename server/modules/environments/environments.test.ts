import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createAndLogin, loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';

/** A stand-in for another instance: it records every path asked of it. */
async function startInstance(handler: (path: string) => { status: number; headers?: Record<string, string>; body?: string }) {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(request.url ?? '');
    const answer = handler(request.url ?? '');
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    response.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, hits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(databaseKinds)('environment health checks on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let healthy: Awaited<ReturnType<typeof startInstance>>;
  let redirecting: Awaited<ReturnType<typeof startInstance>>;
  let elsewhere: Awaited<ReturnType<typeof startInstance>>;

  beforeAll(async () => {
    healthy = await startInstance((path) =>
      path === '/api/health' ? { status: 200, body: JSON.stringify({ status: 'ok', database: 'connected', uptime: 5025 }) } : { status: 404 },
    );
    elsewhere = await startInstance(() => ({ status: 200, body: JSON.stringify({ status: 'ok', uptime: 1 }) }));
    redirecting = await startInstance(() => ({ status: 302, headers: { location: `${elsewhere.origin}/api/health` } }));
    ctx = await buildTestApp(kind, {
      RATE_LIMITS: 'off',
      // The path of a configured address is ignored: only its origin and the fixed health path are used.
      INSTANCE_URL_PRODUCTION: `${healthy.origin}/ailleurs/`,
      INSTANCE_URL_STAGING: redirecting.origin,
    });
    admin = await loginAs(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await Promise.all([healthy.close(), redirecting.close(), elsewhere.close()]);
  });

  const get = (url: string, headers: Record<string, string> = { 'x-api-key': admin.token }) => ctx.app.inject({ method: 'GET', url, headers });

  it('checks each configured instance on its /api/health, with status and uptime, and marks the others unconfigured', async () => {
    const response = await get('/api/admin/environments');
    expect(response.statusCode).toBe(200);
    const [production, staging, development] = response.json().environments;
    expect(production).toMatchObject({ id: 'production', label: 'Production', status: 'connected', uptimeSeconds: 5025, error: null, url: `${healthy.origin}/api/health` });
    expect(production.responseTimeMs).toBeGreaterThanOrEqual(0);
    expect(production.sshHint).toBe('ssh utilisateur@127.0.0.1');
    expect(healthy.hits.at(-1)).toBe('/api/health');
    expect(staging).toMatchObject({ id: 'staging', status: 'error', error: 'Redirection refusée (HTTP 302)', uptimeSeconds: null });
    expect(development).toMatchObject({ id: 'development', status: 'unconfigured', url: null, checkedAt: null });
    expect(development.sshHint).toContain('INSTANCE_URL_DEVELOPMENT');
  });

  it('never follows a redirect to another host', async () => {
    await get('/api/admin/environments/staging');
    expect(redirecting.hits.length).toBeGreaterThan(0);
    expect(elsewhere.hits).toEqual([]);
  });

  it('checks one environment by its name and refuses any other name or any address given by the request', async () => {
    const one = await get('/api/admin/environments/production');
    expect(one.json().environment).toMatchObject({ id: 'production', status: 'connected' });
    const unknown = await get('/api/admin/environments/preprod');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Environnement inconnu : production, staging ou development');
    for (const url of [`/api/admin/environments?url=${encodeURIComponent(elsewhere.origin)}`, `/api/admin/environments/production?host=${encodeURIComponent(elsewhere.origin)}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect(elsewhere.hits).toEqual([]);
  });

  it('is closed to anonymous requests and readable by ROLE_USER', async () => {
    expect((await get('/api/admin/environments', {})).statusCode).toBe(401);
    const reader = await createAndLogin(ctx, admin, 'lecteur-env', ['ROLE_USER']);
    expect((await get('/api/admin/environments', { 'x-api-key': reader.token })).statusCode).toBe(200);
  });
});

describe('environment health answers', () => {
  it('reports an instance that is down, degraded or answering an error', async () => {
    const degraded = await startInstance(() => ({ status: 200, body: JSON.stringify({ status: 'degraded' }) }));
    const failing = await startInstance(() => ({ status: 503, body: '{}' }));
    const stopped = await startInstance(() => ({ status: 200 }));
    await stopped.close();
    const ctx = await buildTestApp('sqlite', {
      RATE_LIMITS: 'off',
      INSTANCE_URL_PRODUCTION: degraded.origin,
      INSTANCE_URL_STAGING: failing.origin,
      INSTANCE_URL_DEVELOPMENT: stopped.origin,
    });
    try {
      const { token } = await loginAs(ctx);
      const list = (await ctx.app.inject({ method: 'GET', url: '/api/admin/environments', headers: { 'x-api-key': token } })).json().environments;
      expect(list.map((e: { status: string; error: string }) => [e.status, e.error])).toEqual([
        ['error', 'Instance dégradée'],
        ['error', 'Erreur HTTP: 503'],
        ['error', 'Instance injoignable'],
      ]);
    } finally {
      await ctx.close();
      await Promise.all([degraded.close(), failing.close()]);
    }
  });

  it('refuses instance addresses with credentials or another scheme at start', () => {
    expect(() => loadConfig({ INSTANCE_URL_PRODUCTION: 'http://root:secret@exemple.fr' })).toThrow(/INSTANCE_URL_PRODUCTION/);
    expect(() => loadConfig({ INSTANCE_URL_STAGING: 'file:///etc/passwd' })).toThrow(/INSTANCE_URL_STAGING/);
    expect(loadConfig({ INSTANCE_URL_STAGING: 'https://preprod.exemple.fr/admin' }).instances).toEqual({ staging: 'https://preprod.exemple.fr' });
  });
});
