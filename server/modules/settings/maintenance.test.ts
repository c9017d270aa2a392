import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';

/** A two-page site and the admin shell, enough to see what the public gets in and out of maintenance. */
function writeSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Accueil</title><h1>Accueil public</h1>');
  mkdirSync(join(dir, 'contact'));
  writeFileSync(join(dir, 'contact', 'index.html'), '<!doctype html><title>Contact</title><h1>Formulaire de contact</h1>');
  writeFileSync(join(dir, '__spa-fallback.html'), '<!doctype html><title>Admin</title><div id="admin-shell"></div>');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  return dir;
}

describe.each(databaseKinds)('maintenance mode on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let site: string;
  beforeAll(async () => {
    site = writeSite();
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SITE_DIR: site });
    admin = await loginAs(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(site, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const setMaintenance = (on: boolean) =>
    ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.cookieWrite, payload: { maintenanceMode: on } });

  it('reports no maintenance on a fresh site, uncached, and serves the pages', async () => {
    const status = await get('/api/site-status');
    expect(status.headers['cache-control']).toBe('no-store');
    expect(status.json()).toEqual({ maintenance: false, testEnvironment: false, background: 'cognitive-nodes', closures: [] });
    const contact = await get('/contact');
    expect(contact.statusCode).toBe(200);
    expect(contact.body).toContain('Formulaire de contact');
  });

  it('turns every public page into the 503 restricted view, keeps the back-office and the API, and back', async () => {
    expect((await setMaintenance(true)).statusCode).toBe(200);
    for (const url of ['/contact', '/', '/pricing?x=1']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['retry-after']).toBe('600');
      expect(page.body).toContain('Accès Restreint');
      expect(page.body).toContain('Cette page est temporairement indisponible pour maintenance.');
      expect(page.body).not.toContain('<script');
    }
    expect((await get('/api/site-status')).json()).toEqual({ maintenance: true, testEnvironment: false, background: 'cognitive-nodes', closures: [] });
    expect((await get('/admin')).body).toContain('admin-shell');
    expect((await get('/admin/login')).statusCode).toBe(200);
    expect((await get('/robots.txt')).statusCode).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/api/admin/settings', { cookie: admin.cookie })).json().settings.maintenanceMode).toBe(true);

    expect((await setMaintenance(false)).statusCode).toBe(200);
    const contact = await get('/contact');
    expect(contact.statusCode).toBe(200);
    expect(contact.body).toContain('Formulaire de contact');
    expect((await get('/api/site-status')).json()).toEqual({ maintenance: false, testEnvironment: false, background: 'cognitive-nodes', closures: [] });
  });

  it('does not accept writes on the public path', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/site-status', payload: { maintenance: true } });
    expect(response.statusCode).toBe(404);
    expect((await get('/api/site-status')).json().maintenance).toBe(false);
  });
});
