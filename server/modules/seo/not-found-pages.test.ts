import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysMessage } from '../../../domain/validation/days-query';
import { loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const ROBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const missing = { title: 'Page non trouvée' };

/** A built site of two pages and its 404. */
function siteWith(paths: string[]): string {
  const site = mkdtempSync(join(tmpdir(), 'pages-not-found-'));
  for (const path of paths) {
    mkdirSync(join(site, path), { recursive: true });
    writeFileSync(join(site, path, 'index.html'), '<!DOCTYPE html><html lang="fr"><head><title>Page</title></head><body></body></html>');
  }
  return site;
}

describe.each(databaseKinds)('the pages not found on %s', (kind) => {
  const site = siteWith(['.', 'contact', '404']);
  let ctx: TestContext;
  let admin: AdminCredentials;
  const view = (page: string, properties: object, referrer?: string, userAgent = BROWSER) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      payload: JSON.stringify({ event: 'page_view', page, properties, ...(referrer ? { referrer } : {}) }),
    });
  const report = (query = '') => ctx.app.inject({ method: 'GET', url: `/api/admin/seo/not-found${query}`, headers: { 'x-api-key': admin.token } });

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SITE_DIR: site });
    admin = await loginAs(ctx);
    for (const sent of [
      view('/flyer-salon', missing, 'https://www.partenaire.fr/evenements?id=3'),
      view('/flyer-salon?utm_source=flyer', missing, 'https://www.partenaire.fr/'),
      view('/flyer-salon', missing),
      view('/ancienne-page', missing, 'https://www.google.com/'),
      // Pages that exist (a browser's claim changes nothing), an event other than a page view, and a robot's visit:
      // none of them counts.
      view('/contact/', { title: 'Contact' }),
      view('/', { notFound: true }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
        payload: JSON.stringify({ event: 'scroll_depth', page: '/absente', properties: { depth: 50 } }),
      }),
      view('/robot', missing, undefined, ROBOT),
    ]) {
      expect((await sent).statusCode).toBe(202);
    }
    // Forty days ago: out of the default thirty.
    await ctx.db
      .insertInto('analyticsEvents')
      .values({
        name: 'page_view',
        page: '/tres-ancienne',
        funnelStage: 'AWARENESS',
        visitorKey: 'a'.repeat(32),
        properties: JSON.stringify({ ...missing, notFound: true }),
        createdAt: new Date(Date.now() - 40 * 86_400_000).toISOString(),
      })
      .execute();
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(site, { recursive: true, force: true });
  });

  it('lists the addresses that matched no page, the most viewed first, with where their visitors came from', async () => {
    const response = await report();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, days: 30, totalViews: 4, totalPages: 2 });
    expect(body.pages).toEqual([
      {
        page: '/flyer-salon',
        views: 3,
        lastSeenAt: expect.any(String),
        referrers: [
          { referrer: 'www.partenaire.fr', views: 2 },
          { referrer: '', views: 1 },
        ],
      },
      { page: '/ancienne-page', views: 1, lastSeenAt: expect.any(String), referrers: [{ referrer: 'www.google.com', views: 1 }] },
    ]);
    expect(Date.parse(body.pages[0].lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('reaches further back when asked, and refuses a period out of bounds in French', async () => {
    const longer = (await report('?days=60')).json();
    expect(longer.totalViews).toBe(5);
    expect(longer.pages.map((page: { page: string }) => page.page)).toContain('/tres-ancienne');
    for (const days of ['0', '366', 'trente']) {
      const refused = await report(`?days=${days}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(daysMessage);
    }
  });

  it('marks the page views itself, and none without a built site', async () => {
    const rows = await ctx.db.selectFrom('analyticsEvents').select(['page', 'properties']).where('name', '=', 'page_view').execute();
    const flagged = (page: string) => rows.filter((row) => row.page === page).map((row) => JSON.parse(row.properties).notFound ?? false);
    expect(flagged('/ancienne-page')).toEqual([true]);
    expect(flagged('/contact/')).toEqual([false]);
    expect(flagged('/')).toEqual([false]);
    const bare = await buildTestApp(kind, { RATE_LIMITS: 'off' });
    try {
      await bare.app.inject({ method: 'POST', url: '/api/events', headers: { 'content-type': 'application/json', 'user-agent': BROWSER }, payload: JSON.stringify({ event: 'page_view', page: '/nulle-part' }) });
      const [row] = await bare.db.selectFrom('analyticsEvents').select('properties').execute();
      expect(JSON.parse(row!.properties).notFound).toBeUndefined();
    } finally {
      await bare.close();
    }
  });

  it('is for the back-office only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/seo/not-found' })).statusCode).toBe(401);
  });
});
