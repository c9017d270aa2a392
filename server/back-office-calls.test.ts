import { cpSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite } from './modules/seo/test-site';
import { loginAs, type AdminCredentials } from './test/admin-login';
import { buildTestApp, databaseKinds, TEST_ADMIN_PASSWORD, type TestContext } from './test/helper';

/**
 * Every call of back-office §7, made as a client written from the spec would make it: the documented method, path
 * and payload, and nothing more (no field the table does not list). Each answers 2xx with the fields the table
 * says the back-office reads. Optional fields take the §9 defaults.
 */
const publicDir = join(import.meta.dirname, '..', 'public');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';

describe.each(databaseKinds)('back-office §7 calls with their documented payloads on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let siteDir: string;

  beforeAll(async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    siteDir = createTestSite(origin);
    cpSync(join(publicDir, 'resources'), join(siteDir, 'resources'), { recursive: true });
    cpSync(join(publicDir, 'docs'), join(siteDir, 'docs'), { recursive: true });
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SITE_DIR: siteDir, PUBLIC_URL: origin, HOST: '127.0.0.1', PORT: String(port) });
    // The URL check reads the page over HTTP from the site's own address.
    await ctx.app.listen({ host: '127.0.0.1', port });
    admin = await loginAs(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  /** A call with the key header and the session cookie, as the back-office sends them, and the given JSON body. */
  const call = (method: Method, url: string, body?: Record<string, unknown>) =>
    ctx.app.inject({
      method,
      url,
      headers: { 'x-api-key': admin.token, ...admin.cookieWrite, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });

  const expectOk = async (method: Method, url: string, body?: Record<string, unknown>, fields: string[] = []) => {
    const response = await call(method, url, body);
    expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
    expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
    if (fields.length) {
      const answer = response.json() as Record<string, unknown>;
      for (const field of fields) expect(answer, `${method} ${url} → ${field}`).toHaveProperty(field);
    }
    return response;
  };

  it('improvements, git and the system panels', async () => {
    const improvements = ['technical', 'features', 'personas', 'generated_at', 'is_fallback'];
    await expectOk('GET', '/api/improvements', undefined, improvements);
    await expectOk('POST', '/api/improvements/generate', undefined, improvements);
    await expectOk('GET', '/api/admin/git-history?page=1&limit=10', undefined, ['commits', 'has_more']);
    await expectOk('GET', '/api/admin/git-history?limit=5', undefined, ['commits', 'has_more']);
    for (const days of [7, 30, 90]) await expectOk('GET', `/api/admin/git-summary?days=${days}`);
    await expectOk('GET', '/api/admin/database-connections', undefined, ['success', 'connections', 'server_info', 'timestamp', 'message']);
    await expectOk('GET', '/api/admin/system-stats');
    await expectOk('POST', '/api/admin/system-monitor/start', undefined, ['success', 'message']);
    await expectOk('GET', '/api/admin/system-monitor/status', undefined, ['success', 'status']);
    await expectOk('POST', '/api/admin/system-monitor/stop', undefined, ['success', 'message']);
    await expectOk('GET', '/api/admin/chatbot/stats', undefined, ['success', 'apiKeys', 'requests']);
  });

  it('prospects', async () => {
    await expectOk('GET', '/api/admin/prospects?page=1&limit=10&sortField=id&sortOrder=asc&search=', undefined, ['success', 'prospects', 'meta', 'source', 'db_status', 'message']);
    await expectOk('GET', '/api/admin/prospects/test-data');
    await expectOk('GET', '/api/admin/prospects/structure', undefined, ['success', 'structure']);
    await expectOk('GET', '/api/admin/prospects/table-structure', undefined, ['success', 'structure']);
    await expectOk('GET', '/api/admin/prospects/health');
    const csv = await expectOk('GET', '/api/admin/prospects/export?search=');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
  });

  it('business cards', async () => {
    const owners = (await expectOk('GET', '/api/admin/business-cards', undefined, ['owners'])).json().owners as Array<{ id: number; iterations: Array<{ name: string }> }>;
    const [first, second] = owners;
    await expectOk('GET', `/api/admin/business-cards/check-directory/${first!.id}`);
    await expectOk('POST', `/api/admin/business-cards/generate-from-images/${first!.id}`, undefined, ['success', 'images']);
    await expectOk('DELETE', `/api/admin/business-cards/delete-iteration/${first!.id}/${first!.iterations[0]!.name}`);
    await expectOk('DELETE', `/api/admin/business-cards/delete/${second!.id}`);
  });

  it('QR codes, with exactly the fields the table lists', async () => {
    const url = 'https://www.exemple.fr/salon';
    await expectOk('POST', '/api/admin/qr-codes', {
      name: 'Salon 2026',
      url,
      fgColor: '#000000',
      bgColor: '#ffffff',
      size: 256,
      includeLogo: false,
      logoSize: 20,
      errorLevel: 'M',
      borderSize: 0,
      data: await QRCode.toDataURL(url, { width: 256, margin: 4, errorCorrectionLevel: 'M' }),
    });
    // 'list of QR code objects': the answer is the list itself (decision 0519).
    const codes = (await expectOk('GET', '/api/admin/qr-codes')).json() as Array<{ id: number; name: string }>;
    expect(Array.isArray(codes)).toBe(true);
    const saved = codes.find((code) => code.name === 'Salon 2026');
    expect(saved).toBeDefined();
    await expectOk('DELETE', `/api/admin/qr-codes/${saved!.id}`);
  });

  it('the inbox: lists, pending counts, status', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Jeanne Dupont', email: 'jeanne@exemple.fr', message: 'Bonjour, nous voudrions automatiser nos devis.' } });
    const all = await expectOk('GET', '/api/admin/callback-requests', undefined, ['success', 'callbackRequests', 'pendingCount', 'message']);
    for (const source of ['contact', 'callback']) {
      await expectOk('GET', `/api/admin/callback-requests?source=${source}`, undefined, ['success', 'callbackRequests', 'pendingCount', 'message']);
      await expectOk('GET', `/api/admin/callback-requests/count-pending?source=${source}`, undefined, ['success', 'pendingCount']);
    }
    await expectOk('GET', '/api/admin/callback-requests/count-pending', undefined, ['success', 'pendingCount']);
    const [request] = all.json().callbackRequests as Array<{ id: number }>;
    await expectOk('PUT', `/api/admin/callback-requests/${request!.id}/status`, { status: 'completed' }, ['success', 'message']);
  });

  it('logging in', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/security/check-admin-password',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'admin', password: TEST_ADMIN_PASSWORD }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('success');
    expect(response.json()).toHaveProperty('token');
    expect(response.json()).toHaveProperty('message');
  });

  it('SEO tools and their static files', async () => {
    await expectOk('GET', '/api/admin/seo/sitemap-info');
    await expectOk('GET', '/api/admin/seo/pages', undefined, ['success', 'pages']);
    await expectOk('GET', '/api/admin/seo/sitemap-stats');
    await expectOk('POST', '/api/admin/seo/regenerate-sitemap', undefined, ['success', 'message']);
    await expectOk('POST', '/api/admin/seo/check-url', { url: '/pricing' }, ['success', 'status', 'canonical', 'message']);
    const index = await expectOk('GET', '/docs/seo/index.json', undefined, ['files']);
    expect(index.json().files.length).toBeGreaterThan(0);
    for (const file of ['/resources/docs/seo-guide.md', '/resources/personas/cto-startup.md', '/resources/docs/n8n-workflows.md']) {
      const markdown = await expectOk('GET', file);
      expect(markdown.body.length).toBeGreaterThan(0);
    }
  });

  it('users', async () => {
    await expectOk('GET', '/api/admin/users', undefined, ['success', 'users', 'message']);
    await expectOk('POST', '/api/admin/users', { username: 'redactrice', password: 'Redactrice-Password-1', roles: ['ROLE_USER'] }, ['success', 'message']);
    await expectOk('PUT', '/api/admin/users/redactrice', { roles: ['ROLE_USER', 'ROLE_ADMIN'] }, ['success', 'message']);
    await expectOk('PUT', '/api/admin/users/redactrice', { password: 'Autre-Password-2', roles: ['ROLE_USER'] }, ['success', 'message']);
    await expectOk('DELETE', '/api/admin/users/redactrice');
  });

  it('tracking links', async () => {
    const body = { clientName: 'Boulangerie Martin', description: 'Flyer du salon', campaign: 'salon-2026', source: 'flyer', medium: 'print' };
    await expectOk('POST', '/api/admin/tracking-links', body);
    const list = await expectOk('GET', '/api/admin/tracking-links?search=Martin', undefined, ['data']);
    const [link] = list.json().data as Array<{ id: number }>;
    await expectOk('GET', '/api/admin/tracking-links/statistics', undefined, ['statistics', 'topPerformers']);
    await expectOk('PUT', `/api/admin/tracking-links/${link!.id}`, { ...body, description: 'Flyer du salon, second tirage' });
    await expectOk('POST', `/api/admin/tracking-links/${link!.id}/toggle-active`);
    await expectOk('DELETE', `/api/admin/tracking-links/${link!.id}`);
  });
});
