import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsMessages } from '../../../domain/tracking-link-stats';
import { trackingLinkMessages } from '../../../domain/tracking-links';
import { parisDayBounds, parisToday } from '../../../domain/paris-time';
import { addDays, frenchDay } from '../../../domain/calendar-day';
import { qrMessages } from '../../../domain/qr-codes';
import { loginAs } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { contactMessage, superAssistantLead } from '../../test/lead-payload';
import { prospectsService } from '../prospects/service';
import { requestsService } from '../requests/service';
import { trackingLinksRepository } from './repository';
import { statsRepository } from './stats-repository';
import { trackingStatsService } from './stats-service';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const TABLET = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const today = () => parisToday();

describe.each(databaseKinds)('tracking-link and campaign statistics on %s', (kind) => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
    token = (await loginAs(ctx)).token;
  });
  afterAll(() => ctx.close());

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { 'x-api-key': token }, ...(payload ? { payload } : {}) });
  const visit = (url: string, userAgent: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
    ctx.app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent, ...headers }, remoteAddress });
  const contact = (code: string, campaign: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(contactMessage({ campaign: { source: 'linkedin', medium: 'social', campaign, code } })),
    });

  it('answers clicks, unique visitors, referrers, devices and one attributed lead for a link and its campaign', async () => {
    const link = (await api('POST', '/api/admin/tracking-links', { clientName: 'Lancement', campaign: 'lancement', source: 'linkedin', destination: '/contact' })).json().data;
    const other = (await api('POST', '/api/admin/tracking-links', { clientName: 'Lancement bis', campaign: 'lancement' })).json().data;
    const path = `/t/${link.trackingCode}`;
    await visit(path, PHONE, { referer: 'https://www.linkedin.com/feed/?q=secret' });
    await visit(path, PHONE, { referer: 'https://www.linkedin.com/feed/' });
    await visit(path, DESKTOP, {}, '198.51.100.2');
    await visit(`${path}?qr=1`, TABLET, {}, '198.51.100.3');
    await visit(path, GOOGLEBOT);
    await visit(`/t/${other.trackingCode}`, PHONE, { referer: 'https://www.linkedin.com/' });
    expect((await contact(link.trackingCode, 'lancement')).statusCode).toBe(201);

    const response = await api('GET', `/api/admin/tracking-links/${link.id}/stats?from=${today()}&to=${today()}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, from: today(), to: today(), link: { id: link.id, leadCount: 1 } });
    // The robot is not counted; the phone came twice, one visitor; the tablet scanned the QR code.
    expect(body.stats.totals).toEqual({ clicks: 3, scans: 1, visitors: 3, leads: 1, conversionRate: 1 / 3, estimatedValue: 0, wonValue: 0 });
    expect(body.stats.days).toEqual([{ day: today(), clicks: 3, scans: 1, visitors: 3, leads: 1 }]);
    expect(body.stats.referrers).toEqual([
      { referrer: '', visits: 2 },
      { referrer: 'www.linkedin.com', visits: 2 },
    ]);
    expect(body.stats.devices).toEqual([
      { device: 'mobile', visits: 2 },
      { device: 'tablet', visits: 1 },
      { device: 'desktop', visits: 1 },
    ]);
    expect(body.stats.leadsBySource).toEqual({ contact: 1, callback: 0, superAssistant: 0 });

    const campaigns = (await api('GET', '/api/admin/campaigns/stats')).json();
    expect(campaigns.to).toBe(today());
    const launch = campaigns.campaigns.find((entry: { campaign: string }) => entry.campaign === 'lancement');
    // The phone followed both links: one visitor of the campaign, counted once a day.
    expect(launch.totals).toEqual({ clicks: 4, scans: 1, visitors: 3, leads: 1, conversionRate: 1 / 3, estimatedValue: 0, wonValue: 0 });
    expect(launch.linkCount).toBe(2);
    const [launchInFull] = (await api('GET', '/api/admin/campaigns/stats/campaign?campaign=lancement')).json().campaigns;
    expect(launchInFull.stats.totals).toEqual(launch.totals);
    expect(launchInFull.links).toEqual([
      { id: link.id, clientName: 'Lancement', trackingCode: link.trackingCode, clicks: 3, scans: 1, visitors: 3, leads: 1, conversionRate: 1 / 3, estimatedValue: 0, wonValue: 0 },
      { id: other.id, clientName: 'Lancement bis', trackingCode: other.trackingCode, clicks: 1, scans: 0, visitors: 1, leads: 0, conversionRate: 0, estimatedValue: 0, wonValue: 0 },
    ].sort((a, b) => b.id - a.id));
  });

  it("sums the estimated values of the prospects a link brought, and of those won, over the period they were added", async () => {
    const link = (await api('POST', '/api/admin/tracking-links', { clientName: 'Salon', campaign: 'salon-2026' })).json().data;
    const other = (await api('POST', '/api/admin/tracking-links', { clientName: 'Salon bis', campaign: 'salon-2026' })).json().data;
    const request = (await contact(link.trackingCode, 'salon-2026')).json();
    const prospect = (await api('POST', `/api/admin/callback-requests/${request.id}/prospect`)).json().prospect;
    const base = { email: prospect.email, telephone: '', statut: 'RDV planifié' };
    expect((await api('PUT', `/api/admin/prospects/${prospect.id}`, { ...base, estimated_value: 12_000 })).statusCode).toBe(200);
    const totals = async () => (await api('GET', `/api/admin/tracking-links/${link.id}/stats?from=${today()}&to=${today()}`)).json().stats.totals;
    expect(await totals()).toMatchObject({ leads: 1, estimatedValue: 12_000, wonValue: 0 });
    expect((await api('PUT', `/api/admin/prospects/${prospect.id}`, { ...base, statut: 'Client' })).statusCode).toBe(200);
    expect(await totals()).toMatchObject({ estimatedValue: 12_000, wonValue: 12_000 });
    const salon = (await api('GET', '/api/admin/campaigns/stats')).json().campaigns.find((entry: { campaign: string }) => entry.campaign === 'salon-2026');
    expect(salon.totals).toMatchObject({ estimatedValue: 12_000, wonValue: 12_000 });
    const [salonInFull] = (await api('GET', '/api/admin/campaigns/stats/campaign?campaign=salon-2026')).json().campaigns;
    // The view's totals, read for every campaign at once, are those of the campaign read in full (0575).
    expect(salonInFull.stats.totals).toEqual(salon.totals);
    expect(salonInFull.links.find((row: { id: number }) => row.id === other.id)).toMatchObject({ estimatedValue: 0, wonValue: 0 });
    // A period that ends before the prospect was added does not count it.
    const before = (await api('GET', `/api/admin/tracking-links/${link.id}/stats?from=2026-01-01&to=2026-01-31`)).json().stats.totals;
    expect(before).toMatchObject({ estimatedValue: 0, wonValue: 0 });
  });

  it('gives a one-day period by its Paris hours, the night the clocks go back its 25, and none to a longer period (0566)', async () => {
    const link = (await api('POST', '/api/admin/tracking-links', { clientName: 'Heures', campaign: 'heures' })).json().data;
    const click = (createdAt: string, kind: 'click' | 'scan', visitorKey: string) => ({ linkId: link.id, kind, day: '2024-10-27', createdAt, visitorKey, referrer: null, device: 'mobile' as const });
    await ctx.db
      .insertInto('trackingLinkClicks')
      .values([
        click('2024-10-27T00:30:00.000Z', 'click', 'ete'), // 02:30 in Paris, summer time
        click('2024-10-27T01:30:00.000Z', 'scan', 'hiver'), // 02:30 in Paris, winter time
        click('2024-10-27T08:00:00.000Z', 'click', 'matin'), // 09:00 in Paris
        click('2024-10-27T08:59:59.999Z', 'click', 'matin'),
        click('2024-10-27T09:00:00.000Z', 'click', 'midi'), // 10:00 in Paris: the next hour
      ])
      .execute();
    // A contact message and a super-assistant lead, moved to that day's morning.
    const campaign = { source: 'linkedin', medium: 'social', campaign: 'heures', code: link.trackingCode };
    const request = (await contact(link.trackingCode, 'heures')).json();
    await ctx.db.updateTable('callbackRequests').set({ createdAt: '2024-10-27T08:15:00.000Z' }).where('id', '=', request.id).execute();
    expect((await ctx.app.inject({ method: 'POST', url: '/api/leads', payload: { ...superAssistantLead, campaign } })).statusCode).toBe(201);
    await ctx.db.updateTable('prospects').set({ dateAjout: '2024-10-27T09:45:00.000Z' }).where('campaignCode', '=', link.trackingCode).execute();

    const stats = (await api('GET', `/api/admin/tracking-links/${link.id}/stats?from=2024-10-27&to=2024-10-27`)).json().stats;
    expect(stats.totals).toMatchObject({ clicks: 4, scans: 1, visitors: 4, leads: 2 });
    expect(stats.hours).toHaveLength(25);
    expect(stats.hours.slice(2, 4)).toEqual([
      { hour: '02:00', starts: '2024-10-27T00:00:00.000Z', clicks: 1, scans: 0, visitors: 1, leads: 0 },
      { hour: '02:00', starts: '2024-10-27T01:00:00.000Z', clicks: 0, scans: 1, visitors: 1, leads: 0 },
    ]);
    expect(stats.hours[10]).toEqual({ hour: '09:00', starts: '2024-10-27T08:00:00.000Z', clicks: 2, scans: 0, visitors: 1, leads: 1 });
    expect(stats.hours[11]).toEqual({ hour: '10:00', starts: '2024-10-27T09:00:00.000Z', clicks: 1, scans: 0, visitors: 1, leads: 1 });
    expect(stats.hours[24]).toMatchObject({ hour: '23:00', starts: '2024-10-27T22:00:00.000Z', clicks: 0 });

    const [hours] = (await api('GET', '/api/admin/campaigns/stats/campaign?from=2024-10-27&to=2024-10-27&campaign=heures')).json().campaigns;
    expect(hours.campaign).toBe('heures');
    expect(hours.stats.hours[10]).toEqual(stats.hours[10]);
    // A longer period has no hours; today has those begun so far.
    expect((await api('GET', `/api/admin/tracking-links/${link.id}/stats?from=2024-10-26&to=2024-10-27`)).json().stats.hours).toEqual([]);
    const todayHours = (await api('GET', `/api/admin/tracking-links/${link.id}/stats?from=${today()}&to=${today()}`)).json().stats.hours;
    expect(todayHours.length).toBeGreaterThan(0);
    expect(Date.parse(todayHours.at(-1).starts)).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - Date.parse(todayHours.at(-1).starts)).toBeLessThan(3_600_000);
  });

  it("reads every campaign's visits at once, a link's visitors day by day and a campaign's once a day, and the period before (0568, 0570)", async () => {
    const [first, second, third] = await Promise.all(
      [
        { clientName: 'Vague A', campaign: 'vagues' },
        { clientName: 'Vague B', campaign: 'vagues' },
        { clientName: 'Seul', campaign: 'solo' },
      ].map(async (payload) => (await api('POST', '/api/admin/tracking-links', payload)).json().data),
    );
    const click = (linkId: number, day: string, visitorKey: string, referrer: string | null, device: 'mobile' | 'desktop') => ({
      linkId,
      kind: 'click' as const,
      day,
      createdAt: `${day}T10:00:00.000Z`,
      visitorKey,
      referrer,
      device,
    });
    await ctx.db
      .insertInto('trackingLinkClicks')
      .values([
        // The same key on two days is two visitors: the key changes every day.
        click(first.id, '2025-03-10', 'cle-1', 'www.linkedin.com', 'mobile'),
        click(first.id, '2025-03-11', 'cle-1', 'www.linkedin.com', 'mobile'),
        click(first.id, '2025-03-11', 'cle-1', null, 'mobile'),
        // The same person following both links of the campaign on a day: one visitor of the campaign.
        click(second.id, '2025-03-11', 'cle-1', 'www.google.com', 'desktop'),
        click(second.id, '2025-03-11', 'cle-2', 'www.google.com', 'desktop'),
        click(third.id, '2025-03-10', 'cle-1', null, 'desktop'),
        // The day before the period: counted in the period before only (0570).
        click(first.id, '2025-03-09', 'cle-9', null, 'desktop'),
      ])
      .execute();

    const period = '?from=2025-03-10&to=2025-03-11';
    const one = async (campaign: string) => (await api('GET', `/api/admin/campaigns/stats/campaign${period}&campaign=${campaign}`)).json().campaigns[0];
    const [waves, solo] = [await one('vagues'), await one('solo')];
    expect([waves.campaign, solo.campaign]).toEqual(['vagues', 'solo']);
    expect(waves.stats.days).toEqual([
      { day: '2025-03-10', clicks: 1, scans: 0, visitors: 1, leads: 0 },
      { day: '2025-03-11', clicks: 4, scans: 0, visitors: 2, leads: 0 },
    ]);
    expect(waves.links.map(({ id, clicks, visitors }: { id: number; clicks: number; visitors: number }) => ({ id, clicks, visitors }))).toEqual(
      [
        { id: first.id, clicks: 3, visitors: 2 },
        { id: second.id, clicks: 2, visitors: 2 },
      ].sort((a, b) => b.id - a.id),
    );
    expect(waves.stats.referrers).toEqual([
      { referrer: 'www.google.com', visits: 2 },
      { referrer: 'www.linkedin.com', visits: 2 },
      { referrer: '', visits: 1 },
    ]);
    expect(waves.stats.devices).toEqual([
      { device: 'mobile', visits: 3 },
      { device: 'tablet', visits: 0 },
      { device: 'desktop', visits: 2 },
    ]);
    expect(waves.stats.totals).toMatchObject({ clicks: 5, visitors: 3 });
    expect(waves.stats.previous).toEqual({ from: '2025-03-08', to: '2025-03-09', until: null, clicks: 1, scans: 0, visitors: 1, leads: 0 });
    expect(solo.stats.totals).toMatchObject({ clicks: 1, visitors: 1 });
    expect(solo.stats.previous).toEqual({ from: '2025-03-08', to: '2025-03-09', until: null, clicks: 0, scans: 0, visitors: 0, leads: 0 });
    expect(solo.stats.referrers).toEqual([{ referrer: '', visits: 1 }]);
    // A link's own figures, and one campaign's export, are read the same way.
    const own = (await api('GET', `/api/admin/tracking-links/${second.id}/stats${period}`)).json().stats;
    expect(own.days.map((day: { visitors: number }) => day.visitors)).toEqual([0, 2]);
    expect(own.previous).toMatchObject({ clicks: 0 });
    expect((await api('GET', `/api/admin/tracking-links/${first.id}/stats${period}`)).json().stats.previous).toMatchObject({ clicks: 1, visitors: 1 });
    expect(own.referrers).toEqual([{ referrer: 'www.google.com', visits: 2 }]);
    const csv = (await api('GET', `/api/admin/campaigns/stats/export${period}&campaign=solo`)).body;
    expect(csv).toContain('solo;Période;');
  });

  it('gives every campaign by its totals and the busiest in full, another campaign in full on its own (0574)', async () => {
    const [big, small] = await Promise.all(
      ['grande', 'petite'].map(async (campaign) => (await api('POST', '/api/admin/tracking-links', { clientName: campaign, campaign })).json().data),
    );
    const click = (linkId: number, visitorKey: string) => ({ linkId, kind: 'click' as const, day: '2025-04-02', createdAt: '2025-04-02T10:00:00.000Z', visitorKey, referrer: null, device: 'mobile' as const });
    await ctx.db.insertInto('trackingLinkClicks').values([click(big.id, 'a'), click(big.id, 'b'), click(small.id, 'c')]).execute();
    const day = '?from=2025-04-02&to=2025-04-02';

    const view = (await api('GET', `/api/admin/campaigns/stats${day}`)).json();
    expect(view.campaigns.slice(0, 2).map((row: { campaign: string }) => row.campaign)).toEqual(['grande', 'petite']);
    expect(view.campaigns[1]).toEqual({
      campaign: 'petite',
      linkCount: 1,
      totals: { clicks: 1, scans: 0, visitors: 1, leads: 0, conversionRate: 0, estimatedValue: 0, wonValue: 0 },
      spend: { total: 0, costPerLead: null, returnOnSpend: null },
    });
    expect(view.shown.campaign).toBe('grande');
    expect(view.shown.stats.totals).toEqual(view.campaigns[0].totals);
    expect(view.shown.stats.hours).toHaveLength(24);

    // The same figures as the view's, read through the campaign's own links.
    const alone = (await api('GET', `/api/admin/campaigns/stats/campaign${day}&campaign=petite`)).json();
    expect(alone.campaigns).toHaveLength(1);
    expect(alone.campaigns[0]).toMatchObject({ campaign: 'petite', links: [expect.objectContaining({ id: small.id, clicks: 1 })], spend: view.campaigns[1].spend });
    expect(alone.campaigns[0].stats.totals).toEqual(view.campaigns[1].totals);
    expect(alone.campaigns[0].stats.days).toEqual([{ day: '2025-04-02', clicks: 1, scans: 0, visitors: 1, leads: 0 }]);
    const busiest = (await api('GET', `/api/admin/campaigns/stats/campaign${day}&campaign=grande`)).json().campaigns[0];
    expect(busiest).toEqual(view.shown);
    expect(view.shown.links).toEqual([expect.objectContaining({ id: big.id, clicks: 2, visitors: 2 })]);

    const gone = await api('GET', `/api/admin/campaigns/stats/campaign${day}&campaign=disparue`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(statsMessages.unknownCampaign);
    for (const [query, message] of [
      [day, statsMessages.campaignMissing],
      [`${day}&campaign=${'x'.repeat(101)}`, statsMessages.campaign],
    ] as const) {
      const refused = await api('GET', `/api/admin/campaigns/stats/campaign${query}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
  });

  it.runIf(kind === 'sqlite')('reads every campaign in the same reads on the checkpoint worker, however many, the same without it (0568)', async () => {
    const read = async (period: string) => (await api('GET', `/api/admin/campaigns/stats${period}`)).json();
    const all = ctx.db.readAllOffLoop!;
    let asked = 0;
    const askedFor = async (period: string) => {
      asked = 0;
      const answer = await read(period);
      return { answer, asked };
    };
    try {
      ctx.db.readAllOffLoop = (text, parameters) => ((asked += 1), all(text, parameters));
      const month = await askedFor('?from=2025-03-01&to=2025-03-31');
      const day = await askedFor('?from=2025-03-11&to=2025-03-11');
      // Visits per campaign and day, per link, by origin, the period before's; the leads of both periods.
      expect(month.asked).toBeGreaterThanOrEqual(4);
      // A single day adds its hours.
      expect(day.asked).toBeGreaterThan(month.asked);
      for (const campaign of ['encore-une', 'et-une-autre']) await api('POST', '/api/admin/tracking-links', { clientName: campaign, campaign });
      const more = await askedFor('?from=2025-03-01&to=2025-03-31');
      expect(more.answer.campaigns.length).toBe(month.answer.campaigns.length + 2);
      expect(more.asked).toBe(month.asked);
      expect((await askedFor('?from=2025-03-11&to=2025-03-11')).asked).toBe(day.asked);
      ctx.db.readAllOffLoop = () => Promise.reject(new Error('le fil de lecture SQLite est arrêté'));
      expect(await read('?from=2025-03-01&to=2025-03-31')).toEqual(more.answer);
    } finally {
      ctx.db.readAllOffLoop = all;
    }
  });

  it('compares a day under way with the day before up to the same hour, leads included (0572)', async () => {
    const link = (await api('POST', '/api/admin/tracking-links', { clientName: 'Matin', campaign: 'matin' })).json().data;
    const click = (createdAt: string, visitorKey: string) => ({ linkId: link.id, kind: 'click' as const, day: '2025-06-10', createdAt, visitorKey, referrer: null, device: 'mobile' as const });
    // 12:00 and 13:00 in Paris the day before; the view is asked at 12:30.
    await ctx.db.insertInto('trackingLinkClicks').values([click('2025-06-10T10:00:00.000Z', 'tot'), click('2025-06-10T11:00:00.000Z', 'tard')]).execute();
    const early = (await contact(link.trackingCode, 'matin')).json();
    const late = (await contact(link.trackingCode, 'matin')).json();
    await ctx.db.updateTable('callbackRequests').set({ createdAt: '2025-06-10T09:00:00.000Z' }).where('id', '=', early.id).execute();
    await ctx.db.updateTable('callbackRequests').set({ createdAt: '2025-06-10T10:45:00.000Z' }).where('id', '=', late.id).execute();
    const service = trackingStatsService(ctx.db, ctx.config.publicUrl);
    const day = { from: '2025-06-11', to: '2025-06-11' };

    const underWay = await service.campaigns(day, new Date('2025-06-11T10:30:00.000Z'), 'matin');
    expect(underWay.campaigns[0]?.stats.previous).toEqual({ from: '2025-06-10', to: '2025-06-10', until: '2025-06-10T10:30:00.000Z', clicks: 1, scans: 0, visitors: 1, leads: 1 });
    const ofLink = await service.link(link.id, day, new Date('2025-06-11T10:30:00.000Z'));
    expect(ofLink.stats.previous).toMatchObject({ until: '2025-06-10T10:30:00.000Z', clicks: 1, leads: 1 });
    // Once the day is over, the whole day before.
    const over = await service.campaigns(day, new Date('2025-06-12T08:00:00.000Z'), 'matin');
    expect(over.campaigns[0]?.stats.previous).toEqual({ from: '2025-06-10', to: '2025-06-10', until: null, clicks: 2, scans: 0, visitors: 2, leads: 2 });
  });

  it('exports a campaign, or every one, as a CSV file; an unknown or overlong campaign is refused in French (0567)', async () => {
    const link = (await api('POST', '/api/admin/tracking-links', { clientName: 'Affiche export', campaign: 'export-été' })).json().data;
    await visit(`/t/${link.trackingCode}`, PHONE, { referer: 'https://www.linkedin.com/' });
    await visit(`/t/${link.trackingCode}?qr=1`, DESKTOP, {}, '198.51.100.9');
    expect((await contact(link.trackingCode, 'export-été')).statusCode).toBe(201);
    const exportOf = (query: string) => api('GET', `/api/admin/campaigns/stats/export?${query}`);

    const one = await exportOf(`from=${today()}&to=${today()}&campaign=${encodeURIComponent('export-été')}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(one.headers['content-disposition']).toBe(`attachment; filename="campagne-export-ete-${today()}-${today()}.csv"`);
    expect(one.headers['cache-control']).toBe('no-store');
    expect(one.body.startsWith('\ufeffCampagne;Rubrique;Élément;Visites;Clics;Scans QR;Visiteurs uniques;Leads;Conversion;')).toBe(true);
    const lines = one.body.slice(1).trim().split('\r\n');
    const french = `${today().slice(8, 10)}/${today().slice(5, 7)}/${today().slice(0, 4)}`;
    expect(lines).toContain(`export-été;Période;du ${french} au ${french};2;1;1;2;1;50\u00a0%;0;0;0;`);
    expect(lines).toContain(`export-été;Lien;Affiche export (${link.trackingCode});2;1;1;2;1;50\u00a0%;0;0;;`);
    expect(lines).toContain(`export-été;Jour;${french};2;1;1;2;1;;;;;`);
    expect(lines.filter((line) => line.startsWith('export-été;Heure;'))).not.toHaveLength(0);
    expect(lines).toContain('export-été;Site référent;www.linkedin.com;1;;;;;;;;;');
    expect(lines).toContain('export-été;Leads par formulaire;Contact;;;;;1;;;;;');
    // Only the campaign asked for.
    expect(lines.every((line, index) => index === 0 || line.startsWith('export-été;'))).toBe(true);

    // One link alone, in the same columns.
    const alone = await api('GET', `/api/admin/tracking-links/${link.id}/stats/export?from=${today()}&to=${today()}`);
    expect(alone.statusCode).toBe(200);
    expect(alone.headers['content-disposition']).toBe(`attachment; filename="lien-${link.trackingCode}-${today()}-${today()}.csv"`);
    const yesterday = frenchDay(addDays(today(), -1));
    expect(alone.body.slice(1).trim().split('\r\n').slice(1, 4)).toEqual([
      `export-été;Période;du ${french} au ${french};2;1;1;2;1;50\u00a0%;0;0;;`,
      // Today is under way: yesterday up to the same hour (0572).
      expect.stringMatching(new RegExp(`^export-été;Période précédente;le ${yesterday} jusqu’à \\d\\d:\\d\\d;0;0;0;0;0;;;;;$`)),
      `export-été;Lien;Affiche export (${link.trackingCode});2;1;1;2;1;50\u00a0%;0;0;;`,
    ]);
    expect((await api('GET', '/api/admin/tracking-links/999999/stats/export')).statusCode).toBe(404);
    expect((await api('GET', `/api/admin/tracking-links/${link.id}/stats/export?from=2026-13-01`)).statusCode).toBe(400);

    const all = await exportOf('');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toMatch(/^attachment; filename="campagnes-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(all.body).toContain('export-été;Période;');

    const unknown = await exportOf('campaign=inconnue');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: statsMessages.unknownCampaign });
    const overlong = await exportOf(`campaign=${'x'.repeat(101)}`);
    expect(overlong.statusCode).toBe(400);
    expect(JSON.stringify(overlong.json())).toContain(statsMessages.campaign);
    const backwards = await exportOf('from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain(statsMessages.order);
  });

  it("lists the people a campaign's links, or one link, brought over the period, the newest first, each once (0578)", async () => {
    const [flyer, poster, elsewhere] = await Promise.all(
      [
        ['Flyer', 'liste-leads'],
        ['Affiche', 'liste-leads'],
        ['Ailleurs', 'autre-campagne'],
      ].map(async ([clientName, campaign]) => (await api('POST', '/api/admin/tracking-links', { clientName, campaign })).json().data),
    );
    const attribution = (code: string, campaign = 'liste-leads') => ({ campaign: { source: 'flyer', medium: 'print', campaign, code } });
    const post = async (url: string, payload: object) => {
      const answer = await ctx.app.inject({ method: 'POST', url, payload });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json().id as number;
    };
    const alice = await post('/api/contact', contactMessage({ name: 'Alice Martin', email: 'alice@exemple.fr', company: 'Boulangerie Martin', ...attribution(flyer.trackingCode) }));
    const bruno = await post('/api/contact', contactMessage({ name: 'Bruno Petit', email: 'bruno@exemple.fr', company: '', ...attribution(poster.trackingCode) }));
    const chloe = await post('/api/leads', { ...superAssistantLead, firstName: 'Chloé', lastName: 'Roux', email: 'chloe@exemple.fr', ...attribution(poster.trackingCode) });
    await post('/api/contact', contactMessage({ email: 'autre@exemple.fr', ...attribution(elsewhere.trackingCode, 'autre-campagne') }));
    // Alice's request turned prospect stays one lead, listed as her request.
    expect((await api('POST', `/api/admin/callback-requests/${alice}/prospect`)).statusCode).toBe(201);
    expect((await api('PUT', `/api/admin/callback-requests/${alice}/status`, { status: 'completed' })).statusCode).toBe(200);

    const period = `?from=${today()}&to=${today()}`;
    const answer = await api('GET', `/api/admin/campaigns/stats/leads${period}&campaign=liste-leads`);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ success: true, from: today(), to: today(), campaign: 'liste-leads', total: 3 });
    expect(body.leads).toEqual([
      { kind: 'prospect', id: chloe, name: 'Chloé Roux', company: superAssistantLead.company, form: 'superAssistant', status: 'Lead', at: expect.any(String), trackingCode: poster.trackingCode },
      { kind: 'request', id: bruno, name: 'Bruno Petit', company: '', form: 'contact', status: 'pending', at: expect.any(String), trackingCode: poster.trackingCode },
      { kind: 'request', id: alice, name: 'Alice Martin', company: 'Boulangerie Martin', form: 'contact', status: 'completed', at: expect.any(String), trackingCode: flyer.trackingCode },
    ]);
    // The list's number is the campaign's « Leads attribués ».
    const [inFull] = (await api('GET', `/api/admin/campaigns/stats/campaign${period}&campaign=liste-leads`)).json().campaigns;
    expect(inFull.stats.totals.leads).toBe(body.total);
    // One link's own: the poster brought Chloé and Bruno.
    const posterLeads = (await api('GET', `/api/admin/tracking-links/${poster.id}/stats/leads${period}`)).json();
    expect(posterLeads).toMatchObject({ success: true, linkId: poster.id, total: 2 });
    expect(posterLeads.leads.map((lead: { id: number; kind: string }) => [lead.kind, lead.id])).toEqual([
      ['prospect', chloe],
      ['request', bruno],
    ]);
    expect((await api('GET', `/api/admin/tracking-links/${poster.id}/stats${period}`)).json().stats.totals.leads).toBe(2);
    const noLink = await api('GET', `/api/admin/tracking-links/999999/stats/leads${period}`);
    expect(noLink.statusCode).toBe(404);
    expect(noLink.json().message).toBe(trackingLinkMessages.notFound);
    // Another period holds none of them; an unknown or missing campaign is refused in French.
    expect((await api('GET', '/api/admin/campaigns/stats/leads?from=2025-01-01&to=2025-01-31&campaign=liste-leads')).json()).toMatchObject({ total: 0, leads: [] });
    const unknown = await api('GET', `/api/admin/campaigns/stats/leads${period}&campaign=disparue`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(statsMessages.unknownCampaign);
    const missing = await api('GET', `/api/admin/campaigns/stats/leads${period}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(statsMessages.campaignMissing);
  });

  it('answers a 30-day period by default, days without visits included', async () => {
    const link = (await api('POST', '/api/admin/tracking-links', { clientName: 'Calme' })).json().data;
    const body = (await api('GET', `/api/admin/tracking-links/${link.id}/stats`)).json();
    expect(body.stats.days).toHaveLength(30);
    expect(body.to).toBe(today());
    expect(body.stats.totals).toEqual({ clicks: 0, scans: 0, visitors: 0, leads: 0, conversionRate: null, estimatedValue: 0, wonValue: 0 });
  });

  it('reads the leads, values and visits of more codes and links than a statement may have parameters', async () => {
    const link = (await api('POST', '/api/admin/tracking-links', { clientName: 'Longue liste', campaign: 'longue-liste' })).json().data;
    await visit(`/t/${link.trackingCode}`, PHONE);
    expect((await contact(link.trackingCode, 'longue-liste')).statusCode).toBe(201);
    const campaign = { source: 'linkedin', medium: 'social', campaign: 'longue-liste', code: link.trackingCode };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/leads', payload: { ...superAssistantLead, campaign } })).statusCode).toBe(201);
    // Beyond SQLite's 32,766 and PostgreSQL's 65,535 parameters of a statement.
    const codes = [...Array.from({ length: 70_000 }, (_, index) => `absent-${index}`), link.trackingCode];
    const ids = [...Array.from({ length: 70_000 }, (_, index) => 10_000_000 + index), link.id];
    const { from, to } = parisDayBounds(today());

    expect(await requestsService(ctx.db).campaignLeadsPerDay(codes, from, to)).toEqual([{ code: link.trackingCode, source: 'contact', day: today(), count: 1 }]);
    expect(await requestsService(ctx.db).countPerCampaignCode(codes)).toEqual(new Map([[link.trackingCode, 1]]));
    expect(await prospectsService(ctx.db).campaignLeadsPerHour(codes, from, to)).toHaveLength(1);
    expect(await prospectsService(ctx.db).countPerCampaignCode(codes)).toEqual(new Map([[link.trackingCode, 1]]));
    expect(await prospectsService(ctx.db).campaignValues(codes, from, to)).toEqual([]);
    expect(await statsRepository(ctx.db).perCampaignDay({ linkIds: ids }, today(), today())).toEqual([{ campaign: 'longue-liste', day: today(), clicks: 1, scans: 0, visitors: 1 }]);
    expect((await trackingLinksRepository(ctx.db).findByIds(ids)).map((row) => row.id)).toEqual([link.id]);
  });

  it.each([
    ['?from=2026-13-01', statsMessages.day],
    ['?from=2026-03-02&to=2026-03-01', statsMessages.order],
    ['?from=2024-01-01&to=2026-01-01', statsMessages.span],
  ])('refuses the period %s with a French 400', async (query, message) => {
    const response = await api('GET', `/api/admin/campaigns/stats${query}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it('answers 404 in French for an unknown link', async () => {
    const response = await api('GET', '/api/admin/tracking-links/999999/stats');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Lien de tracking introuvable');
  });

  it('saves a QR code made from a link: its visits count as scans, and the library shows them', async () => {
    const link = (await api('POST', '/api/admin/tracking-links', { clientName: 'Affiche' })).json().data;
    const url = `${link.fullUrl}?qr=1`;
    const settings = { name: 'QR Affiche', url, fgColor: '#000000', bgColor: '#ffffff', size: 200, margin: 4, includeLogo: false, logoSize: 24, errorLevel: 'M' };
    const data = await QRCode.toDataURL(url, { width: 200, margin: 4, errorCorrectionLevel: 'M' });
    const wrong = await api('POST', '/api/admin/qr-codes', { ...settings, url: link.fullUrl, data, trackingLinkId: link.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(qrMessages.linkUrl);
    const missing = await api('POST', '/api/admin/qr-codes', { ...settings, data, trackingLinkId: 999999 });
    expect(missing.json().message).toBe(qrMessages.linkNotFound);
    const beyond = await api('POST', '/api/admin/qr-codes', { ...settings, data, trackingLinkId: 2_147_483_648 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe(qrMessages.linkNotFound);
    const saved = await api('POST', '/api/admin/qr-codes', { ...settings, data, trackingLinkId: link.id });
    expect(saved.statusCode).toBe(201);

    expect((await visit(new URL(url).pathname + new URL(url).search, PHONE)).statusCode).toBe(302);
    const listed = (await api('GET', '/api/admin/qr-codes')).json().find((code: { id: number }) => code.id === saved.json().data.id);
    expect(listed.trackingLink).toEqual({ id: link.id, clientName: 'Affiche', trackingCode: link.trackingCode, scanCount: 1, clickCount: 0 });
  });
});
