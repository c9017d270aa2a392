import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trafficSourceOf } from '../../../domain/analytics/traffic-funnel';
import { loginAs } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('traffic source of a first page view', () => {
  it.each([
    [{ utm_source: 'flyer', referrer: 'www.google.fr' }, 'campaign'],
    [{ tc: 'salon-2026' }, 'campaign'],
    [{ referrer: 'www.google.fr' }, 'search'],
    [{ referrer: 'duckduckgo.com' }, 'search'],
    [{ referrer: 'www.linkedin.com' }, 'social'],
    [{ referrer: 't.co' }, 'social'],
    [{ referrer: 'blog.partenaire.fr' }, 'referral'],
    [{ referrer: 'site.test' }, 'direct'],
    [{}, 'direct'],
  ])('classifies %j as %s', (properties, source) => expect(trafficSourceOf(properties, 'site.test')).toBe(source));
});

describe.each(databaseKinds)('GET /api/admin/dashboard/funnel on %s', (kind) => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
    token = (await loginAs(ctx)).token;
  });
  afterAll(() => ctx.close());

  const event = (address: string, body: object, userAgent = BROWSER) =>
    ctx.app.inject({ method: 'POST', url: '/api/events', remoteAddress: address, headers: { 'content-type': 'application/json', 'user-agent': userAgent }, payload: body });

  it('counts visitors, form openers and leads of the last 30 days by source, robots left out', async () => {
    // A search visitor who sends the contact form, a campaign visitor who only opens it, a direct visitor.
    await event('203.0.113.1', { event: 'page_view', page: '/', referrer: 'https://www.google.fr/search?q=agence' });
    await event('203.0.113.1', { event: 'page_view', page: '/contact', referrer: 'https://www.google.fr/' });
    await event('203.0.113.1', { event: 'contact_form_submit', page: '/contact' });
    await event('203.0.113.2', { event: 'page_view', page: '/pricing', properties: { utm_source: 'newsletter', tc: 'abcdefgh' } });
    await event('203.0.113.2', { event: 'page_view', page: '/super-assistant' });
    await event('203.0.113.3', { event: 'page_view', page: '/team' });
    await event('203.0.113.4', { event: 'page_view', page: '/contact' }, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');

    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/funnel', headers: { 'x-api-key': token } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.days).toBe(30);
    expect(body.totals).toEqual({ visitors: 3, formOpeners: 2, leads: 1 });
    expect(body.sources).toEqual([
      { source: 'direct', visitors: 1, formOpeners: 0, leads: 0 },
      { source: 'search', visitors: 1, formOpeners: 1, leads: 1 },
      { source: 'social', visitors: 0, formOpeners: 0, leads: 0 },
      { source: 'campaign', visitors: 1, formOpeners: 1, leads: 0 },
      { source: 'referral', visitors: 0, formOpeners: 0, leads: 0 },
    ]);
  });

  it('is behind the admin guard', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/funnel' })).statusCode).toBe(401);
  });
});
