import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../../test/admin-login';
import { createDatabase } from '../../db/database';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { parisToday } from '../../../domain/paris-time';

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
    // No address and no user agent: a daily visitor hash, the device kind and the referring host only.
    expect(Object.keys(row).sort()).toEqual(['createdAt', 'day', 'device', 'id', 'kind', 'linkId', 'referrer', 'visitorKey']);
    expect(row).toMatchObject({ device: 'desktop', referrer: null });
    expect(row.visitorKey).toMatch(/^[0-9a-f]{32}$/);
    expect(row.day).toBe(parisToday());
  });

  it('counts exactly 200 clicks for 200 simultaneous visits', async () => {
    const link = await create({ clientName: 'Concurrence' });
    const responses = await Promise.all(Array.from({ length: 200 }, () => visit(`/t/${link.trackingCode}`)));
    expect(responses.every((r) => r.statusCode === 302)).toBe(true);
    expect(await countsOf(link.id)).toEqual({ clicks: 200, scans: 0, rows: 200 });
  });

  /**
   * What another connection sees at once: on SQLite a synchronous read, made before the app can run anything
   * else; on PostgreSQL a connection of its own, so the read never waits behind the app's transactions.
   */
  const separateReader = (): { counts(id: number): Promise<{ clicks: number; rows: number }>; close(): Promise<void> } => {
    if (kind === 'sqlite') {
      const reader = new SqliteDatabase(ctx.db.sqliteFile as string, { readonly: true });
      const read = reader.prepare<{ id: number }, { clicks: number; rows: number }>(
        'select click_count as clicks, (select count(*) from tracking_link_clicks where link_id = @id) as rows from tracking_links where id = @id',
      );
      return { counts: async (id) => read.get({ id }) as { clicks: number; rows: number }, close: async () => void reader.close() };
    }
    const reader = createDatabase({ url: process.env.TEST_DATABASE_URL as string, schema: ctx.db.pgSchema });
    return {
      counts: async (id) => {
        const row = await reader
          .selectFrom('trackingLinks')
          .select((eb) => ['clickCount', eb.selectFrom('trackingLinkClicks').select(eb.fn.countAll().as('n')).where('linkId', '=', id).as('rows')])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return { clicks: Number(row.clickCount), rows: Number(row.rows) };
      },
      close: () => reader.destroy(),
    };
  };

  it('answers each visit of a burst only once its click is stored, in fewer transactions than visits', async () => {
    const link = await create({ clientName: 'Rafale' });
    const reader = separateReader();
    // A group is one transaction: a held connection on SQLite (its sync runs off the event loop), a plain one on PostgreSQL.
    const transactions = vi.spyOn(ctx.db, kind === 'sqlite' ? 'connection' : 'transaction');
    let answered = 0;
    let groups = 0;
    const storedWhenAnswered: Array<{ answered: number; clicks: number; rows: number }> = [];
    try {
      await Promise.all(
        Array.from({ length: 200 }, async () => {
          const response = await visit(`/t/${link.trackingCode}`);
          answered += 1;
          storedWhenAnswered.push({ answered, ...(await reader.counts(link.id)) });
          expect(response.statusCode).toBe(302);
        }),
      );
    } finally {
      groups = transactions.mock.calls.length;
      transactions.mockRestore();
      await reader.close();
    }
    for (const seen of storedWhenAnswered) {
      expect(seen.clicks).toBeGreaterThanOrEqual(seen.answered);
      expect(seen.rows).toBe(seen.clicks);
    }
    expect(await countsOf(link.id)).toEqual({ clicks: 200, scans: 0, rows: 200 });
    expect(groups).toBeGreaterThan(0);
    expect(groups).toBeLessThan(200);
  });

  it('still sends the visitor to the landing page when the click cannot be stored, and counts it nowhere', async () => {
    const link = await create({ clientName: 'Disque plein', campaign: 'panne' });
    const clicks = await visit(`/t/${link.trackingCode}`);
    // The counter can be raised but the dated row cannot be written: the whole group must roll back.
    await sql`alter table tracking_link_clicks rename to tracking_link_clicks_away`.execute(ctx.db);
    try {
      const responses = await Promise.all(Array.from({ length: 5 }, () => visit(`/t/${link.trackingCode}`)));
      for (const response of responses) {
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(clicks.headers.location);
      }
    } finally {
      await sql`alter table tracking_link_clicks_away rename to tracking_link_clicks`.execute(ctx.db);
    }
    expect(await countsOf(link.id)).toEqual({ clicks: 1, scans: 0, rows: 1 });
    await visit(`/t/${link.trackingCode}`);
    expect(await countsOf(link.id)).toEqual({ clicks: 2, scans: 0, rows: 2 });
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

  it('still sends on a visit whose marker is repeated, reading its first value', async () => {
    const link = await create({ clientName: 'Affiche doublée' });
    const scanned = await visit(`/t/${link.trackingCode}?qr=1&qr=1`);
    expect(scanned.statusCode).toBe(302);
    expect(scanned.headers.location).toContain(link.trackingCode);
    expect((await visit(`/t/${link.trackingCode}?qr=0&qr=1`)).statusCode).toBe(302);
    expect(await countsOf(link.id)).toEqual({ clicks: 1, scans: 1, rows: 2 });
  });
});
