import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelMessages } from '../../../domain/labels';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import { buildTestAppWithReader, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { insertProspects } from './prospects-fixtures';
import { prospectsRepository } from './repository';
import { requestsRepository } from '../requests/repository';

describe.each(databaseKinds)('prospect labels on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;

  beforeAll(async () => {
    ({ ctx, admin, reader } = await buildTestAppWithReader(kind, 'lecteur'));
  });
  afterAll(() => ctx.close());

  const add = async (nom: string) => (await insertProspects(ctx.db, [{ nom, email: `${nom.toLowerCase()}@exemple.fr` }]))[0]!;
  const get = (url: string, who: AdminCredentials = admin) => ctx.app.inject({ method: 'GET', url, headers: { 'x-api-key': who.token } });
  const label = (id: number, labels: unknown, who: AdminCredentials = admin) =>
    ctx.app.inject({ method: 'PUT', url: `/api/admin/prospects/${id}/labels`, headers: who.cookieWrite, payload: { labels } });
  const idsOf = async (query: string) => (await get(`/api/admin/prospects?${query}`)).json().prospects.map((p: { id: number }) => p.id);

  it('keeps the labels of the inbox request a prospect is made from', async () => {
    const requests = requestsRepository(ctx.db);
    const requestId = await requests.insert({ source: 'contact', name: 'Ada Lovelace', email: 'ada@exemple.fr', phone: 'Non fourni', company: 'Analytique', notes: '', preferredTime: null });
    await ctx.app.inject({ method: 'PUT', url: `/api/admin/callback-requests/${requestId}/labels`, headers: admin.cookieWrite, payload: { labels: ['Salon Lyon', 'devis'] } });
    const converted = await ctx.app.inject({ method: 'POST', url: `/api/admin/callback-requests/${requestId}/prospect`, headers: admin.cookieWrite });
    expect(converted.statusCode, converted.body).toBe(201);
    const prospect = converted.json().prospect;
    expect(prospect.labels).toEqual(['salon lyon', 'devis']);
    expect(await idsOf('label=salon%20lyon')).toEqual([prospect.id]);
  });

  it('puts labels on a prospect, written one way and once each, without counting it as a change of the deal', async () => {
    const id = await add('Etiquete');
    const before = await prospectsRepository(ctx.db).findById(id);
    const response = await label(id, ['  Site  Vitrine ', 'URGENT', 'urgent']);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: labelMessages.saved, prospect: { id, labels: ['site vitrine', 'urgent'] } });
    expect((await get(`/api/admin/prospects/${id}`)).json().prospect.labels).toEqual(['site vitrine', 'urgent']);
    expect((await prospectsRepository(ctx.db).findById(id))?.updatedAt).toBe(before?.updatedAt);
    expect((await get(`/api/admin/prospects/${await add('Nu')}`)).json().prospect.labels).toEqual([]);
    expect((await label(id, [])).json().prospect.labels).toEqual([]);
  });

  it('filters the list and its export by one label, exactly, together with the search', async () => {
    const [quote, urgentQuote, other] = [await add('Devis'), await add('Presse'), await add('Autre')];
    await label(quote, ['relance']);
    await label(urgentQuote, ['urgent', 'relance']);
    await label(other, ['relance express']);
    expect(await idsOf('label=relance')).toEqual([quote, urgentQuote]);
    expect(await idsOf('label=%20RELANCE%20&sortOrder=desc')).toEqual([urgentQuote, quote]);
    expect(await idsOf('label=relance&search=presse')).toEqual([urgentQuote]);
    expect(await idsOf('label=relance&page=2&limit=1')).toEqual([urgentQuote]);
    const page = (await get('/api/admin/prospects?label=relance&limit=1')).json().meta;
    expect(page).toMatchObject({ totalItems: 2, totalPages: 2 });
    expect(await idsOf('label=elan')).toEqual([]);

    const exported = await get('/api/admin/prospects/export?search=&label=relance');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('devis@exemple.fr');
    expect(exported.body).toContain('presse@exemple.fr');
    expect(exported.body).not.toContain('autre@exemple.fr');

    const inUse = (await get('/api/admin/prospects/labels')).json();
    expect(inUse.labels[0]).toEqual({ label: 'relance', count: 2 });
    expect(inUse.labels).toEqual(expect.arrayContaining([{ label: 'relance express', count: 1 }]));
  });

  it('refuses a label that is not one, or more than five, in French, and changes nothing', async () => {
    const id = await add('Refuse');
    await label(id, ['garde']);
    for (const labels of [[''], ['a'.repeat(31)], ['devis,urgent'], ['50%'], [42], 'devis', null]) {
      const response = await label(id, labels);
      expect(response.statusCode, JSON.stringify(labels)).toBe(400);
      expect(JSON.stringify(response.json())).toMatch(/étiquette/);
    }
    const six = await label(id, ['un', 'deux', 'trois', 'quatre', 'cinq', 'six']);
    expect(six.statusCode).toBe(400);
    expect(JSON.stringify(six.json())).toContain(labelMessages.prospectLabels);
    for (const url of ['/api/admin/prospects?label=50%25', '/api/admin/prospects/export?label=50%25']) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(labelMessages.label);
    }
    expect((await get(`/api/admin/prospects/${id}`)).json().prospect.labels).toEqual(['garde']);
  });

  it('answers 404 in French for an unknown prospect, and lets a ROLE_USER read labels but not change them', async () => {
    const unknown = await label(999_999, ['devis']);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(prospectMessages.notFound);
    const id = await add('Lu');
    await label(id, ['lecture']);
    expect((await label(id, [], reader)).statusCode).toBe(403);
    expect((await get('/api/admin/prospects/labels', reader)).json().labels).toEqual(expect.arrayContaining([{ label: 'lecture', count: 1 }]));
    expect((await get(`/api/admin/prospects/${id}`)).json().prospect.labels).toEqual(['lecture']);
  });
});
