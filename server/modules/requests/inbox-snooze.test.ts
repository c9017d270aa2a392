import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNOOZE_WAKE_AUTHOR, snoozeDateText, snoozeMessages } from '../../../domain/inbox-snooze';
import { buildTestAppAsAdmin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { requestsRepository } from './repository';

const HOUR = 3_600_000;

describe.each(databaseKinds)('inbox snooze on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;

  beforeAll(async () => {
    ({ ctx, admin } = await buildTestAppAsAdmin(kind));
  });
  afterAll(() => ctx.close());

  const add = (name: string, source: 'contact' | 'callback' = 'contact') =>
    requestsRepository(ctx.db).insert({ source, name, email: `${name.toLowerCase()}@exemple.fr`, phone: 'Non fourni', company: 'ACME', notes: '', preferredTime: null });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-api-key': admin.token } });
  const snooze = (id: number, until: unknown) =>
    ctx.app.inject({ method: 'PUT', url: `/api/admin/callback-requests/${id}/snooze`, headers: admin.cookieWrite, payload: { until } });
  const idsOf = async (query: string) => (await get(`/api/admin/callback-requests?source=contact&${query}`)).json().callbackRequests.map((r: { id: number }) => r.id);

  it('sets a pending request aside until its day: out of the waiting views and counts, listed with the snoozed ones', async () => {
    const [kept, setAside] = [await add('Reste'), await add('Reportee')];
    const before = (await get('/api/admin/callback-requests?source=contact')).json();
    const until = new Date(Date.now() + 48 * HOUR).toISOString();

    const response = await snooze(setAside, until);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: `Demande reportée jusqu’au ${snoozeDateText(until)}`, callbackRequest: { id: setAside, status: 'pending', snoozedUntil: until } });

    expect(await idsOf('snooze=hidden')).toContain(kept);
    expect(await idsOf('snooze=hidden')).not.toContain(setAside);
    expect(await idsOf('snooze=only')).toEqual([setAside]);
    // Without the filter, as back-office §7 lists it: every request, the snoozed one marked.
    expect(await idsOf('')).toEqual(expect.arrayContaining([kept, setAside]));
    const after = (await get('/api/admin/callback-requests?source=contact')).json();
    expect(after).toMatchObject({ pendingCount: before.pendingCount - 1, snoozedCount: 1, assignmentCounts: { unassigned: before.assignmentCounts.unassigned - 1 } });
    const badge = (await get('/api/admin/callback-requests/count-pending')).json();
    expect(badge.bySource.contact).toBe(before.pendingCount - 1);
  });

  it('brings a request back by itself once its time has come, and at once with null', async () => {
    const id = await add('Revient');
    expect((await snooze(id, new Date(Date.now() + HOUR).toISOString())).statusCode).toBe(200);
    expect(await idsOf('snooze=only')).toContain(id);
    // Its hour has passed: nothing wakes it, the views compare with the moment they are read.
    await ctx.db.updateTable('callbackRequests').set({ snoozedUntil: new Date(Date.now() - 1000).toISOString() }).where('id', '=', id).execute();
    expect(await idsOf('snooze=only')).not.toContain(id);
    expect(await idsOf('snooze=hidden')).toContain(id);

    const other = await add('Rappelee');
    await snooze(other, new Date(Date.now() + HOUR).toISOString());
    const back = await snooze(other, null);
    expect(back.json()).toMatchObject({ message: snoozeMessages.back, callbackRequest: { snoozedUntil: null } });
    expect(await idsOf('snooze=hidden')).toContain(other);
  });

  it('brings a snoozed request back when the same person sends a new one, and says why in its notes', async () => {
    const [theirs, someoneElse] = [await add('Revient'), await add('Attend')];
    const until = new Date(Date.now() + 72 * HOUR).toISOString();
    await snooze(theirs, until);
    await snooze(someoneElse, until);

    // A callback request this time, the address typed in capitals: the same person all the same.
    const callback = await ctx.app.inject({
      method: 'POST',
      url: '/api/callback-requests',
      payload: { name: 'Revient', phone: '06 12 34 56 78', email: 'REVIENT@exemple.fr', company: '', website: '' },
    });
    expect(callback.statusCode).toBe(201);
    const newId = callback.json().id;

    expect(await idsOf('snooze=only')).toContain(someoneElse);
    expect(await idsOf('snooze=only')).not.toContain(theirs);
    expect(await idsOf('snooze=hidden')).toContain(theirs);
    const record = (await get(`/api/admin/callback-requests/${theirs}`)).json();
    expect(record.callbackRequest).toMatchObject({ status: 'pending', snoozedUntil: null });
    expect(record.notes).toEqual([expect.objectContaining({ kind: 'note', author: SNOOZE_WAKE_AUTHOR, body: snoozeMessages.woken(newId), recipient: null })]);
    // The other person's request keeps its day and its thread.
    expect((await get(`/api/admin/callback-requests/${someoneElse}`)).json()).toMatchObject({ callbackRequest: { snoozedUntil: until }, notes: [] });
  });

  it('clears the snooze when the request is processed, and refuses to snooze one not pending', async () => {
    const id = await add('Traitee');
    await snooze(id, new Date(Date.now() + HOUR).toISOString());
    await ctx.app.inject({ method: 'PUT', url: `/api/admin/callback-requests/${id}/status`, headers: admin.cookieWrite, payload: { status: 'completed' } });
    expect((await requestsRepository(ctx.db).findById(id))?.snoozedUntil).toBeNull();

    const refused = await snooze(id, new Date(Date.now() + HOUR).toISOString());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: snoozeMessages.notPending });
    expect((await requestsRepository(ctx.db).findById(id))?.snoozedUntil).toBeNull();
  });

  it.each([
    ['a past instant', new Date(Date.now() - HOUR).toISOString()],
    ['beyond a year', new Date(Date.now() + 400 * 24 * HOUR).toISOString()],
    ['a word', 'demain'],
    ['nothing', undefined],
  ])('refuses %s in French and changes nothing', async (_, until) => {
    const id = await add('Refus');
    const response = await snooze(id, until);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: snoozeMessages.until });
    expect((await requestsRepository(ctx.db).findById(id))?.snoozedUntil).toBeNull();
  });

  it('answers 404 for an unknown request, 400 for an unknown view, and keeps the route to admins', async () => {
    expect((await snooze(999_999, new Date(Date.now() + HOUR).toISOString())).statusCode).toBe(404);
    const badView = await get('/api/admin/callback-requests?snooze=demain');
    expect(badView.statusCode).toBe(400);
    expect(badView.json().message).toBe(snoozeMessages.view);
    const anonymous = await ctx.app.inject({ method: 'PUT', url: '/api/admin/callback-requests/1/snooze', payload: { until: null } });
    expect(anonymous.statusCode).toBe(401);
  });
});
