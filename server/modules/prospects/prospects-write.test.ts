import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { messages } from '../../../domain/validation/messages';
import { buildTestAppAsAdmin, createAndLogin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { insertProspects } from './prospects-fixtures';
import { prospectsRepository } from './repository';

describe.each(databaseKinds)('prospect writes on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  let id: number;

  beforeAll(async () => {
    ({ ctx, admin } = await buildTestAppAsAdmin(kind));
    reader = await createAndLogin(ctx, admin, 'commercial', ['ROLE_USER']);
    [id] = (await insertProspects(ctx.db, [{ nom: 'Lefèvre', prenom: 'Anaïs', email: 'anais@exemple.fr' }])) as [number];
  });
  afterAll(() => ctx.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, headers: Record<string, string> = admin.cookieWrite) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const stored = () => prospectsRepository(ctx.db).findById(id);
  const edit = { email: 'anais.lefevre@exemple.fr', telephone: '06 12 34 56 78', statut: 'RDV planifié' };

  it('saves the edit form and the grid reads back the stored row', async () => {
    const response = await send('PUT', `/api/admin/prospects/${id}`, { ...edit, commentaire: 'Rappeler mardi', is_contacted: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: prospectMessages.updated, prospect: { ...edit, nom: 'Lefèvre', is_contacted: true, commentaire: 'Rappeler mardi' } });
    // Fields the form does not send keep their stored value.
    const partial = await send('PUT', `/api/admin/prospects/${id}`, edit);
    expect(partial.json().prospect).toMatchObject({ entreprise: 'Durand SA', fonction: 'Gérant', commentaire: 'Rappeler mardi', is_contacted: true });
    expect(await stored()).toMatchObject({ email: edit.email, statut: 'RDV planifié', isContacted: 1, nom: 'Lefèvre' });
    const found = await send('GET', `/api/admin/prospects?search=${encodeURIComponent('anais lefevre')}`);
    expect(found.json().prospects.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await send('GET', '/api/admin/prospects?search=anais%40exemple.fr')).json().meta.totalItems).toBe(0);
  });

  it.each([
    [{ ...edit, email: 'pas-un-email' }, messages.email],
    [{ ...edit, email: '' }, messages.requiredFields],
    [{ ...edit, statut: '' }, prospectMessages.chooseStatus],
    [{ ...edit, statut: 'Prospect chaud' }, prospectMessages.chooseStatus],
    [{ ...edit, telephone: '12 34' }, messages.frenchPhone],
    [{ ...edit, is_contacted: 'peut-être' }, prospectMessages.contacted],
    [{ ...edit, commentaire: 'x'.repeat(2001) }, messages.maxLength(2000)],
    [{ ...edit, nom: 'R2D2' }, messages.nameChars],
    [{ email: edit.email }, prospectMessages.chooseStatus],
  ])('refuses a bad edit in French and changes nothing (case %#)', async (payload, message) => {
    const before = await stored();
    const response = await send('PUT', `/api/admin/prospects/${id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.json().errors).toContain(message);
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for an unknown prospect and 400 for an id that is not one', async () => {
    expect((await send('PUT', '/api/admin/prospects/999999', edit)).json()).toMatchObject({ success: false, message: prospectMessages.notFound });
    expect((await send('GET', '/api/admin/prospects/999999')).statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/prospects/abc', edit)).statusCode).toBe(400);
    expect((await send('DELETE', '/api/admin/prospects/0')).statusCode).toBe(400);
  });

  it('creates a prospect by hand with the Lead status by default', async () => {
    const response = await send('POST', '/api/admin/prospects', { nom: 'Nouveau', prenom: 'Jean', email: 'jean.nouveau@exemple.fr', entreprise: 'Nouvelle SARL' });
    expect(response.statusCode).toBe(201);
    expect(response.json().prospect).toMatchObject({ nom: 'Nouveau', source: 'manuel', statut: 'Lead', is_contacted: false, client_code: expect.stringMatching(/^CLI-\d{5}$/) });
    const refused = await send('POST', '/api/admin/prospects', { nom: 'X', prenom: 'Jean', email: 'jean@' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(expect.arrayContaining([messages.nameMin, messages.email]));
  });

  it('lets ROLE_USER read but refuses every write, and anonymous gets 401', async () => {
    const before = await stored();
    const asReader = { 'x-api-key': reader.token };
    expect((await send('GET', '/api/admin/prospects', undefined, asReader)).statusCode).toBe(200);
    expect((await send('GET', `/api/admin/prospects/${id}`, undefined, asReader)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['PUT', `/api/admin/prospects/${id}`, edit],
      ['POST', '/api/admin/prospects', { nom: 'Lecteur', prenom: 'Jean', email: 'l@exemple.fr' }],
      ['DELETE', `/api/admin/prospects/${id}`, undefined],
      ['POST', '/api/admin/prospects/import', { content: 'Nom;Prénom;E-mail\nA;B;c@d.fr' }],
      ['POST', '/api/admin/prospects/personal-data/erase', { email: 'anais@exemple.fr' }],
    ] as const) {
      const response = await send(method, url, payload, asReader);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(adminMessages.forbidden);
      expect((await send(method, url, payload, {})).statusCode).toBe(401);
    }
    expect(await stored()).toEqual(before);
  });

  it('deletes a prospect for an admin', async () => {
    const [doomed] = (await insertProspects(ctx.db, [{ email: 'a.supprimer@exemple.fr' }])) as [number];
    const response = await send('DELETE', `/api/admin/prospects/${doomed}`);
    expect(response.json()).toEqual({ success: true, message: prospectMessages.deleted });
    expect(await prospectsRepository(ctx.db).findById(doomed)).toBeUndefined();
    expect((await send('DELETE', `/api/admin/prospects/${doomed}`)).statusCode).toBe(404);
  });

  it('shows the analysis of a super-assistant lead in its detail', async () => {
    const [lead] = (await insertProspects(ctx.db, [
      { source: 'super-assistant', leadScore: 107, leadBand: 'HOT', details: JSON.stringify({ detectedTools: [{ id: 'gmail', name: 'Gmail' }], workflow: { name: 'Flux' }, integrationPreferences: ['Slack'] }) },
    ])) as [number];
    const response = await send('GET', `/api/admin/prospects/${lead}`);
    expect(response.json().prospect).toMatchObject({ lead_score: 107, lead_band: 'HOT', details: { detectedTools: [{ name: 'Gmail' }], workflow: { name: 'Flux' }, integrationPreferences: ['Slack'] } });
  });
});
