import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppAsAdmin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { requestsRepository } from './repository';
import { superAssistantLead } from '../../test/lead-payload';
import { prospectsRepository } from '../prospects/repository';

describe.each(databaseKinds)('new requests and leads assigned automatically on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;

  beforeAll(async () => {
    ({ ctx, admin } = await buildTestAppAsAdmin(kind));
    for (const [username, roles] of [
      ['camille', ['ROLE_ADMIN']],
      ['lecteur', ['ROLE_USER']],
    ] as const) {
      const created = await ctx.app.inject({ method: 'POST', url: '/api/admin/users', headers: { 'x-api-key': admin.token }, payload: { username, password: 'motdepasse-long-1', roles } });
      expect(created.statusCode, created.body).toBe(201);
    }
  });
  afterAll(() => ctx.close());

  const settings = (payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { 'x-api-key': admin.token }, payload });
  let sequence = 0;
  const postContact = async () => {
    sequence += 1;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Jeanne Martin', email: `jeanne.${sequence}@exemple.fr`, company: '', phone: '', message: 'Un projet de site à refaire cet hiver.', website: '' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (await requestsRepository(ctx.db).findById(response.json().id))?.assignee;
  };

  const postLead = async () => {
    sequence += 1;
    const response = await ctx.app.inject({ method: 'POST', url: '/api/leads', payload: { ...superAssistantLead, email: `lead.${sequence}@atelier-lumen.fr` } });
    expect(response.statusCode, response.body).toBe(201);
    return (await prospectsRepository(ctx.db).findById(response.json().id))?.owner;
  };

  it('leaves new requests and leads unassigned while the setting is off, as before', async () => {
    expect(await postContact()).toBeNull();
    expect(await postLead()).toBeNull();
  });

  it('gives each new request to the administrator with the fewest waiting, never to a reader', async () => {
    expect((await settings({ inboxAutoAssign: true })).statusCode).toBe(200);
    // admin and camille start even: the alphabetical order decides, then each in turn.
    expect([await postContact(), await postContact(), await postContact()]).toEqual(['admin', 'camille', 'admin']);
    // Processing one of admin's leaves camille with more waiting: the next goes to admin.
    const [adminsFirst] = await ctx.db.selectFrom('callbackRequests').select('id').where('assignee', '=', 'admin').orderBy('id').limit(1).execute();
    const done = await ctx.app.inject({ method: 'PUT', url: `/api/admin/callback-requests/${adminsFirst!.id}/status`, headers: admin.cookieWrite, payload: { status: 'completed' } });
    expect(done.statusCode, done.body).toBe(200);
    expect(await postContact()).toBe('admin');
    expect(await postContact()).toBe('camille');

    const readers = await ctx.db.selectFrom('callbackRequests').select('id').where('assignee', '=', 'lecteur').execute();
    expect(readers).toEqual([]);
    expect((await settings({ inboxAutoAssign: false })).statusCode).toBe(200);
    expect(await postContact()).toBeNull();
  });

  it('gives each super-assistant lead to the administrator owning the fewest leads still to reach', async () => {
    expect((await settings({ inboxAutoAssign: true })).statusCode).toBe(200);
    const owners = [await postLead(), await postLead(), await postLead()];
    expect(owners).toEqual(['admin', 'camille', 'admin']);
    expect((await settings({ inboxAutoAssign: false })).statusCode).toBe(200);
    expect(await postLead()).toBeNull();
  });

  it('passes by an administrator marked absent until they are back, and leaves everything unassigned when all are', async () => {
    const availability = (username: string, away: boolean) =>
      ctx.app.inject({ method: 'PUT', url: `/api/admin/users/${username}/availability`, headers: { 'x-api-key': admin.token }, payload: { away } });
    expect((await settings({ inboxAutoAssign: true })).statusCode).toBe(200);
    expect((await availability('camille', true)).statusCode).toBe(200);
    expect([await postContact(), await postContact(), await postLead()]).toEqual(['admin', 'admin', 'admin']);
    expect((await availability('admin', true)).statusCode).toBe(200);
    expect([await postContact(), await postLead()]).toEqual([null, null]);
    expect((await availability('camille', false)).statusCode).toBe(200);
    expect([await postContact(), await postLead()]).toEqual(['camille', 'camille']);
    await availability('admin', false);
    await settings({ inboxAutoAssign: false });
  });
});
