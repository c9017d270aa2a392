import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { buildTestAppAsAdmin, createAndLogin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { prospectsRepository } from './repository';
import { requestsRepository } from '../requests/repository';

describe.each(databaseKinds)('turning an inbox request into a prospect on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  let contactId: number;
  let callbackId: number;

  beforeAll(async () => {
    ({ ctx, admin } = await buildTestAppAsAdmin(kind));
    reader = await createAndLogin(ctx, admin, 'lecteur', ['ROLE_USER']);
    const requests = requestsRepository(ctx.db);
    contactId = await requests.insert({ source: 'contact', name: 'Jean-Pierre de La Fontaine', email: 'jp@fables.fr', phone: 'Non fourni', company: 'Fables', notes: 'Sujet: Devis\n\nMessage:\nBonjour', preferredTime: null });
    callbackId = await requests.insert({ source: 'callback', name: 'Colette', email: 'colette@exemple.fr', phone: '06 12 34 56 78', company: '', notes: '', preferredTime: null });
  });
  afterAll(() => ctx.close());

  const convert = (id: number, headers = admin.cookieWrite) => ctx.app.inject({ method: 'POST', url: `/api/admin/callback-requests/${id}/prospect`, headers });
  const linked = (id: number) => ctx.app.inject({ method: 'GET', url: `/api/admin/callback-requests/${id}/prospect`, headers: { 'x-api-key': reader.token } });

  it('creates the prospect once, linked to the request, and finds it again on a second click', async () => {
    expect((await linked(contactId)).json()).toEqual({ success: true, prospect: null });
    const first = await convert(contactId);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      created: true,
      message: prospectMessages.converted,
      prospect: { prenom: 'Jean-Pierre', nom: 'de La Fontaine', email: 'jp@fables.fr', telephone: '', entreprise: 'Fables', source: 'contact', statut: 'Lead', inbox_request_id: contactId },
    });
    expect(first.json().prospect.commentaire).toContain('Message:\nBonjour');
    const again = await convert(contactId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, message: prospectMessages.alreadyConverted, prospect: { id: first.json().prospect.id } });
    expect((await linked(contactId)).json().prospect.id).toBe(first.json().prospect.id);
    expect(await prospectsRepository(ctx.db).count()).toBe(1);
  });

  it('keeps a single-word name as the surname and the phone of a callback', async () => {
    const response = await convert(callbackId);
    expect(response.json().prospect).toMatchObject({ nom: 'Colette', prenom: '', telephone: '06 12 34 56 78', source: 'callback' });
  });

  it('refuses ROLE_USER, and answers 404 for an unknown request', async () => {
    const before = await prospectsRepository(ctx.db).count();
    const refused = await convert(contactId, { 'x-api-key': reader.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(adminMessages.forbidden);
    const unknown = await convert(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(adminMessages.requestNotFound);
    expect((await linked(999_999)).statusCode).toBe(404);
    expect(await prospectsRepository(ctx.db).count()).toBe(before);
  });
});
