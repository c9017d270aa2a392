import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_PROPERTY } from '../../../domain/analytics/event-names';
import { daysMessage } from '../../../domain/validation/days-query';
import { loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const ROBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const missing = { [NOT_FOUND_PROPERTY]: true, title: 'Page non trouvée' };

describe.each(databaseKinds)('the pages not found on %s', (kind) => {
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
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
    admin = await loginAs(ctx);
    for (const sent of [
      view('/flyer-salon', missing, 'https://www.partenaire.fr/evenements?id=3'),
      view('/flyer-salon?utm_source=flyer', missing, 'https://www.partenaire.fr/'),
      view('/flyer-salon', missing),
      view('/ancienne-page', missing, 'https://www.google.com/'),
      // A page that exists, one whose flag is off, and a robot's visit: none of them counts.
      view('/contact', { title: 'Contact' }),
      view('/pas-signalee', { [NOT_FOUND_PROPERTY]: false }),
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
        properties: JSON.stringify(missing),
        createdAt: new Date(Date.now() - 40 * 86_400_000).toISOString(),
      })
      .execute();
  });
  afterAll(() => ctx.close());

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

  it('is for the back-office only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/seo/not-found' })).statusCode).toBe(401);
  });
});
