import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { trackingLinkMessages } from '../../../domain/tracking-links';
import { createAndLogin, loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { parisToday } from '../../../domain/paris-time';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe.each(databaseKinds)('tracking links API on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', PUBLIC_URL: 'https://www.exemple.fr' });
    admin = await loginAs(ctx);
    reader = await createAndLogin(ctx, admin, 'lecteur', ['ROLE_USER']);
  });
  afterAll(() => ctx.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = { 'x-api-key': admin.token }) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const create = async (payload: object) => {
    const response = await api('POST', '/api/admin/tracking-links', payload);
    expect(response.statusCode).toBe(201);
    return response.json().data;
  };
  const follow = (code: string) => ctx.app.inject({ method: 'GET', url: `/t/${code}`, headers: { 'user-agent': BROWSER } });

  it('creates a link with a code, a short public address and every field of §3', async () => {
    const response = await api('POST', '/api/admin/tracking-links', {
      clientName: '  Boulangerie Dupont ',
      description: 'Flyers du salon',
      campaign: 'salon-2026',
      source: 'flyer',
      medium: 'print',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(trackingLinkMessages.created);
    expect(body.data).toMatchObject({
      clientName: 'Boulangerie Dupont',
      description: 'Flyers du salon',
      campaign: 'salon-2026',
      source: 'flyer',
      medium: 'print',
      clickCount: 0,
      isActive: true,
    });
    expect(body.data.trackingCode).toMatch(/^[a-z0-9]{8}$/);
    expect(body.data.fullUrl).toBe(`https://www.exemple.fr/t/${body.data.trackingCode}`);
    const list = (await api('GET', '/api/admin/tracking-links')).json();
    const listed = list.data.find((link: { id: number }) => link.id === body.data.id);
    expect(Object.keys(listed)).toEqual(
      expect.arrayContaining(['id', 'clientName', 'description', 'campaign', 'source', 'medium', 'trackingCode', 'clickCount', 'isActive', 'fullUrl']),
    );
  });

  it.each([
    ['no client name', { description: 'x' }, trackingLinkMessages.clientNameRequired],
    ['a blank client name', { clientName: '   ' }, trackingLinkMessages.clientNameRequired],
    ['a client name over 120 characters', { clientName: 'x'.repeat(121) }, trackingLinkMessages.tooLong(120)],
    ['a campaign over 100 characters', { clientName: 'A', campaign: 'c'.repeat(101) }, trackingLinkMessages.tooLong(100)],
    ['a description that is not text', { clientName: 'A', description: 12 }, trackingLinkMessages.tooLong(500)],
  ])('refuses %s with a French 400 and stores nothing', async (_label, payload, message) => {
    const before = (await api('GET', '/api/admin/tracking-links')).json().data.length;
    const response = await api('POST', '/api/admin/tracking-links', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect((await api('GET', '/api/admin/tracking-links')).json().data.length).toBe(before);
  });

  it('updates a link, keeps its code, and answers 404 in French for an unknown one', async () => {
    const link = await create({ clientName: 'Avant' });
    const response = await api('PUT', `/api/admin/tracking-links/${link.id}`, { clientName: 'Après', medium: 'email' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: trackingLinkMessages.updated, data: { clientName: 'Après', medium: 'email', trackingCode: link.trackingCode } });
    const missing = await api('PUT', '/api/admin/tracking-links/999999', { clientName: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(trackingLinkMessages.notFound);
    expect((await api('PUT', `/api/admin/tracking-links/${link.id}`, { clientName: '' })).statusCode).toBe(400);
    expect((await api('PUT', '/api/admin/tracking-links/abc', { clientName: 'X' })).statusCode).toBe(400);
  });

  it('toggles the active flag back and forth, and deletes a link with its clicks', async () => {
    const link = await create({ clientName: 'Bascule' });
    const off = await api('POST', `/api/admin/tracking-links/${link.id}/toggle-active`);
    expect(off.json()).toMatchObject({ success: true, data: { isActive: false } });
    const on = await api('POST', `/api/admin/tracking-links/${link.id}/toggle-active`);
    expect(on.json().data.isActive).toBe(true);
    await follow(link.trackingCode);
    const removed = await api('DELETE', `/api/admin/tracking-links/${link.id}`);
    expect(removed.json()).toEqual({ success: true, message: trackingLinkMessages.deleted });
    expect((await api('DELETE', `/api/admin/tracking-links/${link.id}`)).statusCode).toBe(404);
    expect((await api('POST', `/api/admin/tracking-links/${link.id}/toggle-active`)).statusCode).toBe(404);
    expect(await ctx.db.selectFrom('trackingLinkClicks').selectAll().where('linkId', '=', link.id).execute()).toEqual([]);
  });

  it('searches client, description, campaign and code without caring for accents or case', async () => {
    const cafe = await create({ clientName: 'Café Élysée', description: 'Menus imprimés', campaign: 'Rentrée' });
    const other = await create({ clientName: 'Garage Martin', campaign: 'printemps_50%' });
    const ids = async (search: string) =>
      (await api('GET', `/api/admin/tracking-links?search=${encodeURIComponent(search)}`)).json().data.map((l: { id: number }) => l.id);
    expect(await ids('cafe elysee')).toEqual([cafe.id]);
    expect(await ids('CAFÉ')).toEqual([cafe.id]);
    expect(await ids('imprimes')).toEqual([cafe.id]);
    expect(await ids('rentree')).toEqual([cafe.id]);
    expect(await ids(cafe.trackingCode.toUpperCase())).toEqual([cafe.id]);
    expect(await ids('50%')).toEqual([other.id]);
    expect(await ids('_')).toEqual([other.id]);
    expect(await ids('introuvable-xyz')).toEqual([]);
    for (const refused of [`search=${'a'.repeat(101)}`, 'search=a&search=b']) {
      const answer = await api('GET', `/api/admin/tracking-links?${refused}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(trackingLinkMessages.search(100));
    }
  });

  it('gives a link its clicks and scans per day over 30 days', async () => {
    const link = await create({ clientName: 'Historique' });
    await follow(link.trackingCode);
    await follow(link.trackingCode);
    await ctx.app.inject({ method: 'GET', url: `/t/${link.trackingCode}?qr=1`, headers: { 'user-agent': BROWSER } });
    const response = await api('GET', `/api/admin/tracking-links/${link.id}/clicks`);
    const { days } = response.json();
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ day: parisToday(), clicks: 2, scans: 1 });
    expect(days.slice(0, -1).every((d: { clicks: number; scans: number }) => d.clicks === 0 && d.scans === 0)).toBe(true);
    expect((await api('GET', '/api/admin/tracking-links/999999/clicks')).statusCode).toBe(404);
  });

  it('refuses anonymous requests (401) and ROLE_USER writes (403), in French', async () => {
    const link = await create({ clientName: 'Protégé' });
    expect((await api('GET', '/api/admin/tracking-links', undefined, {})).statusCode).toBe(401);
    expect((await api('GET', '/api/admin/tracking-links/statistics', undefined, {})).statusCode).toBe(401);
    const writes: Array<['POST' | 'PUT' | 'DELETE', string]> = [
      ['POST', '/api/admin/tracking-links'],
      ['PUT', `/api/admin/tracking-links/${link.id}`],
      ['DELETE', `/api/admin/tracking-links/${link.id}`],
      ['POST', `/api/admin/tracking-links/${link.id}/toggle-active`],
    ];
    for (const [method, url] of writes) {
      const anonymous = await api(method, url, { clientName: 'X' }, {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe(adminMessages.unauthorized);
      const denied = await api(method, url, { clientName: 'X' }, { 'x-api-key': reader.token });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe(adminMessages.forbidden);
    }
    expect((await api('GET', '/api/admin/tracking-links', undefined, { 'x-api-key': reader.token })).statusCode).toBe(200);
    const unchanged = (await api('GET', '/api/admin/tracking-links')).json().data.find((l: { id: number }) => l.id === link.id);
    expect(unchanged).toMatchObject({ clientName: 'Protégé', isActive: true });
  });
});

describe.each(databaseKinds)('tracking link statistics on %s', (kind) => {
  let fresh: TestContext;
  let token: string;
  beforeAll(async () => {
    fresh = await buildTestApp(kind, { RATE_LIMITS: 'off' });
    token = (await loginAs(fresh)).token;
  });
  afterAll(() => fresh.close());

  it('gives exact totals and the top 5 by clicks', async () => {
    const post = async (clientName: string) =>
      (await fresh.app.inject({ method: 'POST', url: '/api/admin/tracking-links', headers: { 'x-api-key': token }, payload: { clientName } })).json().data;
    const links = [];
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F', 'G']) links.push(await post(name));
    const clicks = [3, 0, 5, 1, 2, 4, 6];
    for (const [index, link] of links.entries()) {
      for (let i = 0; i < (clicks[index] as number); i += 1) {
        await fresh.app.inject({ method: 'GET', url: `/t/${link.trackingCode}`, headers: { 'user-agent': BROWSER } });
      }
    }
    // A scan is not a click: it stays out of the totals.
    await fresh.app.inject({ method: 'GET', url: `/t/${links[1].trackingCode}?qr=1`, headers: { 'user-agent': BROWSER } });
    await fresh.app.inject({ method: 'POST', url: `/api/admin/tracking-links/${links[1].id}/toggle-active`, headers: { 'x-api-key': token } });
    await fresh.app.inject({ method: 'POST', url: `/api/admin/tracking-links/${links[3].id}/toggle-active`, headers: { 'x-api-key': token } });
    const response = await fresh.app.inject({ method: 'GET', url: '/api/admin/tracking-links/statistics', headers: { 'x-api-key': token } });
    expect(response.json()).toEqual({
      success: true,
      statistics: { totalLinks: 7, activeLinks: 5, totalClicks: 21 },
      topPerformers: [
        { id: links[6].id, clientName: 'G', clickCount: 6 },
        { id: links[2].id, clientName: 'C', clickCount: 5 },
        { id: links[5].id, clientName: 'F', clickCount: 4 },
        { id: links[0].id, clientName: 'A', clickCount: 3 },
        { id: links[4].id, clientName: 'E', clickCount: 2 },
      ],
    });
  });
});
