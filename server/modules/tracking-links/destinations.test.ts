import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinationMessages } from '../../../domain/tracking-link-destination';
import { trackingLinkMessages } from '../../../domain/tracking-links';
import { loginAs } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.each(databaseKinds)('tracking-link destinations, slugs and expiry on %s', (kind) => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
    token = (await loginAs(ctx)).token;
  });
  afterAll(() => ctx.close());

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { 'x-api-key': token }, ...(payload ? { payload } : {}) });
  const visit = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } });
  const clicksOf = async (id: number) =>
    Number((await ctx.db.selectFrom('trackingLinks').select('clickCount').where('id', '=', id).executeTakeFirstOrThrow()).clickCount);

  it('lands on a path of the site with its query, each UTM parameter once, replacing copies already there', async () => {
    const created = await api('POST', '/api/admin/tracking-links', {
      clientName: 'Tarifs',
      campaign: 'printemps',
      source: 'newsletter',
      medium: 'email',
      destination: '/pricing?x=1&utm_source=ancien#offres',
    });
    expect(created.statusCode).toBe(201);
    const link = created.json().data;
    expect(link.destination).toBe('/pricing?x=1&utm_source=ancien#offres');
    const response = await visit(`/t/${link.trackingCode}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/pricing?x=1&utm_source=newsletter&utm_medium=email&utm_campaign=printemps&tc=${link.trackingCode}#offres`);
    expect(await clicksOf(link.id)).toBe(1);
  });

  it('keeps a link without destination, as before, on the home page', async () => {
    const link = (await api('POST', '/api/admin/tracking-links', { clientName: 'Ancien', source: 'flyer' })).json().data;
    expect(link.destination).toBe('');
    expect((await visit(`/t/${link.trackingCode}`)).headers.location).toBe(`/?utm_source=flyer&tc=${link.trackingCode}`);
  });

  it('refuses an address on a domain not allowed with a French 400, then accepts it once the domain is allowed', async () => {
    const payload = { clientName: 'Partenaire', destination: 'https://www.partenaire.fr/offre?ref=2' };
    const refused = await api('POST', '/api/admin/tracking-links', payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      message: destinationMessages.notAllowed('www.partenaire.fr'),
      fieldErrors: { destination: destinationMessages.notAllowed('www.partenaire.fr') },
    });
    const allowed = await api('PUT', '/api/admin/settings/redirect-domains', { domains: ['Partenaire.fr', 'partenaire.fr'] });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().domains).toEqual(['partenaire.fr']);
    const link = (await api('POST', '/api/admin/tracking-links', payload)).json().data;
    expect((await visit(`/t/${link.trackingCode}`)).headers.location).toBe(`https://www.partenaire.fr/offre?ref=2&tc=${link.trackingCode}`);
    // Removed from the list later: visitors go to the home page rather than to a domain no longer allowed.
    await api('PUT', '/api/admin/settings/redirect-domains', { domains: [] });
    expect((await visit(`/t/${link.trackingCode}`)).headers.location).toBe(`/?tc=${link.trackingCode}`);
  });

  it.each([
    ['http://partenaire.fr/', destinationMessages.format],
    ['//evil.example/', destinationMessages.format],
    ['/t/abcdefgh', destinationMessages.loop],
    ['javascript:alert(1)', destinationMessages.format],
    ['https://user:pw@partenaire.fr/', destinationMessages.format],
    [`/${'a'.repeat(2001)}`, destinationMessages.tooLong],
  ])('refuses the destination %s with a French 400 and stores nothing', async (destination, message) => {
    const before = (await api('GET', '/api/admin/tracking-links')).json().data.length;
    const response = await api('POST', '/api/admin/tracking-links', { clientName: 'Mauvais', destination });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
    expect((await api('GET', '/api/admin/tracking-links')).json().data.length).toBe(before);
  });

  it('refuses a bad domain in the allow-list with a French 400', async () => {
    const response = await api('PUT', '/api/admin/settings/redirect-domains', { domains: ['pas un domaine'] });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain("n'est pas un nom de domaine valide");
  });

  it('uses a chosen slug as the code, unique, and fixed once created', async () => {
    const created = await api('POST', '/api/admin/tracking-links', { clientName: 'Salon', slug: 'Salon-2026', destination: '/contact?devis' });
    expect(created.statusCode).toBe(201);
    const link = created.json().data;
    expect(link.trackingCode).toBe('salon-2026');
    expect(link.fullUrl).toMatch(/\/t\/salon-2026$/);
    expect((await visit('/t/salon-2026')).headers.location).toBe('/contact?devis&tc=salon-2026');
    const taken = await api('POST', '/api/admin/tracking-links', { clientName: 'Autre', slug: 'salon-2026' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: trackingLinkMessages.slugTaken, fieldErrors: { slug: trackingLinkMessages.slugTaken } });
    const bad = await api('POST', '/api/admin/tracking-links', { clientName: 'Autre', slug: 'é!' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(trackingLinkMessages.slugFormat);
    const renamed = await api('PUT', `/api/admin/tracking-links/${link.id}`, { clientName: 'Salon', slug: 'autre-nom' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(trackingLinkMessages.slugFixed);
    // An update without the new fields leaves them as they were.
    const kept = await api('PUT', `/api/admin/tracking-links/${link.id}`, { clientName: 'Salon (modifié)' });
    expect(kept.json().data).toMatchObject({ destination: '/contact?devis', trackingCode: 'salon-2026' });
  });

  it('says, while a slug is typed, whether it may be chosen and why not (decision 0520)', async () => {
    const check = async (slug: string) => {
      const response = await api('GET', `/api/admin/tracking-links/slug-check?slug=${encodeURIComponent(slug)}`);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    await api('POST', '/api/admin/tracking-links', { clientName: 'Foire', slug: 'foire-de-lyon' });
    expect(await check('Foire-De-Lyon ')).toEqual({ success: true, available: false, message: trackingLinkMessages.slugTaken });
    expect(await check('foire-de-paris')).toEqual({ success: true, available: true, message: '' });
    expect(await check('é!')).toEqual({ success: true, available: false, message: trackingLinkMessages.slugFormat });
    expect(await check('')).toEqual({ success: true, available: false, message: trackingLinkMessages.slugFormat });
    const tooLong = await api('GET', `/api/admin/tracking-links/slug-check?slug=${'a'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(trackingLinkMessages.slugFormat);
    expect((await api('GET', '/api/admin/tracking-links/slug-check')).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/tracking-links/slug-check?slug=foire-de-lyon' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('sends an expired link to the home page without counting it', async () => {
    const link = (await api('POST', '/api/admin/tracking-links', { clientName: 'Fini', destination: '/pricing', expiresAt: '2026-01-01T00:00:00+01:00' }))
      .json().data;
    expect(link.expiresAt).toBe('2025-12-31T23:00:00.000Z');
    const response = await visit(`/t/${link.trackingCode}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(await clicksOf(link.id)).toBe(0);
    const reopened = await api('PUT', `/api/admin/tracking-links/${link.id}`, { clientName: 'Fini', expiresAt: null });
    expect(reopened.json().data.expiresAt).toBeNull();
    expect((await visit(`/t/${link.trackingCode}`)).headers.location).toBe(`/pricing?tc=${link.trackingCode}`);
    expect(await clicksOf(link.id)).toBe(1);
    const bad = await api('POST', '/api/admin/tracking-links', { clientName: 'Fini', expiresAt: 'demain' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(trackingLinkMessages.expiresAt);
  });

  it('counts and redirects a click while maintenance mode is on', async () => {
    const link = (await api('POST', '/api/admin/tracking-links', { clientName: 'Maintenance', destination: '/pricing' })).json().data;
    expect((await api('PUT', '/api/admin/settings', { maintenanceMode: true })).statusCode).toBe(200);
    try {
      expect((await visit('/pricing')).statusCode).toBe(503);
      const response = await visit(`/t/${link.trackingCode}`);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/pricing?tc=${link.trackingCode}`);
      expect(await clicksOf(link.id)).toBe(1);
    } finally {
      await api('PUT', '/api/admin/settings', { maintenanceMode: false });
    }
  });
});
