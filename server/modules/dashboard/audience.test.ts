import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOf, formatDuration } from '../../../domain/analytics/audience-figures';
import { loginAs } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { addDays } from '../../../domain/calendar-day';
import { parisDayHours, parisToday } from '../../../domain/paris-time';
import { siteAudience } from '../events/site-audience';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const dayBefore = (days: number) => addDays(parisToday(), -days);

describe('audience figures in French', () => {
  it.each([
    [null, '-'],
    [42.4, '42 s'],
    [65, '1 min 05 s'],
    [1800, '30 min 00 s'],
  ])('writes %s seconds as %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));

  it.each([
    [0, 0, 'stable'],
    [5, 0, 'nouveau'],
    [12, 10, '+20\u00a0%'],
    [9, 10, '-10\u00a0%'],
    [10, 10, 'stable'],
  ])('writes %i against %i as %s', (current, previous, text) => expect(changeOf(current, previous)).toBe(text));
});

describe.each(databaseKinds)('GET /api/admin/dashboard/audience on %s', (kind) => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
    token = (await loginAs(ctx)).token;
    const event = (address: string, body: object, userAgent = BROWSER) =>
      ctx.app.inject({ method: 'POST', url: '/api/events', remoteAddress: address, headers: { 'content-type': 'application/json', 'user-agent': userAgent }, payload: body });
    // Today: a visitor from a search engine reads two pages, one from a campaign on a phone (whose claimed device
    // the server replaces with what it reads), one from a partner's blog; a robot.
    await event('203.0.113.1', { event: 'page_view', page: '/', referrer: 'https://www.google.fr/search?q=agence' });
    await event('203.0.113.1', { event: 'time_on_page', page: '/', properties: { seconds: 10 } });
    // It scrolls the home page halfway (its deepest mark counts), then a third of the page it reads next.
    await event('203.0.113.1', { event: 'scroll_depth', page: '/', properties: { depth: 25 } });
    await event('203.0.113.1', { event: 'scroll_depth', page: '/', properties: { depth: 50 } });
    await event('203.0.113.1', { event: 'page_view', page: '/contact?from=home', referrer: 'https://www.google.fr/' });
    await event('203.0.113.1', { event: 'scroll_depth', page: '/contact', properties: { depth: 25 } });
    await event('203.0.113.1', { event: 'time_on_page', page: '/contact', properties: { seconds: 30 } });
    await event('203.0.113.2', { event: 'page_view', page: '/pricing', properties: { utm_source: 'newsletter', utm_campaign: 'rentree', device: 'tablet' } }, PHONE);
    // The campaign's visitor sends the callback form: a goal conversion.
    await event('203.0.113.2', { event: 'contact_form_submit', page: '/pricing', properties: { form: 'callback' } }, PHONE);
    // Its browser and system are read by the server: claimed ones are dropped.
    await event('203.0.113.3', { event: 'page_view', page: '/', referrer: 'https://blog.partenaire.fr/article', properties: { browser: 'Netscape', os: 'BeOS' } });
    // A tab left open all night counts as 30 minutes.
    await event('203.0.113.3', { event: 'time_on_page', page: '/', properties: { seconds: 50_000 } });
    // It reads the home page to the end; a mark no page sends counts nothing.
    await event('203.0.113.3', { event: 'scroll_depth', page: '/', properties: { depth: 90 } });
    await event('203.0.113.3', { event: 'scroll_depth', page: '/', properties: { depth: 'tout' } });
    await event('203.0.113.3', { event: 'scroll_depth', page: '/', properties: { depth: 100 } });
    await event('203.0.113.4', { event: 'page_view', page: '/team' }, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    // Ten days ago a direct visit; forty days ago, in the period before, another.
    const row = (page: string, visitorKey: string, createdAt: string) => ({ name: 'page_view', page, funnelStage: 'AWARENESS', visitorKey, properties: '{}', createdAt });
    await ctx.app.db
      .insertInto('analyticsEvents')
      .values([row('/team', 'ancien', `${dayBefore(10)}T09:00:00.000Z`), row('/', 'avant', `${dayBefore(40)}T09:00:00.000Z`)])
      .execute();
  });
  afterAll(() => ctx.close());

  const audience = (query = '') => ctx.app.inject({ method: 'GET', url: `/api/admin/dashboard/audience${query}`, headers: { 'x-api-key': token } });

  it('gives the last 30 days: visitors and views per day, top pages with their time, sources and referrers, against the 30 days before', async () => {
    const response = await audience();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.from).toBe(dayBefore(29));
    expect(body.to).toBe(dayBefore(0));
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)).toEqual({ day: dayBefore(0), visitors: 3, pageViews: 4 });
    expect(body.days.at(-11)).toEqual({ day: dayBefore(10), visitors: 1, pageViews: 1 });
    // Three of the four visitors saw one page only.
    expect(body.totals).toEqual({ visitors: 4, pageViews: 5, pagesPerVisitor: 1.25, averageSeconds: (10 + 30 + 1800) / 3, bounceRate: 0.75, leads: 1, conversionRate: 0.25 });
    // Today is under way: the 30 days before up to the same hour of their last day (0572).
    expect(body.previous).toEqual({ from: dayBefore(59), to: dayBefore(30), until: expect.stringMatching(/^\d{4}-/), visitors: 1, pageViews: 1 });
    // Scroll depth: each visitor's deepest mark on the page, averaged; a page nobody scrolled has none.
    expect(body.pages).toEqual([
      { page: '/', pageViews: 2, visitors: 2, averageSeconds: (10 + 1800) / 2, scrollDepth: (0.5 + 0.9) / 2 },
      { page: '/contact', pageViews: 1, visitors: 1, averageSeconds: 30, scrollDepth: 0.25 },
      { page: '/pricing', pageViews: 1, visitors: 1, averageSeconds: null, scrollDepth: null },
      { page: '/team', pageViews: 1, visitors: 1, averageSeconds: null, scrollDepth: null },
    ]);
    expect(body.sources).toEqual([
      { source: 'direct', visitors: 1 },
      { source: 'search', visitors: 1 },
      { source: 'social', visitors: 0 },
      { source: 'campaign', visitors: 1 },
      { source: 'referral', visitors: 1 },
    ]);
    expect(body.referrers).toEqual([
      { referrer: 'blog.partenaire.fr', visitors: 1 },
      { referrer: 'www.google.fr', visitors: 1 },
    ]);
    expect(body.entryPages).toEqual([
      { page: '/', visitors: 2 },
      { page: '/pricing', visitors: 1 },
      { page: '/team', visitors: 1 },
    ]);
    // Each visitor's last page view: the search engine's visitor left from /contact, the home page's other visitor
    // from it; the exit rate is the share of the page's views that ended a visit.
    expect(body.exitPages).toEqual([
      { page: '/', visitors: 1, pageViews: 2, exitRate: 0.5 },
      { page: '/contact', visitors: 1, pageViews: 1, exitRate: 1 },
      { page: '/pricing', visitors: 1, pageViews: 1, exitRate: 1 },
      { page: '/team', visitors: 1, pageViews: 1, exitRate: 1 },
    ]);
    expect(body.campaigns).toEqual([{ campaign: 'rentree', visitors: 1 }]);
    // The browser and the system of each first page view; none for the one stored before they were recorded.
    const named = (rows: Array<Record<string, string | number>>, key: string) => rows.map((row) => `${row[key]} ${row.visitors}`);
    expect(named(body.browsers, 'browser')).toEqual(['Chrome 2', 'Safari 1', 'unknown 1']);
    expect(named(body.systems, 'os')).toEqual(['Windows 2', 'iOS 1', 'unknown 1']);
    // The page view inserted without a device (as those stored before it was recorded) counts as unknown.
    expect(body.devices).toEqual([
      { device: 'mobile', visitors: 1 },
      { device: 'tablet', visitors: 0 },
      { device: 'desktop', visitors: 2 },
      { device: 'unknown', visitors: 1 },
    ]);
  });

  it("keeps every figure to the visitors a filter matches: a page they viewed, where they arrived, their campaign, referrer or device", async () => {
    const filtered = async (query: string) => {
      const response = await audience(query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const byCampaign = await filtered('?campaign=rentree');
    expect(byCampaign.totals).toEqual({ visitors: 1, pageViews: 1, pagesPerVisitor: 1, averageSeconds: null, bounceRate: 1, leads: 1, conversionRate: 1 });
    expect(byCampaign.pages).toEqual([{ page: '/pricing', pageViews: 1, visitors: 1, averageSeconds: null, scrollDepth: null }]);
    expect(byCampaign.devices).toEqual([
      { device: 'mobile', visitors: 1 },
      { device: 'tablet', visitors: 0 },
      { device: 'desktop', visitors: 0 },
    ]);
    expect(byCampaign.previous).toMatchObject({ visitors: 0, pageViews: 0 });

    // A page filter keeps the visitors who viewed it, with all their pages.
    const byPage = await filtered(`?page=${encodeURIComponent('/contact')}`);
    expect(byPage.totals).toEqual({ visitors: 1, pageViews: 2, pagesPerVisitor: 2, averageSeconds: 20, bounceRate: 0, leads: 0, conversionRate: 0 });
    expect(byPage.pages.map((row: { page: string }) => row.page)).toEqual(['/', '/contact']);
    expect(byPage.sources).toContainEqual({ source: 'search', visitors: 1 });
    expect(byPage.referrers).toEqual([{ referrer: 'www.google.fr', visitors: 1 }]);
    expect(byPage.exitPages).toEqual([{ page: '/contact', visitors: 1, pageViews: 1, exitRate: 1 }]);

    // An exit page keeps the visitors whose last page it was: the home page's reader who went on to /contact is not
    // among those who left from the home page.
    const byExit = await filtered(`?exit=${encodeURIComponent('/')}`);
    expect(byExit.totals).toMatchObject({ visitors: 1, pageViews: 1, averageSeconds: 1800 });
    expect(byExit.exitPages).toEqual([{ page: '/', visitors: 1, pageViews: 1, exitRate: 1 }]);
    expect((await filtered(`?exit=${encodeURIComponent('/contact')}`)).totals).toMatchObject({ visitors: 1, pageViews: 2 });

    // A browser or a system keeps the visitors whose first page view was made with it; 'unknown' those without.
    expect((await filtered('?browser=Safari')).totals).toMatchObject({ visitors: 1, pageViews: 1, leads: 1 });
    expect((await filtered('?os=Windows')).totals).toMatchObject({ visitors: 2, pageViews: 3 });
    const byUnknownSystem = await filtered('?os=unknown');
    expect(byUnknownSystem.totals).toMatchObject({ visitors: 1, pageViews: 1 });
    expect(byUnknownSystem.pages).toEqual([{ page: '/team', pageViews: 1, visitors: 1, averageSeconds: null, scrollDepth: null }]);

    const byReferrer = await filtered('?referrer=BLOG.partenaire.fr');
    expect(byReferrer.totals).toMatchObject({ visitors: 1, pageViews: 1, averageSeconds: 1800 });

    // A source is decided by the breakdown's rules: the filter keeps the visitors it counts under each one.
    const bySource = async (source: string) => (await filtered(`?source=${source}`)).totals;
    expect(await bySource('search')).toMatchObject({ visitors: 1, pageViews: 2 });
    expect(await bySource('campaign')).toMatchObject({ visitors: 1, pageViews: 1, leads: 1 });
    expect(await bySource('referral')).toMatchObject({ visitors: 1, pageViews: 1 });
    expect(await bySource('social')).toMatchObject({ visitors: 0, pageViews: 0 });
    const direct = await filtered('?source=direct');
    expect(direct.totals).toMatchObject({ visitors: 1, pageViews: 1 });
    expect(direct.pages).toEqual([{ page: '/team', pageViews: 1, visitors: 1, averageSeconds: null, scrollDepth: null }]);
    // The span before follows the same filter: its one visit was direct too.
    expect(direct.previous).toMatchObject({ visitors: 1, pageViews: 1 });
    expect(direct.sources).toContainEqual({ source: 'direct', visitors: 1 });
    expect(direct.sources).toContainEqual({ source: 'search', visitors: 0 });

    // 'Inconnu': the visit stored without a device (ten days ago), the one the breakdown counts so.
    const unknown = await filtered('?device=unknown');
    expect(unknown.totals).toMatchObject({ visitors: 1, pageViews: 1 });
    expect(unknown.pages).toEqual([{ page: '/team', pageViews: 1, visitors: 1, averageSeconds: null, scrollDepth: null }]);
    expect(unknown.devices).toContainEqual({ device: 'unknown', visitors: 1 });

    // Several filters are all required.
    expect((await filtered('?device=desktop&entry=%2F')).totals).toMatchObject({ visitors: 2, pageViews: 3 });
    expect((await filtered('?entry=%2F&page=%2Fcontact')).totals).toMatchObject({ visitors: 1, pageViews: 2 });
    const none = await filtered('?device=desktop&campaign=rentree');
    expect(none.totals).toEqual({ visitors: 0, pageViews: 0, pagesPerVisitor: null, averageSeconds: null, bounceRate: null, leads: 0, conversionRate: null });
    expect(none.pages).toEqual([]);
    expect(none.days).toHaveLength(30);
  });

  it.each([
    ['?device=frigo', 'Appareil inconnu : mobile, tablet, desktop ou unknown'],
    ['?source=pigeon', 'Source inconnue : direct, search, social, campaign ou referral'],
    ['?page=pricing', 'Le filtre de page doit être un chemin du site commençant par / (200 caractères au plus)'],
    ['?entry=contact', 'Le filtre de page d’entrée doit être un chemin du site commençant par / (200 caractères au plus)'],
    ['?exit=contact', 'Le filtre de page de sortie doit être un chemin du site commençant par / (200 caractères au plus)'],
    [`?browser=${'x'.repeat(51)}`, 'Le filtre de navigateur doit contenir de 1 à 50 caractères'],
    ['?os=%20', 'Le filtre de système doit contenir de 1 à 50 caractères'],
    [`?campaign=${'x'.repeat(101)}`, 'Le filtre de campagne doit contenir de 1 à 100 caractères'],
    ['?referrer=exemple.fr%2Fchemin', 'Le filtre de site référent doit être un nom de domaine (253 caractères au plus)'],
    ['?form=devis', 'Formulaire inconnu : contact, callback ou super-assistant'],
  ])('refuses the filter %s in French', async (query, message) => {
    const response = await audience(query);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it.runIf(kind === 'sqlite')("reads the events on the checkpoint worker's connection, with the same figures without it (0507)", async () => {
    const urls = ['/api/admin/dashboard/audience', '/api/admin/dashboard/audience?audience-device=mobile', '/api/admin/dashboard/funnel', '/api/admin/seo/not-found'];
    const read = async () =>
      Promise.all(
        urls.map(async (url) => {
          const response = await ctx.app.inject({ method: 'GET', url, headers: { 'x-api-key': token } });
          expect(response.statusCode, `${url} ${response.body}`).toBe(200);
          // The figures of the last minutes, the funnel's start and where the period before stops (0572) move with
          // the clock, not with the connection.
          const { current: _current, since: _since, previous, ...figures } = response.json();
          return { ...figures, previous: previous && { ...previous, until: undefined } };
        }),
      );
    const [one, all] = [ctx.db.readOffLoop!, ctx.db.readAllOffLoop!];
    let asked = 0;
    try {
      ctx.db.readOffLoop = (text, parameters) => ((asked += 1), one(text, parameters));
      ctx.db.readAllOffLoop = (text, parameters) => ((asked += 1), all(text, parameters));
      const offLoop = await read();
      expect(asked).toBeGreaterThanOrEqual(15);
      const gone = () => Promise.reject(new Error('le fil de lecture SQLite est arrêté'));
      ctx.db.readOffLoop = gone;
      ctx.db.readAllOffLoop = gone;
      expect(await read()).toEqual(offLoop);
    } finally {
      [ctx.db.readOffLoop, ctx.db.readAllOffLoop] = [one, all];
    }
  });

  it('counts the visitors of the last five minutes and the pages they viewed', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/audience/now', headers: { 'x-api-key': token } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Date.now() - Date.parse(body.since)).toBeGreaterThanOrEqual(5 * 60_000);
    // The three visitors of today's events; neither the robot nor the older page views.
    expect(body.visitors).toBe(3);
    expect(body.pages).toEqual([
      { page: '/', visitors: 2 },
      { page: '/contact', visitors: 1 },
      { page: '/pricing', visitors: 1 },
    ]);
    // A view older than five minutes, and one dated ahead of the clock (another instance's), are not 'now'.
    // Their dates are put back after: moved, they could change day near midnight and the periods' figures with it.
    const moved = await ctx.app.db.selectFrom('analyticsEvents').select(['id', 'createdAt']).where('page', 'in', ['/contact', '/pricing']).execute();
    try {
      await ctx.app.db.updateTable('analyticsEvents').set({ createdAt: new Date(Date.now() - 6 * 60_000).toISOString() }).where('page', '=', '/contact').execute();
      await ctx.app.db.updateTable('analyticsEvents').set({ createdAt: new Date(Date.now() + 60 * 60_000).toISOString() }).where('page', '=', '/pricing').execute();
      const later = (await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/audience/now', headers: { 'x-api-key': token } })).json();
      expect(later.pages.map((row: { page: string }) => row.page)).toEqual(['/']);
      expect(later.visitors).toBe(2);
    } finally {
      for (const { id, createdAt } of moved) await ctx.app.db.updateTable('analyticsEvents').set({ createdAt }).where('id', '=', id).execute();
    }
  });

  it('gives a chosen period, days without a visit included', async () => {
    const body = (await audience(`?from=${dayBefore(11)}&to=${dayBefore(10)}`)).json();
    expect(body.days).toEqual([
      { day: dayBefore(11), visitors: 0, pageViews: 0 },
      { day: dayBefore(10), visitors: 1, pageViews: 1 },
    ]);
    expect(body.totals).toEqual({ visitors: 1, pageViews: 1, pagesPerVisitor: 1, averageSeconds: null, bounceRate: 1, leads: 0, conversionRate: 0 });
    expect(body.pages).toEqual([{ page: '/team', pageViews: 1, visitors: 1, averageSeconds: null, scrollDepth: null }]);
    expect(body.previous).toMatchObject({ from: dayBefore(13), to: dayBefore(12), visitors: 0, pageViews: 0 });
  });

  it('compares a day under way with the day before up to the same hour (0572)', async () => {
    const row = (visitorKey: string, createdAt: string) => ({ name: 'page_view', page: '/faq', funnelStage: 'AWARENESS', visitorKey, properties: '{}', createdAt });
    // 11:00 and 13:00 in Paris the day before; the audience is asked at 12:30.
    await ctx.app.db.insertInto('analyticsEvents').values([row('tot', '2025-06-10T09:00:00.000Z'), row('tard', '2025-06-10T11:00:00.000Z')]).execute();
    const audienceOf = siteAudience(ctx.db, new URL(ctx.config.publicUrl).hostname);
    const day = { from: '2025-06-11', to: '2025-06-11' };
    expect((await audienceOf.over(day, new Date('2025-06-11T10:30:00.000Z'))).previous).toEqual({ from: '2025-06-10', to: '2025-06-10', until: '2025-06-10T10:30:00.000Z', visitors: 1, pageViews: 1 });
    expect((await audienceOf.over(day, new Date('2025-06-12T08:00:00.000Z'))).previous).toEqual({ from: '2025-06-10', to: '2025-06-10', until: null, visitors: 2, pageViews: 2 });
  });

  it('counts each view under its Paris day, summer time and winter time alike (0531)', async () => {
    // Summer time ended on 26 October 2025 at 01:00 UTC: Paris was 2 hours ahead of UTC before, 1 hour after.
    const row = (visitorKey: string, createdAt: string) => ({ name: 'page_view', page: '/faq', funnelStage: 'AWARENESS', visitorKey, properties: '{}', createdAt });
    await ctx.app.db
      .insertInto('analyticsEvents')
      .values([
        row('veille', '2025-10-24T21:59:59.999Z'), // 23:59 in Paris on the 24th: the period before
        row('nuit-ete', '2025-10-25T22:30:00.000Z'), // 00:30 in Paris on the 26th
        row('soir-hiver', '2025-10-26T22:30:00.000Z'), // 23:30 in Paris on the 26th
        row('nuit-hiver', '2025-10-26T23:30:00.000Z'), // 00:30 in Paris on the 27th
      ])
      .execute();
    const body = (await audience('?from=2025-10-25&to=2025-10-27')).json();
    expect(body.days).toEqual([
      { day: '2025-10-25', visitors: 0, pageViews: 0 },
      { day: '2025-10-26', visitors: 2, pageViews: 2 },
      { day: '2025-10-27', visitors: 1, pageViews: 1 },
    ]);
    expect(body.previous).toMatchObject({ from: '2025-10-22', to: '2025-10-24', visitors: 1, pageViews: 1 });
  });

  it('gives a one-day period by its Paris hours, the night the clocks go back its 25, and each filter applies (0564)', async () => {
    // Summer time ended on 27 October 2024 at 01:00 UTC: the clocks showed 02:00 to 03:00 twice that night.
    const row = (visitorKey: string, page: string, createdAt: string) => ({ name: 'page_view', page, funnelStage: 'AWARENESS', visitorKey, properties: '{}', createdAt });
    await ctx.app.db
      .insertInto('analyticsEvents')
      .values([
        row('ete', '/blog', '2024-10-27T00:30:00.000Z'), // 02:30 in Paris, summer time
        row('hiver', '/blog', '2024-10-27T01:30:00.000Z'), // 02:30 in Paris, winter time
        row('matin', '/faq', '2024-10-27T08:00:00.000Z'), // 09:00 in Paris
        row('matin', '/faq', '2024-10-27T08:59:59.999Z'),
        row('voisin', '/blog', '2024-10-27T08:10:00.000Z'),
        row('midi', '/blog', '2024-10-27T09:00:00.000Z'), // 10:00 in Paris: the next hour
      ])
      .execute();
    const body = (await audience('?from=2024-10-27&to=2024-10-27')).json();
    expect(body.hours).toHaveLength(25);
    expect(body.hours.slice(0, 5)).toEqual([
      { hour: '00:00', starts: '2024-10-26T22:00:00.000Z', visitors: 0, pageViews: 0 },
      { hour: '01:00', starts: '2024-10-26T23:00:00.000Z', visitors: 0, pageViews: 0 },
      { hour: '02:00', starts: '2024-10-27T00:00:00.000Z', visitors: 1, pageViews: 1 },
      { hour: '02:00', starts: '2024-10-27T01:00:00.000Z', visitors: 1, pageViews: 1 },
      { hour: '03:00', starts: '2024-10-27T02:00:00.000Z', visitors: 0, pageViews: 0 },
    ]);
    expect(body.hours[10]).toEqual({ hour: '09:00', starts: '2024-10-27T08:00:00.000Z', visitors: 2, pageViews: 3 });
    expect(body.hours[11]).toEqual({ hour: '10:00', starts: '2024-10-27T09:00:00.000Z', visitors: 1, pageViews: 1 });
    expect(body.hours[24]).toMatchObject({ hour: '23:00', starts: '2024-10-27T22:00:00.000Z' });
    expect(body.days).toEqual([{ day: '2024-10-27', visitors: 5, pageViews: 6 }]);

    // The visitors of a page only.
    const filtered = (await audience('?from=2024-10-27&to=2024-10-27&page=%2Ffaq')).json();
    expect(filtered.hours.filter((hour: { pageViews: number }) => hour.pageViews > 0)).toEqual([{ hour: '09:00', starts: '2024-10-27T08:00:00.000Z', visitors: 1, pageViews: 2 }]);

    // A longer period has no hours.
    expect((await audience('?from=2024-10-26&to=2024-10-27')).json().hours).toEqual([]);
  });

  it("gives today's hours begun so far, their views adding up to the day's", async () => {
    const today = dayBefore(0);
    const hoursBegunAt = (at: number) => parisDayHours(today).filter((hour) => Date.parse(hour.starts) <= at);
    const asked = Date.now();
    const body = (await audience(`?from=${today}&to=${today}`)).json();
    // An hour may begin while the server answers.
    expect(body.hours.length).toBeGreaterThanOrEqual(hoursBegunAt(asked).length);
    expect(body.hours.length).toBeLessThanOrEqual(hoursBegunAt(Date.now()).length);
    expect(body.hours.map((hour: { starts: string }) => hour.starts)).toEqual(parisDayHours(today).slice(0, body.hours.length).map((hour) => hour.starts));
    const views = body.hours.reduce((sum: number, hour: { pageViews: number }) => sum + hour.pageViews, 0);
    expect(views).toBe(body.days[0].pageViews);
    expect(views).toBeGreaterThan(0);
  });

  it('counts the visitors who sent each lead form, and keeps every figure to those of one form (0565)', async () => {
    const row = (name: string, visitorKey: string, properties: object) => ({
      name,
      page: '/contact',
      funnelStage: name === 'page_view' ? 'AWARENESS' : 'CONVERSION',
      visitorKey,
      properties: JSON.stringify(properties),
      createdAt: '2024-06-10T09:00:00.000Z',
    });
    await ctx.app.db
      .insertInto('analyticsEvents')
      .values([
        ...['a', 'b', 'c', 'd'].map((key) => row('page_view', `formulaires-${key}`, {})),
        // The contact form names no form; a name the site does not have counts as it.
        row('contact_form_submit', 'formulaires-a', {}),
        row('contact_form_submit', 'formulaires-b', { form: 'callback' }),
        row('contact_form_submit', 'formulaires-b', { form: 'super-assistant' }),
        row('contact_form_submit', 'formulaires-c', { form: 'devis' }),
      ])
      .execute();
    const body = (await audience('?from=2024-06-10&to=2024-06-10')).json();
    expect(body.totals).toMatchObject({ visitors: 4, leads: 3 });
    expect(body.leadForms).toEqual([
      { form: 'contact', visitors: 2 },
      { form: 'callback', visitors: 1 },
      { form: 'super-assistant', visitors: 1 },
    ]);
    // Those who asked for a callback: one visitor, who also sent the super assistant's form.
    const callers = (await audience('?from=2024-06-10&to=2024-06-10&form=callback')).json();
    expect(callers.totals).toMatchObject({ visitors: 1, pageViews: 1, leads: 1 });
    expect(callers.leadForms).toEqual([
      { form: 'contact', visitors: 0 },
      { form: 'callback', visitors: 1 },
      { form: 'super-assistant', visitors: 1 },
    ]);
    expect((await audience('?from=2024-06-10&to=2024-06-10&form=contact')).json().totals).toMatchObject({ visitors: 2, leads: 2 });
  });

  it('refuses a period that is not one, in French', async () => {
    const badDay = await audience('?from=2026-13-01');
    expect(badDay.statusCode).toBe(400);
    expect(JSON.stringify(badDay.json())).toContain('La date doit être au format AAAA-MM-JJ');
    const reversed = await audience(`?from=${dayBefore(1)}&to=${dayBefore(5)}`);
    expect(reversed.statusCode).toBe(400);
    expect(JSON.stringify(reversed.json())).toContain('La date de début doit précéder la date de fin');
  });

  it('exports the same figures as a CSV file for the same period and filters, refusing a bad filter in French', async () => {
    const exported = await ctx.app.inject({ method: 'GET', url: `/api/admin/dashboard/audience/export?from=${dayBefore(6)}&to=${dayBefore(0)}`, headers: { 'x-api-key': token } });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="audience-${dayBefore(6)}-${dayBefore(0)}.csv"`);
    expect(exported.body.startsWith('\ufeffRubrique;Élément;Visiteurs;Pages vues\r\n')).toBe(true);
    const lines = exported.body.slice(1).trim().split('\r\n');
    const french = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
    expect(lines, exported.body).toContain(`Période;du ${french(dayBefore(6))} au ${french(dayBefore(0))};3;4`);
    expect(lines.filter((line) => line.startsWith('Jour;'))).toHaveLength(7);
    expect(lines).toContain(`Jour;${french(dayBefore(0))};3;4`);
    expect(lines).toContain('Page;/contact;1;1');
    expect(lines).toContain('Source;Moteurs de recherche;1;');
    expect(lines).toContain('Site référent;blog.partenaire.fr;1;');
    expect(lines).toContain('Campagne;rentree;1;');
    expect(lines).toContain('Page de sortie;/;1;2');
    expect(lines).toContain('Navigateur;Chrome;2;');
    expect(lines).toContain('Système;iOS;1;');

    const filtered = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/audience/export?campaign=rentree', headers: { 'x-api-key': token } });
    expect(filtered.body).toContain(`Période;du ${french(dayBefore(29))} au ${french(dayBefore(0))};1;1`);
    expect(filtered.body).not.toContain('Page;/contact');

    const refused = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/audience/export?source=pigeon', headers: { 'x-api-key': token } });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('Source inconnue');
  });

  it('is behind the admin guard', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/audience' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/audience/export' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/audience/now' })).statusCode).toBe(401);
  });
});

describe.each(databaseKinds)('the audience of visitors who arrived alike, on %s', (kind) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
    token = (await loginAs(ctx)).token;
    // Three visitors land on /blog from the same search with the same device, a fourth elsewhere; two of them read it
    // for the same time. The server reads each distinct landing once and counts it for every visitor (0507).
    const at = new Date().toISOString();
    const row = (name: string, page: string, visitorKey: string, properties: object) => ({ name, page, funnelStage: 'AWARENESS', visitorKey, properties: JSON.stringify(properties), createdAt: at });
    const search = { referrer: 'www.google.fr', device: 'desktop' };
    await ctx.app.db
      .insertInto('analyticsEvents')
      .values([
        row('page_view', '/blog', 'a', search),
        row('page_view', '/blog', 'b', search),
        row('page_view', '/blog', 'c', search),
        row('page_view', '/faq', 'd', { device: 'mobile', utm_campaign: 'salon', utm_source: 'linkedin' }),
        row('time_on_page', '/blog', 'a', { seconds: 40 }),
        row('time_on_page', '/blog', 'b', { seconds: 40 }),
        row('time_on_page', '/blog', 'c', { seconds: 10 }),
      ])
      .execute();
  });
  afterAll(() => ctx.close());

  it('counts each visitor of a landing shared by several, and each reading of a time shared by several', async () => {
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/audience', headers: { 'x-api-key': token } })).json();
    expect(body.sources).toEqual([
      { source: 'direct', visitors: 0 },
      { source: 'search', visitors: 3 },
      { source: 'social', visitors: 0 },
      { source: 'campaign', visitors: 1 },
      { source: 'referral', visitors: 0 },
    ]);
    expect(body.referrers).toEqual([{ referrer: 'www.google.fr', visitors: 3 }]);
    expect(body.entryPages).toEqual([
      { page: '/blog', visitors: 3 },
      { page: '/faq', visitors: 1 },
    ]);
    expect(body.devices).toEqual([
      { device: 'mobile', visitors: 1 },
      { device: 'tablet', visitors: 0 },
      { device: 'desktop', visitors: 3 },
    ]);
    expect(body.pages[0]).toEqual({ page: '/blog', pageViews: 3, visitors: 3, averageSeconds: 30, scrollDepth: null });
    expect(body.totals.averageSeconds).toBe(30);
  });
});
