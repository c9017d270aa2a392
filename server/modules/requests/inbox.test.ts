import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { buildTestAppAsAdmin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { requestsRepository } from './repository';

describe.each(databaseKinds)('lead inbox API on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ ctx, admin } = await buildTestAppAsAdmin(kind));
    const requests = requestsRepository(ctx.db);
    const base = { email: 'a@exemple.fr', phone: 'Non fourni', company: 'ACME', notes: '' };
    for (let i = 0; i < 25; i += 1) {
      ids[`callback${i}`] = await requests.insert({ ...base, source: 'callback', name: `Rappel ${i}`, preferredTime: '2020-01-01T10:00:00.000Z' });
    }
    ids.contact = await requests.insert({ ...base, source: 'contact', name: '<b>Balise</b>', preferredTime: null, notes: 'Sujet: S\n\nMessage:\n<script>x</script>' });
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-api-key': admin.token } });
  const setStatus = (id: number, status: string) =>
    ctx.app.inject({ method: 'PUT', url: `/api/admin/callback-requests/${id}/status`, headers: admin.cookieWrite, payload: { status } });

  it('pages the list newest first, with the pending count and paging meta', async () => {
    const response = await get('/api/admin/callback-requests?source=callback&limit=10&page=3');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, pendingCount: 25, message: '', page: 3, limit: 10, total: 25, totalPages: 3 });
    expect(body.callbackRequests).toHaveLength(5);
    expect(body.callbackRequests[0]).toMatchObject({ source: 'callback', status: 'pending', processedAt: null, processedBy: null });
    const all = (await get('/api/admin/callback-requests')).json();
    expect(all).toMatchObject({ total: 26, pendingCount: 26, limit: 20 });
    expect(all.callbackRequests[0].id).toBe(ids.contact);
    expect(all.callbackRequests[0].name).toBe('<b>Balise</b>');
  });

  it('filters by source and status and refuses a bad filter in French', async () => {
    const contacts = (await get('/api/admin/callback-requests?source=contact')).json();
    expect(contacts.callbackRequests.map((r: { id: number }) => r.id)).toEqual([ids.contact]);
    expect((await get('/api/admin/callback-requests?status=cancelled')).json().total).toBe(0);
    const bad = await get('/api/admin/callback-requests?source=fax');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('counts pending items per source', async () => {
    expect((await get('/api/admin/callback-requests/count-pending?source=contact')).json()).toEqual({ success: true, pendingCount: 1, bySource: { contact: 1, callback: 25 } });
    // Without a source: all of them, and each source, for the panel's one poll.
    expect((await get('/api/admin/callback-requests/count-pending')).json()).toEqual({ success: true, pendingCount: 26, bySource: { contact: 1, callback: 25 } });
    expect((await get('/api/admin/callback-requests/count-pending?source=callback')).json().pendingCount).toBe(25);
  });

  it('processes a pending callback, recording when and by whom', async () => {
    const response = await setStatus(ids.callback0 as number, 'completed');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: adminMessages.statusUpdated, callbackRequest: { status: 'completed', processedBy: 'admin' } });
    expect(response.json().callbackRequest.processedAt).toEqual(expect.any(String));
    expect((await get('/api/admin/callback-requests/count-pending?source=callback')).json().pendingCount).toBe(24);
    const again = await setStatus(ids.callback0 as number, 'cancelled');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(adminMessages.statusTransition);
  });

  it('puts a processed item back to pending and clears who processed it', async () => {
    await setStatus(ids.contact as number, 'cancelled');
    const back = await setStatus(ids.contact as number, 'pending');
    expect(back.json().callbackRequest).toMatchObject({ status: 'pending', processedAt: null, processedBy: null });
    expect((await setStatus(ids.contact as number, 'pending')).statusCode).toBe(409);
  });

  it('answers 404 for an unknown request and 400 for a malformed id or an unknown status', async () => {
    expect((await setStatus(999_999, 'completed')).json().message).toBe(adminMessages.requestNotFound);
    const malformed = await setStatus(0, 'completed');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("L'identifiant doit être un nombre entier positif.");
    expect((await setStatus(ids.callback1 as number, 'archived')).statusCode).toBe(400);
  });
});
