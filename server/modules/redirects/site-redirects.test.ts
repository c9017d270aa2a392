import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteRedirectMessages } from '../../../domain/seo/site-redirects';
import { createAndLogin, loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { SITE_REDIRECTS_CACHE_MS } from './site-redirects-service';

/** A built site of three pages and its 404. */
function siteWith(paths: string[]): string {
  const site = mkdtempSync(join(tmpdir(), 'site-redirects-'));
  for (const path of paths) {
    mkdirSync(join(site, path), { recursive: true });
    writeFileSync(join(site, path, 'index.html'), `<!DOCTYPE html><html lang="fr"><head><title>${path}</title></head><body></body></html>`);
  }
  return site;
}

describe.each(databaseKinds)('redirects managed from the back-office on %s', (kind) => {
  const site = siteWith(['.', 'contact', 'pricing', '404']);
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SITE_DIR: site });
    admin = await loginAs(ctx);
    reader = await createAndLogin(ctx, admin, 'lecteur', ['ROLE_USER']);
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(site, { recursive: true, force: true });
  });

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, as = admin) =>
    ctx.app.inject({ method, url, headers: { 'x-api-key': as.token }, ...(payload ? { payload } : {}) });
  const visit = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('sends an address no page answers to the page chosen, query string kept, once created', async () => {
    expect((await visit('/flyer-salon')).statusCode).toBe(404);
    const created = await send('POST', '/api/admin/redirects', { from: '/flyer-salon/', to: '/contact' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ message: siteRedirectMessages.created, redirect: { from: '/flyer-salon', to: '/contact', createdBy: 'admin' } });
    const moved = await visit('/flyer-salon?utm_source=flyer');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/contact?utm_source=flyer');
    // Kept an hour by the browser, so that deleting it takes effect for everyone (0466).
    expect(moved.headers['cache-control']).toBe('public, max-age=3600');
    expect((await visit('/flyer-salon/')).headers.location).toBe('/contact');
    // A query string holding a second '?' reaches the page whole.
    expect((await visit('/flyer-salon?q=a?b')).headers.location).toBe('/contact?q=a?b');
    expect((await send('GET', '/api/admin/redirects', undefined, reader)).json().redirects).toEqual([
      { id: expect.any(Number), from: '/flyer-salon', to: '/contact', createdAt: expect.any(String), createdBy: 'admin', uses: 0, lastUsedAt: null },
    ]);
  });

  it("counts each person it sends on, every visit at once, and leaves out robots, prefetches and HEAD", async () => {
    const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1';
    const from = (headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
      ctx.app.inject({ method, url: '/flyer-salon?utm_source=flyer', headers: { accept: 'text/html', ...headers } });
    const before = Date.now();
    const people = await Promise.all(Array.from({ length: 12 }, () => from({ 'user-agent': browser })));
    expect(people.map((answer) => answer.statusCode)).toEqual(Array(12).fill(301));
    const uncounted = await Promise.all([
      from({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      from({ 'user-agent': browser, 'sec-purpose': 'prefetch' }),
      from({ 'user-agent': browser }, 'HEAD'),
      from({}),
    ]);
    expect(uncounted.map((answer) => answer.headers.location)).toEqual(Array(4).fill('/contact?utm_source=flyer'));
    const [listed] = (await send('GET', '/api/admin/redirects', undefined, reader)).json().redirects as Array<{ uses: number; lastUsedAt: string }>;
    expect(listed!.uses).toBe(12);
    expect(Date.parse(listed!.lastUsedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('still sends a person on when the count cannot be written', async () => {
    const counting = vi.spyOn(ctx.app.siteRedirects, 'countUse').mockRejectedValueOnce(new Error('disque plein'));
    try {
      const moved = await ctx.app.inject({ method: 'GET', url: '/flyer-salon', headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 Firefox/140.0' } });
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe('/contact');
      expect(counting).toHaveBeenCalledOnce();
    } finally {
      counting.mockRestore();
    }
  });

  it.each([
    [{ from: 'flyer', to: '/contact' }, 'from', siteRedirectMessages.from],
    [{ from: '//ailleurs.fr', to: '/contact' }, 'from', siteRedirectMessages.from],
    [{ from: '/avec espace', to: '/contact' }, 'from', siteRedirectMessages.from],
    [{ from: '/avec?question', to: '/contact' }, 'from', siteRedirectMessages.from],
    [{ from: '/admin/ancien', to: '/contact' }, 'from', siteRedirectMessages.reserved],
    [{ from: '/api/contact', to: '/contact' }, 'from', siteRedirectMessages.reserved],
    [{ from: '/pricing', to: '/contact' }, 'from', siteRedirectMessages.isPage],
    [{ from: '/developpement-web', to: '/contact' }, 'from', siteRedirectMessages.isPage],
    [{ from: '/flyer-salon', to: '/pricing' }, 'from', siteRedirectMessages.taken],
    [{ from: '/autre', to: 'https://ailleurs.fr/' }, 'to', siteRedirectMessages.to],
    [{ from: '/autre', to: '/page-absente' }, 'to', siteRedirectMessages.to],
    [{ from: '/autre', to: '/autre' }, 'to', siteRedirectMessages.same],
  ])('refuses %j beside the field in French and changes nothing', async (payload, field, message) => {
    const refused = await send('POST', '/api/admin/redirects', payload);
    expect([400, 409]).toContain(refused.statusCode);
    expect(refused.json().fieldErrors).toEqual({ [field]: message });
    expect((await send('GET', '/api/admin/redirects')).json().redirects).toHaveLength(1);
  });

  it.each([
    ['flyer', siteRedirectMessages.from],
    ['/avec espace', siteRedirectMessages.from],
    ['/admin/ancien', siteRedirectMessages.reserved],
    ['/pricing/', siteRedirectMessages.isPage],
    ['/developpement-web', siteRedirectMessages.isPage],
    [' /flyer-salon/ ', siteRedirectMessages.taken],
    ['/flyer-printemps', ''],
  ])('says, while %j is typed, whether it may be redirected and why not (decision 0520)', async (from, message) => {
    const answer = await send('GET', `/api/admin/redirects/from-check?from=${encodeURIComponent(from)}`, undefined, reader);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, available: message === '', message });
  });

  it('refuses an address check too long to be one, in French', async () => {
    const refused = await send('GET', `/api/admin/redirects/from-check?from=/${'a'.repeat(400)}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(siteRedirectMessages.from);
  });

  it('is changed by an administrator only', async () => {
    expect((await send('POST', '/api/admin/redirects', { from: '/autre', to: '/contact' }, reader)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/redirects' })).statusCode).toBe(401);
  });

  it('leads to another page once changed, its address and visits kept; refused in French otherwise, changing nothing', async () => {
    const [redirect] = (await send('GET', '/api/admin/redirects')).json().redirects as Array<{ id: number; uses: number }>;
    const change = (to: unknown, id = redirect!.id, as = admin) => ctx.app.inject({ method: 'PUT', url: `/api/admin/redirects/${id}`, headers: { 'x-api-key': as.token }, payload: { to } });
    for (const [to, message] of [
      ['/page-absente', siteRedirectMessages.to],
      ['https://ailleurs.fr/', siteRedirectMessages.to],
      ['/flyer-salon', siteRedirectMessages.to],
      [42, siteRedirectMessages.to],
    ] as const) {
      const refused = await change(to);
      expect(refused.statusCode, String(to)).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ to: message });
    }
    expect((await change('/pricing', redirect!.id, reader)).statusCode).toBe(403);
    expect((await visit('/flyer-salon')).headers.location).toBe('/contact');
    const changed = await change('/pricing');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ message: siteRedirectMessages.changed, redirect: { id: redirect!.id, from: '/flyer-salon', to: '/pricing', uses: redirect!.uses } });
    // This instance drops its copy at once.
    expect((await visit('/flyer-salon?utm_source=flyer')).headers.location).toBe('/pricing?utm_source=flyer');
    const unknown = await change('/pricing', 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(siteRedirectMessages.notFound);
  });

  it('answers the 404 again once deleted, and a redirect unknown with a French 404', async () => {
    const [redirect] = (await send('GET', '/api/admin/redirects')).json().redirects as Array<{ id: number }>;
    const deleted = await send('DELETE', `/api/admin/redirects/${redirect!.id}`);
    expect(deleted.json()).toMatchObject({ message: siteRedirectMessages.deleted });
    expect((await visit('/flyer-salon')).statusCode).toBe(404);
    const again = await send('DELETE', `/api/admin/redirects/${redirect!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(siteRedirectMessages.notFound);
  });

  it("follows another instance's change within the cache's time", async () => {
    // Written as another instance would, beside this one's copy of the table.
    await ctx.db.insertInto('siteRedirects').values({ fromPath: '/ailleurs-cree', toPath: '/pricing', createdAt: new Date().toISOString(), createdBy: null }).execute();
    vi.useFakeTimers({ now: Date.now() + SITE_REDIRECTS_CACHE_MS + 1, toFake: ['Date'] });
    try {
      expect((await visit('/ailleurs-cree')).headers.location).toBe('/pricing');
    } finally {
      vi.useRealTimers();
    }
  });
});
