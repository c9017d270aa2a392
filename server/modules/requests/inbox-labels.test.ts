import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelMessages } from '../../../domain/labels';
import { buildTestAppWithReader, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { requestsRepository } from './repository';

describe.each(databaseKinds)('inbox labels on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;

  beforeAll(async () => {
    ({ ctx, admin, reader } = await buildTestAppWithReader(kind, 'lecteur'));
  });
  afterAll(() => ctx.close());

  const add = (name: string) =>
    requestsRepository(ctx.db).insert({ source: 'contact', name, email: `${name.toLowerCase()}@exemple.fr`, phone: 'Non fourni', company: 'ACME', notes: '', preferredTime: null });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-api-key': admin.token } });
  const label = (id: number, labels: unknown, who: AdminCredentials = admin) =>
    ctx.app.inject({ method: 'PUT', url: `/api/admin/callback-requests/${id}/labels`, headers: who.cookieWrite, payload: { labels } });
  const idsOf = async (query: string) => (await get(`/api/admin/callback-requests?${query}`)).json().callbackRequests.map((r: { id: number }) => r.id);

  it('puts labels on a request, written one way and once each, and lists them with it', async () => {
    const id = await add('Etiquetee');
    const response = await label(id, ['  Site  Vitrine ', 'URGENT', 'urgent', 'e-commerce']);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Étiquettes enregistrées', callbackRequest: { id, labels: ['site vitrine', 'urgent', 'e-commerce'] } });
    const listed = (await get('/api/admin/callback-requests')).json().callbackRequests.find((r: { id: number }) => r.id === id);
    expect(listed.labels).toEqual(['site vitrine', 'urgent', 'e-commerce']);
    expect((await get(`/api/admin/callback-requests/${id}`)).json().callbackRequest.labels).toEqual(['site vitrine', 'urgent', 'e-commerce']);
    // A request without labels answers an empty list.
    const bare = await add('Sans');
    expect((await get(`/api/admin/callback-requests/${bare}`)).json().callbackRequest.labels).toEqual([]);
    // The whole set is replaced; [] takes every label off.
    expect((await label(id, ['urgent'])).json().callbackRequest.labels).toEqual(['urgent']);
    expect((await label(id, [])).json().callbackRequest.labels).toEqual([]);
  });

  it('filters the inbox by one label, exactly: a label is not found inside another', async () => {
    const [quote, urgentQuote, other] = [await add('Devis'), await add('Presse'), await add('Autre')];
    await label(quote, ['devis']);
    await label(urgentQuote, ['urgent', 'devis']);
    await label(other, ['devis express']);
    expect(await idsOf('label=devis')).toEqual([urgentQuote, quote]);
    expect(await idsOf('label=%20DEVIS%20')).toEqual([urgentQuote, quote]);
    expect(await idsOf('label=devis%20express')).toEqual([other]);
    expect(await idsOf('label=evi')).toEqual([]);

    const inUse = (await get('/api/admin/callback-requests/labels')).json();
    expect(inUse.success).toBe(true);
    expect(inUse.labels).toEqual(expect.arrayContaining([{ label: 'devis', count: 2 }, { label: 'devis express', count: 1 }]));
    expect(inUse.labels[0]).toEqual({ label: 'devis', count: 2 });
  });

  it('refuses a label that is not one, or more than five, in French, and changes nothing', async () => {
    const id = await add('Refusee');
    await label(id, ['garde']);
    for (const labels of [[''], ['a'.repeat(31)], ['devis,urgent'], ['50%'], ['-tiret'], [42], 'devis', null]) {
      const response = await label(id, labels);
      expect(response.statusCode, JSON.stringify(labels)).toBe(400);
      expect(JSON.stringify(response.json())).toMatch(/étiquette/);
    }
    const six = await label(id, ['un', 'deux', 'trois', 'quatre', 'cinq', 'six']);
    expect(six.statusCode).toBe(400);
    expect(JSON.stringify(six.json())).toContain(labelMessages.labels);
    const badFilter = await get('/api/admin/callback-requests?label=50%25');
    expect(badFilter.statusCode).toBe(400);
    expect(JSON.stringify(badFilter.json())).toContain(labelMessages.label);
    expect((await get(`/api/admin/callback-requests/${id}`)).json().callbackRequest.labels).toEqual(['garde']);
  });

  it('answers 404 in French for an unknown request, and lets a ROLE_USER read labels but not change them', async () => {
    const unknown = await label(999_999, ['devis']);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/introuvable|n'existe pas/i);
    const id = await add('Lue');
    await label(id, ['lecture']);
    const refused = await label(id, [], reader);
    expect(refused.statusCode).toBe(403);
    const read = await ctx.app.inject({ method: 'GET', url: '/api/admin/callback-requests/labels', headers: { 'x-api-key': reader.token } });
    expect(read.json().labels).toEqual(expect.arrayContaining([{ label: 'lecture', count: 1 }]));
    expect((await get(`/api/admin/callback-requests/${id}`)).json().callbackRequest.labels).toEqual(['lecture']);
  });
});
