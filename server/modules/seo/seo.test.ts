import { existsSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAndLogin, loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { checkUrlMessages } from './check-url';
import { seoMessages } from './service';
import { writeSitemap } from './sitemap-file';
import { createTestSite, GOOD_PAGE_HEAD } from './test-site';

/** The site itself, as the check-url tool reaches it: pages, redirects out of it, a 404. */
function startSite(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const redirects: Record<string, string> = {
      '/vers-ailleurs': 'http://autre-site.invalid/page',
      '/vers-localhost': 'http://localhost:9/',
      '/vers-prive': 'http://10.1.2.3/admin',
      '/vers-fichier': 'file:///etc/passwd',
      '/ancienne-adresse': '/pricing',
    };
    const target = redirects[request.url ?? ''];
    if (target) return response.writeHead(302, { location: target }).end();
    if (request.url === '/canonique-etrangere') {
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<html><head>${GOOD_PAGE_HEAD('https://ancienne.exemple.fr', '/pricing')}</head></html>`);
    }
    if (request.url === '/pricing') {
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<html><head>${GOOD_PAGE_HEAD(origin, '/pricing')}</head></html>`);
    }
    response.writeHead(404, { 'content-type': 'text/html' }).end('<html><head><title>404</title></head></html>');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

describe.each(databaseKinds)('SEO tools on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  let siteDir: string;
  let site: { server: Server; origin: string };

  beforeAll(async () => {
    site = await startSite();
    siteDir = createTestSite(site.origin);
    await writeSitemap(siteDir, site.origin);
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SITE_DIR: siteDir, PUBLIC_URL: site.origin });
    admin = await loginAs(ctx);
    reader = await createAndLogin(ctx, admin, 'lecteur-seo', ['ROLE_USER']);
  });
  afterAll(async () => {
    await ctx.close();
    site.server.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  const as = (who: AdminCredentials) => ({ 'x-api-key': who.token });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: as(reader) });
  const post = (url: string, payload?: Record<string, unknown>, who = admin) => ctx.app.inject({ method: 'POST', url, headers: as(who), ...(payload === undefined ? {} : { payload }) });

  it('reads the real sitemap.xml: URLs, priority, changefreq, lastmod, images, size in Ko', async () => {
    const info = (await get('/api/admin/seo/sitemap-info')).json();
    expect(info).toMatchObject({ success: true, exists: true, totalUrls: 3 });
    expect(info.fileSize).toBe(Math.round((statSync(join(siteDir, 'sitemap.xml')).size / 1024) * 10) / 10);
    expect(Date.parse(info.lastGenerated)).not.toBeNaN();
    const home = info.urls.find((u: { loc: string }) => u.loc === `${site.origin}/`);
    expect(home).toMatchObject({ priority: 1, changefreq: 'monthly', images: 1 });
    expect(Date.parse(home.lastmod)).not.toBeNaN();
    expect(info.urls.map((u: { loc: string }) => u.loc)).not.toContain(`${site.origin}/404`);
    const stats = (await get('/api/admin/seo/sitemap-stats')).json();
    expect(stats).toMatchObject({ success: true, totalUrls: 3, totalImages: 2, urlsWithImages: 2, pagesBuilt: 3, changefreq: { monthly: 3 } });
  });

  it('regenerates sitemap.xml and its brotli twin for real; ROLE_USER may not', async () => {
    const file = join(siteDir, 'sitemap.xml');
    utimesSync(file, new Date('2020-01-01'), new Date('2020-01-01'));
    expect((await post('/api/admin/seo/regenerate-sitemap', undefined, reader)).statusCode).toBe(403);
    expect(statSync(file).mtime.getFullYear()).toBe(2020);
    const response = await post('/api/admin/seo/regenerate-sitemap');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, totalUrls: 3 });
    expect(response.json().message).toMatch(/^Sitemap régénéré : 3 URL, [\d,]+ Ko\.$/);
    expect(statSync(file).mtime.getFullYear()).toBeGreaterThan(2020);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(readFileSync(file, 'utf8'));
  });

  it('audits every pre-rendered page from its HTML and lists the failing points', async () => {
    const response = await get('/api/admin/seo/pages');
    expect(response.statusCode).toBe(200);
    const pages = response.json().pages as Array<Record<string, unknown> & { url: string; issues: string[] }>;
    expect(pages.map((p) => p.url).sort()).toEqual(['/', '/pricing', '/vieille-page']);
    const good = pages.find((p) => p.url === '/pricing');
    expect(good).toMatchObject({ hasSchema: true, hasBreadcrumb: true, hasCanonical: true, hasOptimizedImages: true, issues: [] });
    const bad = pages.find((p) => p.url === '/vieille-page');
    expect(bad).toMatchObject({ title: 'Court', hasSchema: false, hasBreadcrumb: false, hasCanonical: false, hasOptimizedImages: false });
    expect(bad?.issues).toEqual(
      expect.arrayContaining([
        'Meta description absente',
        'Lien canonique absent',
        'Aucune donnée structurée JSON-LD',
        '1 image(s) sans largeur ni hauteur déclarées',
        '1 image(s) sans chargement différé (loading="lazy")',
        '1 image(s) dans un format ancien (préférez WebP, AVIF ou SVG)',
      ]),
    );
    expect(pages[0]?.url).toBe('/vieille-page');
  });

  it('flags a canonical or a sitemap URL on another origin than PUBLIC_URL, and lists noindex pages apart', async () => {
    const write = (path: string, head: string) => {
      mkdirSync(join(siteDir, path), { recursive: true });
      writeFileSync(join(siteDir, path, 'index.html'), `<!DOCTYPE html><html lang="fr"><head>${head}</head><body></body></html>`);
    };
    write('ailleurs', GOOD_PAGE_HEAD('https://ancienne.exemple.fr', '/ailleurs'));
    write('brouillon', `${GOOD_PAGE_HEAD(site.origin, '/brouillon')}<meta name="robots" content="noindex, nofollow"/>`);
    await writeSitemap(siteDir, 'https://ancienne.exemple.fr');
    try {
      const pages = (await get('/api/admin/seo/pages')).json().pages as Array<{ url: string; issues: string[]; indexable: boolean; canonicalOnSite: boolean; hasCanonical: boolean }>;
      const foreign = pages.find((p) => p.url === '/ailleurs');
      expect(foreign).toMatchObject({ hasCanonical: false, canonicalOnSite: false, indexable: true });
      expect(foreign?.issues).toContain(`Lien canonique sur une autre adresse (https://ancienne.exemple.fr) que celle du site (${site.origin})`);
      const draft = pages.find((p) => p.url === '/brouillon');
      expect(draft).toMatchObject({ indexable: false, canonicalOnSite: true, issues: [] });
      expect(pages.find((p) => p.url === '/pricing')).toMatchObject({ canonicalOnSite: true, issues: [] });
      const info = (await get('/api/admin/seo/sitemap-info')).json();
      expect(info.offSiteUrls).toBe(info.totalUrls);
      expect(info.urls.every((u: { onSite: boolean }) => !u.onSite)).toBe(true);
      expect(info.message).toBe(`${info.totalUrls} URL du sitemap ne sont pas sur l’adresse du site (${site.origin}) : régénérez le sitemap.`);
      const checked = (await post('/api/admin/seo/check-url', { url: '/canonique-etrangere' })).json();
      expect(checked).toMatchObject({ success: true, canonical: 'https://ancienne.exemple.fr/pricing' });
      expect(checked.warning).toBe(`Lien canonique sur une autre adresse (https://ancienne.exemple.fr) que celle du site (${site.origin})`);
      expect((await post('/api/admin/seo/check-url', { url: '/pricing' })).json().warning).toBeNull();
    } finally {
      rmSync(join(siteDir, 'ailleurs'), { recursive: true, force: true });
      rmSync(join(siteDir, 'brouillon'), { recursive: true, force: true });
      await writeSitemap(siteDir, site.origin);
    }
    expect((await get('/api/admin/seo/sitemap-info')).json()).toMatchObject({ offSiteUrls: 0, message: null });
  });

  it('checks a page of this site and follows its redirects on the site', async () => {
    const ok = (await post('/api/admin/seo/check-url', { url: `${site.origin}/pricing` })).json();
    expect(ok, ok.message).toMatchObject({ success: true, status: 200, canonical: `${site.origin}/pricing` });
    expect(ok.message).toContain('Page accessible (HTTP 200)');
    const moved = (await post('/api/admin/seo/check-url', { url: '/ancienne-adresse' })).json();
    expect(moved).toMatchObject({ success: true, status: 200, finalUrl: `${site.origin}/pricing` });
    const missing = (await post('/api/admin/seo/check-url', { url: '/nulle-part' })).json();
    expect(missing).toMatchObject({ success: false, status: 404, message: 'La page répond HTTP 404' });
  });

  it.each([
    ['another host', 'https://example.com/', checkUrlMessages.otherHost('')],
    ['127.0.0.1 on another port', 'http://127.0.0.1:9/', checkUrlMessages.otherHost('')],
    ['a file: address', 'file:///etc/passwd', checkUrlMessages.scheme],
    ['a redirect to another host', '/vers-ailleurs', checkUrlMessages.otherHost('')],
    ['a redirect to localhost', '/vers-localhost', checkUrlMessages.privateRedirect],
    ['a redirect to a private address', '/vers-prive', checkUrlMessages.privateRedirect],
    ['a redirect to a file: address', '/vers-fichier', checkUrlMessages.scheme],
  ])('refuses %s with a French 400', async (_label, url, message) => {
    const response = await post('/api/admin/seo/check-url', { url });
    expect(response.statusCode).toBe(400);
    const expected = message.includes('()') ? checkUrlMessages.otherHost(site.origin) : message;
    expect(response.json()).toMatchObject({ success: false, message: expected });
  });

  it('refuses an empty address', async () => {
    const response = await post('/api/admin/seo/check-url', { url: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Veuillez saisir une adresse à vérifier');
  });

  it('reclassifies the stored audience events by funnel stage', async () => {
    const empty = (await post('/api/admin/seo/regenerate-analytics')).json();
    expect(empty.message).toBe("Aucun événement d'audience enregistré : rien à recalculer.");
    for (const page of ['/pricing', '/contact', '/pricing']) {
      const sent = await ctx.app.inject({ method: 'POST', url: '/api/events', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' }, payload: { event: 'page_view', page } });
      expect(sent.statusCode).toBe(202);
    }
    await ctx.db.updateTable('analyticsEvents').set({ funnelStage: 'OTHER' }).where('page', '=', '/pricing').execute();
    expect((await post('/api/admin/seo/regenerate-analytics', undefined, reader)).statusCode).toBe(403);
    const done = (await post('/api/admin/seo/regenerate-analytics')).json();
    expect(done).toMatchObject({ success: true, pages: 2, updated: 2 });
    expect(done.message).toBe('Étapes du tunnel recalculées sur 2 page(s) : 2 événement(s) reclassé(s).');
    const stages = await ctx.db.selectFrom('analyticsEvents').select('funnelStage').where('page', '=', '/pricing').execute();
    expect(stages.map((s) => s.funnelStage)).toEqual(['CONSIDERATION', 'CONSIDERATION']);
  });
});

describe.each(databaseKinds)('SEO tools before any build on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => ctx.close());

  it('says plainly that there is no sitemap and refuses to regenerate one', async () => {
    const { token } = await loginAs(ctx);
    const info = (await ctx.app.inject({ method: 'GET', url: '/api/admin/seo/sitemap-info', headers: { 'x-api-key': token } })).json();
    expect(info).toMatchObject({ success: true, exists: false, totalUrls: 0, urls: [], message: seoMessages.noSitemap });
    const regenerate = await ctx.app.inject({ method: 'POST', url: '/api/admin/seo/regenerate-sitemap', headers: { 'x-api-key': token } });
    expect(regenerate.statusCode).toBe(409);
    expect(regenerate.json().message).toBe(seoMessages.noPages);
    expect(existsSync(join(ctx.config.siteDir, 'sitemap.xml'))).toBe(false);
  });
});
