import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe.each(databaseKinds)('tracking redirect /t/{code} on %s', (kind) => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
    token = (await loginAs(ctx)).token;
  });
  afterAll(() => ctx.close());

  const create = async (payload: object) =>
    (await ctx.app.inject({ method: 'POST', url: '/api/admin/tracking-links', headers: { 'x-api-key': token }, payload })).json().data;
  const countsOf = async (id: number) => {
    const link = await ctx.db.selectFrom('trackingLinks').select(['clickCount', 'scanCount']).where('id', '=', id).executeTakeFirstOrThrow();
    const rows = await ctx.db.selectFrom('trackingLinkClicks').select('kind').where('linkId', '=', id).execute();
    return { clicks: Number(link.clickCount), scans: Number(link.scanCount), rows: rows.length };
  };
  const visit = (url: string, headers: Record<string, string> = { 'user-agent': BROWSER }, method: 'GET' | 'HEAD' = 'GET') =>
    ctx.app.inject({ method, url, headers });

  it('redirects to the home page with the UTM parameters and the code, and counts the click with a dated row', async () => {
    const link = await create({ clientName: 'Salon', campaign: 'rentrée 2026', source: 'flyer', medium: 'print' });
    const response = await visit(`/t/${link.trackingCode}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const target = new URL(String(response.headers.location), 'http://site');
    expect(target.pathname).toBe('/');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      utm_source: 'flyer',
      utm_medium: 'print',
      utm_campaign: 'rentrée 2026',
      tc: link.trackingCode,
    });
    expect(await countsOf(link.id)).toEqual({ clicks: 1, scans: 0, rows: 1 });
    const row = await ctx.db.selectFrom('trackingLinkClicks').selectAll().where('linkId', '=', link.id).executeTakeFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual(['createdAt', 'day', 'id', 'kind', 'linkId']);
    expect(row.day).toBe(new Date().toISOString().slice(0, 10));
  });

  it('counts exactly 200 clicks for 200 simultaneous visits', async () => {
    const link = await create({ clientName: 'Concurrence' });
    const responses = await Promise.all(Array.from({ length: 200 }, () => visit(`/t/${link.trackingCode}`)));
    expect(responses.every((r) => r.statusCode === 302)).toBe(true);
    expect(await countsOf(link.id)).toEqual({ clicks: 200, scans: 0, rows: 200 });
  });

  it('redirects without counting HEAD requests, prefetches, robots and visits without a user agent', async () => {
    const link = await create({ clientName: 'Filtré', campaign: 'c' });
    const url = `/t/${link.trackingCode}`;
    const answers = [
      await visit(url, { 'user-agent': BROWSER }, 'HEAD'),
      await visit(url, { 'user-agent': GOOGLEBOT }),
      await visit(url, { 'user-agent': 'curl/8.5.0' }),
      await visit(url, {}),
      await visit(url, { 'user-agent': BROWSER, 'sec-purpose': 'prefetch;prerender' }),
      await visit(url, { 'user-agent': BROWSER, purpose: 'prefetch' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(302);
      expect(String(answer.headers.location)).toContain(`tc=${link.trackingCode}`);
    }
    expect(await countsOf(link.id)).toEqual({ clicks: 0, scans: 0, rows: 0 });
  });

  it('sends an inactive, unknown or malformed code to the home page without counting', async () => {
    const link = await create({ clientName: 'Éteint' });
    await ctx.app.inject({ method: 'POST', url: `/api/admin/tracking-links/${link.id}/toggle-active`, headers: { 'x-api-key': token } });
    for (const url of [`/t/${link.trackingCode}`, '/t/inconnu42', '/t/%27%3Bdrop', `/t/${'a'.repeat(90)}`]) {
      const response = await visit(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe('/');
    }
    expect(await countsOf(link.id)).toEqual({ clicks: 0, scans: 0, rows: 0 });
  });

  it('counts a visit through the QR code marker as a scan, apart from clicks', async () => {
    const link = await create({ clientName: 'Affiche' });
    await visit(`/t/${link.trackingCode}?qr=1`);
    await visit(`/t/${link.trackingCode}`);
    expect(await countsOf(link.id)).toEqual({ clicks: 1, scans: 1, rows: 2 });
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/admin/tracking-links', headers: { 'x-api-key': token } })).json().data;
    expect(listed.find((l: { id: number }) => l.id === link.id)).toMatchObject({ clickCount: 1, scanCount: 1 });
  });
});
