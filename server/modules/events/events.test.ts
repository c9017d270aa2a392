import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBurstLimited } from '../../test/rate-limit';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { eventsRepository } from './repository';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const valid = { event: 'cta_click', page: '/contact?devis=true', referrer: 'https://www.exemple.fr/page?q=secret', properties: { clickType: 'primary', label: 'Démarrer un projet' } };

const post = (ctx: TestContext, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER, ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe.each(databaseKinds)('POST /api/events on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => ctx.close());

  it('stores an event with its funnel stage, a hashed visitor key and no query string', async () => {
    const response = await post(ctx, valid);
    expect(response.statusCode).toBe(202);
    expect(response.headers['set-cookie']).toBeUndefined();
    const row = await eventsRepository(ctx.db).latest();
    expect(row).toMatchObject({ name: 'cta_click', page: '/contact', funnelStage: 'CONVERSION' });
    expect(row?.visitorKey).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(row?.properties ?? '')).toEqual({ clickType: 'primary', label: 'Démarrer un projet', referrer: 'www.exemple.fr' });
  });

  it("keeps a page view's kind of device, browser and system, never its user agent, and drops the ones a browser claims", async () => {
    const response = await post(ctx, { event: 'page_view', page: '/tarifs', properties: { device: 'tablet', browser: 'Netscape', os: 'BeOS' } });
    expect(response.statusCode).toBe(202);
    const row = await eventsRepository(ctx.db).latest();
    expect(JSON.parse(row?.properties ?? '')).toEqual({ device: 'desktop', browser: 'Chrome', os: 'Windows' });
    // A system the parser cannot name is left out, not replaced by what the browser claimed.
    await post(ctx, { event: 'page_view', page: '/tarifs', properties: { browser: 'Netscape', os: 'BeOS' } }, { 'user-agent': 'Mozilla/5.0 (X11) Maison/1.0' });
    expect(JSON.parse((await eventsRepository(ctx.db).latest())?.properties ?? '')).toEqual({ device: 'desktop', browser: 'Mozilla' });
  });

  it('gives the same visitor the same key today and another browser another key', async () => {
    await post(ctx, { event: 'page_view', page: '/' });
    const first = (await eventsRepository(ctx.db).latest())?.visitorKey;
    await post(ctx, { event: 'page_view', page: '/team' });
    const second = await eventsRepository(ctx.db).latest();
    expect(second?.visitorKey).toBe(first);
    expect(second?.funnelStage).toBe('AWARENESS');
    await post(ctx, { event: 'page_view', page: '/' }, { 'user-agent': `${BROWSER} Edg/126.0` });
    expect((await eventsRepository(ctx.db).latest())?.visitorKey).not.toBe(first);
  });

  it('reads a sendBeacon body sent as text/plain', async () => {
    const response = await post(ctx, JSON.stringify({ event: 'scroll_depth', page: '/', properties: { depth: 50 } }), { 'content-type': 'text/plain;charset=UTF-8' });
    expect(response.statusCode).toBe(202);
    expect((await eventsRepository(ctx.db).latest())?.name).toBe('scroll_depth');
  });

  it.each([
    ['an unknown event name', { ...valid, event: 'drop_table' }],
    ['a missing event name', { page: '/' }],
    ['a page that is not a path', { ...valid, page: 'https://ailleurs.fr/' }],
    ['a missing page', { event: 'page_view' }],
    ['a page over 300 characters', { ...valid, page: `/${'a'.repeat(300)}` }],
    ['a property value over 200 characters', { ...valid, properties: { label: 'x'.repeat(201) } }],
    ['a nested property', { ...valid, properties: { nested: { a: 1 } } }],
    ['more than 20 properties', { ...valid, properties: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) }],
    ['a property name over 40 characters', { ...valid, properties: { ['k'.repeat(41)]: 1 } }],
    ['a referrer over 2000 characters', { ...valid, referrer: `https://a.fr/${'r'.repeat(2000)}` }],
    ['a negative timestamp', { ...valid, timestamp: -1 }],
    ['an array', [valid]],
    ['a string', '"page_view"'],
  ])('refuses %s with a French 400 and stores nothing', async (_label, payload) => {
    const before = await eventsRepository(ctx.db).count();
    const response = await post(ctx, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(typeof response.json().message).toBe('string');
    expect(await eventsRepository(ctx.db).count()).toBe(before);
  });

  it('refuses broken JSON in either content type and oversize bodies, never with a 5xx', async () => {
    expect((await post(ctx, '{"event":')).statusCode).toBe(400);
    const plain = await post(ctx, 'pas du json', { 'content-type': 'text/plain' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe("Le corps de la requête n'est pas un JSON valide.");
    const big = await post(ctx, { ...valid, properties: { a: 'x'.repeat(9000) } });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('La requête est trop volumineuse.');
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['a headless browser', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36'],
    ['curl', 'curl/8.5.0'],
    ['no user agent', ''],
  ])('drops events from %s silently', async (_label, userAgent) => {
    const before = await eventsRepository(ctx.db).count();
    const response = await post(ctx, valid, { 'user-agent': userAgent });
    expect(response.statusCode).toBe(202);
    expect(await eventsRepository(ctx.db).count()).toBe(before);
  });
});

describe.each(databaseKinds)('events rate limit on %s', (kind) => {
  it('answers 429 in French to a burst of 121 events in a minute', () =>
    expectBurstLimited(kind, { allowed: 120, acceptedStatus: 202, send: (ctx) => post(ctx, { event: 'page_view', page: '/' }) }));
});
