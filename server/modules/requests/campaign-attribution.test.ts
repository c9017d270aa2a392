import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_TEXT_MAX } from '../../../domain/tracking-links-attribution';
import { buildTestAppAsAdmin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { prospectsRepository } from '../prospects/repository';
import { validSamples } from '../../reliability/support/route-samples';
import { requestsRepository } from './repository';

const campaign = { source: 'affiche', medium: 'print', campaign: 'salon-rentrée', code: 'abcd2345' };

const samples = validSamples();
/** The valid bodies the fuzzer starts from, without their campaign. */
const bodyOf = (route: 'POST /api/contact' | 'POST /api/callback-requests' | 'POST /api/leads') => {
  const { campaign: _omitted, ...body } = samples[route] as Record<string, unknown>;
  return body;
};
const contact = bodyOf('POST /api/contact');
const callback = bodyOf('POST /api/callback-requests');
const lead = bodyOf('POST /api/leads');

/** Campaigns a browser should never send: each is dropped and the lead is stored all the same. */
const malformed: Array<[string, unknown]> = [
  ['a string', 'salon'],
  ['a number', 42],
  ['a list', [campaign]],
  ['a part that is not text', { ...campaign, source: 7 }],
  ['a part too long', { ...campaign, campaign: 'x'.repeat(CAMPAIGN_TEXT_MAX + 1) }],
  ['a code no tracking link can have', { ...campaign, code: 'pas un code !' }],
];

describe.each(databaseKinds)('the campaign a public lead form sends, on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  beforeAll(async () => ({ ctx, admin } = await buildTestAppAsAdmin(kind)));
  afterAll(() => ctx.close());

  const post = async (url: string, payload: unknown): Promise<number> => {
    const response = await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  };
  const inboxEntry = async (id: number) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/callback-requests?limit=100', headers: { 'x-api-key': admin.token } });
    expect(response.statusCode).toBe(200);
    return response.json().callbackRequests.find((request: { id: number }) => request.id === id);
  };
  const prospect = async (id: number) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/${id}`, headers: { 'x-api-key': admin.token } });
    expect(response.statusCode).toBe(200);
    return response.json().prospect;
  };

  it('keeps the campaign of a contact message and shows it in the inbox', async () => {
    const id = await post('/api/contact', { ...contact, campaign });
    expect(await requestsRepository(ctx.db).findById(id)).toMatchObject({
      campaignSource: 'affiche',
      campaignMedium: 'print',
      campaignName: 'salon-rentrée',
      campaignCode: 'abcd2345',
    });
    expect((await inboxEntry(id)).campaign).toEqual(campaign);
  });

  it('keeps the campaign of a callback request, trimmed, its code in lower case and missing parts empty', async () => {
    const id = await post('/api/callback-requests', { ...callback, campaign: { source: ' newsletter ', code: 'ABCD2345' } });
    expect((await inboxEntry(id)).campaign).toEqual({ source: 'newsletter', medium: '', campaign: '', code: 'abcd2345' });
    expect(await requestsRepository(ctx.db).findById(id)).toMatchObject({ campaignMedium: null, campaignName: null });
  });

  it.each([
    ['/api/contact', contact],
    ['/api/callback-requests', callback],
  ])('answers no campaign for %s sent without one, or with an empty one', async (url, body) => {
    expect((await inboxEntry(await post(url, body))).campaign).toBeNull();
    expect((await inboxEntry(await post(url, { ...body, campaign: null }))).campaign).toBeNull();
    expect((await inboxEntry(await post(url, { ...body, campaign: { source: ' ', code: '' } }))).campaign).toBeNull();
  });

  it.each(malformed)('stores a contact message whose campaign is %s, without the campaign', async (_name, value) => {
    const id = await post('/api/contact', { ...contact, campaign: value });
    expect(await inboxEntry(id)).toMatchObject({ name: contact.name, campaign: null });
  });

  it.each(malformed)('stores a callback request whose campaign is %s, without the campaign', async (_name, value) => {
    const id = await post('/api/callback-requests', { ...callback, campaign: value });
    expect(await inboxEntry(id)).toMatchObject({ name: callback.name, campaign: null });
  });

  it('still refuses an invalid message that carries a valid campaign, storing nothing', async () => {
    const before = await requestsRepository(ctx.db).count();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { ...contact, email: 'pas-une-adresse', campaign } });
    expect(response.statusCode).toBe(400);
    expect(await requestsRepository(ctx.db).count()).toBe(before);
  });

  it("keeps the super assistant lead's campaign with the prospect and answers it in the prospect detail", async () => {
    const id = await post('/api/leads', { ...lead, campaign });
    expect(await prospectsRepository(ctx.db).findById(id)).toMatchObject({ campaignCode: 'abcd2345', campaignName: 'salon-rentrée' });
    expect((await prospect(id)).campaign).toEqual(campaign);
    expect((await prospect(await post('/api/leads', { ...lead, email: 'paul@atelier-lumen.fr' }))).campaign).toBeNull();
  });

  it.each(malformed)('stores a super assistant lead whose campaign is %s, without the campaign', async (_name, value) => {
    const id = await post('/api/leads', { ...lead, email: 'leo@atelier-lumen.fr', campaign: value });
    expect(await prospect(id)).toMatchObject({ email: 'leo@atelier-lumen.fr', campaign: null });
  });

  it('carries the campaign of an inbox request into the prospect it becomes', async () => {
    const id = await post('/api/contact', { ...contact, email: 'converti@exemple.fr', campaign });
    const converted = await ctx.app.inject({ method: 'POST', url: `/api/admin/callback-requests/${id}/prospect`, headers: admin.cookieWrite });
    expect(converted.statusCode).toBe(201);
    expect(converted.json().prospect.campaign).toEqual(campaign);
  });

  it('counts the leads each tracking link brought, once each, in the links list', async () => {
    const created = await ctx.app.inject({ method: 'POST', url: '/api/admin/tracking-links', headers: admin.cookieWrite, payload: { clientName: 'Salon des métiers', campaign: 'salon' } });
    const code = created.json().data.trackingCode as string;
    expect(created.json().data.leadCount).toBe(0);
    const fromLink = { ...campaign, code };
    const contactId = await post('/api/contact', { ...contact, campaign: fromLink });
    await post('/api/callback-requests', { ...callback, campaign: fromLink });
    await post('/api/leads', { ...lead, campaign: fromLink });
    await post('/api/contact', { ...contact, campaign: { ...campaign, code: 'zzzz9999' } });
    // A request turned into a prospect is still one lead.
    await ctx.app.inject({ method: 'POST', url: `/api/admin/callback-requests/${contactId}/prospect`, headers: admin.cookieWrite });
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/admin/tracking-links?search=metiers', headers: { 'x-api-key': admin.token } });
    expect(listed.json().data).toEqual([expect.objectContaining({ trackingCode: code, leadCount: 3 })]);
  });
});
