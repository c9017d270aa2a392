import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { RETURN_MAX_DAYS } from '../../../domain/availability';
import { parisToday } from '../../../domain/paris-time';
import { adminUsersService } from './service';
import { buildTestAppAsAdmin, loginAs, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';

describe.each(databaseKinds)('admin users API on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  beforeAll(async () => ({ ctx, admin } = await buildTestAppAsAdmin(kind)));
  afterAll(() => ctx.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: admin.cookieWrite, ...(payload ? { payload } : {}) });

  it('lists the users with roles and last login, never the password hash', async () => {
    const response = await send('GET', '/api/admin/users');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, users: [{ username: 'admin', roles: ['ROLE_ADMIN'] }] });
    expect(response.json().users[0].lastLogin).toEqual(expect.any(String));
    expect(response.body).not.toContain('scrypt');
  });

  it('adds a user who has never logged in, then refuses the same name', async () => {
    const created = await send('POST', '/api/admin/users', { username: 'claire', password: 'Claire-Mdp-1', roles: ['ROLE_USER'] });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ success: true, message: adminMessages.userCreated });
    const users = (await send('GET', '/api/admin/users')).json().users;
    expect(users).toContainEqual({ username: 'claire', roles: ['ROLE_USER'], lastLogin: null, awaySince: null, awayUntil: null, email: null, twoFactor: false, monthlyWonGoal: 0 });
    const twice = await send('POST', '/api/admin/users', { username: 'claire', password: 'Claire-Mdp-1', roles: ['ROLE_USER'] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(adminMessages.usernameTaken);
    expect(twice.json().fieldErrors).toEqual({ username: adminMessages.usernameTaken });
  });

  it('says, while a new username is typed, whether it may be chosen and why not (decision 0520)', async () => {
    const check = async (username: string) => {
      const response = await send('GET', `/api/admin/users/username-check?username=${encodeURIComponent(username)}`);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    expect(await check(' admin ')).toEqual({ success: true, available: false, message: adminMessages.usernameTaken });
    expect(await check('nouvelle.recrue')).toEqual({ success: true, available: true, message: '' });
    expect(await check('b r')).toEqual({ success: true, available: false, message: adminMessages.usernameFormat });
    const tooLong = await send('GET', `/api/admin/users/username-check?username=${'a'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(adminMessages.usernameFormat);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/users/username-check?username=x' })).statusCode).toBe(401);
  });

  it.each([
    ['a short password', { username: 'bruno', password: 'court', roles: ['ROLE_ADMIN'] }, adminMessages.passwordMin],
    ['a bad username', { username: 'b r', password: 'Assez-long-1', roles: ['ROLE_ADMIN'] }, adminMessages.usernameFormat],
    ['an unknown role', { username: 'bruno', password: 'Assez-long-1', roles: ['ROLE_ROOT'] }, undefined],
  ])('refuses %s and stores nothing', async (_label, payload, message) => {
    const response = await send('POST', '/api/admin/users', payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().errors).toContain(message);
    expect((await send('GET', '/api/admin/users')).json().users.map((u: { username: string }) => u.username)).not.toContain('bruno');
  });

  it('edits roles without changing the password, then changes the password', async () => {
    await send('POST', '/api/admin/users', { username: 'denise', password: 'Denise-Mdp-1', roles: ['ROLE_USER'] });
    expect((await send('PUT', '/api/admin/users/denise', { roles: ['ROLE_ADMIN'] })).json()).toEqual({ success: true, message: adminMessages.userUpdated });
    await loginAs(ctx, 'denise', 'Denise-Mdp-1');
    expect((await send('PUT', '/api/admin/users/denise', { password: 'court', roles: ['ROLE_ADMIN'] })).statusCode).toBe(400);
    expect((await send('PUT', '/api/admin/users/denise', { password: 'Autre-Mdp-22', roles: ['ROLE_ADMIN'] })).statusCode).toBe(200);
    await loginAs(ctx, 'denise', 'Autre-Mdp-22');
    expect((await send('PUT', '/api/admin/users/personne', { roles: ['ROLE_ADMIN'] })).statusCode).toBe(404);
  });

  it('deletes a user, and never the main admin', async () => {
    await send('POST', '/api/admin/users', { username: 'emile', password: 'Emile-Mdp-1', roles: ['ROLE_USER'] });
    expect((await send('DELETE', '/api/admin/users/emile')).json()).toEqual({ success: true, message: adminMessages.userDeleted });
    expect((await send('DELETE', '/api/admin/users/emile')).statusCode).toBe(404);
    const refused = await send('DELETE', '/api/admin/users/admin');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(adminMessages.cannotDeleteAdmin);
    const demoted = await send('PUT', '/api/admin/users/admin', { roles: ['ROLE_USER'] });
    expect(demoted.json().message).toBe(adminMessages.adminKeepsRole);
    expect((await send('GET', '/api/admin/users')).json().users).toContainEqual(expect.objectContaining({ username: 'admin', roles: ['ROLE_ADMIN'] }));
  });

  it('marks a user absent from the first time it is said, then available again; refuses a bad body or an unknown user', async () => {
    await send('POST', '/api/admin/users', { username: 'fanny', password: 'Fanny-Mdp-1', roles: ['ROLE_ADMIN'] });
    const awaySince = async () => (await send('GET', '/api/admin/users')).json().users.find((u: { username: string }) => u.username === 'fanny').awaySince;
    const away = await send('PUT', '/api/admin/users/fanny/availability', { away: true });
    expect(away.statusCode, away.body).toBe(200);
    expect(away.json()).toEqual({ success: true, message: adminMessages.userAway('fanny') });
    const since = await awaySince();
    expect(since).toEqual(expect.any(String));
    // Said again: the first moment stays.
    await send('PUT', '/api/admin/users/fanny/availability', { away: true });
    expect(await awaySince()).toBe(since);

    for (const payload of [{}, { away: 'oui' }, { away: null }]) {
      const refused = await send('PUT', '/api/admin/users/fanny/availability', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toContain(adminMessages.availabilityFormat);
    }
    expect(await awaySince()).toBe(since);
    const unknown = await send('PUT', '/api/admin/users/personne/availability', { away: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(adminMessages.userNotFound);

    expect((await send('PUT', '/api/admin/users/fanny/availability', { away: false })).json()).toEqual({ success: true, message: adminMessages.userBack('fanny') });
    expect(await awaySince()).toBeNull();

    // The session says the logged-in user's own availability, which the header's switch shows.
    await send('PUT', '/api/admin/users/admin/availability', { away: true });
    expect((await send('GET', '/api/admin/session')).json().user.awaySince).toEqual(expect.any(String));
    await send('PUT', '/api/admin/users/admin/availability', { away: false });
    expect((await send('GET', '/api/admin/session')).json().user).toEqual({ username: 'admin', roles: ['ROLE_ADMIN'], awaySince: null, awayUntil: null });
  });

  it('marks a user absent until a return day, over by itself from that day; refuses a day past, too far or without an absence', async () => {
    await send('POST', '/api/admin/users', { username: 'gilles', password: 'Gilles-Mdp-1', roles: ['ROLE_ADMIN'] });
    const gilles = async () => (await send('GET', '/api/admin/users')).json().users.find((u: { username: string }) => u.username === 'gilles');
    const today = parisToday();
    const inDays = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

    const away = await send('PUT', '/api/admin/users/gilles/availability', { away: true, until: inDays(5) });
    expect(away.statusCode, away.body).toBe(200);
    expect(away.json().message).toBe(adminMessages.userAwayUntil('gilles', inDays(5)));
    expect(await gilles()).toMatchObject({ awaySince: expect.any(String), awayUntil: inDays(5) });
    expect(await adminUsersService(ctx.db).assignable()).not.toContain('gilles');

    for (const [payload, message] of [
      [{ away: true, until: today }, adminMessages.returnDay],
      [{ away: true, until: inDays(RETURN_MAX_DAYS + 1) }, adminMessages.returnDay],
      [{ away: true, until: '2026-02-30' }, adminMessages.returnDay],
      [{ away: true, until: 'lundi' }, adminMessages.returnDay],
      [{ away: false, until: inDays(2) }, adminMessages.returnWithoutAway],
    ] as const) {
      const refused = await send('PUT', '/api/admin/users/gilles/availability', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().fieldErrors.until).toBe(message);
    }
    expect((await gilles()).awayUntil).toBe(inDays(5));

    // The return day come, the absence is over: listed available, assignable again, and a new absence starts anew.
    await ctx.db.updateTable('adminUsers').set({ awaySince: '2026-01-05T08:00:00.000Z', awayUntil: today }).where('username', '=', 'gilles').execute();
    expect(await gilles()).toMatchObject({ awaySince: null, awayUntil: null });
    expect(await adminUsersService(ctx.db).assignable()).toContain('gilles');
    await send('PUT', '/api/admin/users/gilles/availability', { away: true });
    expect(await gilles()).toMatchObject({ awayUntil: null });
    expect((await gilles()).awaySince).not.toBe('2026-01-05T08:00:00.000Z');

    // Back by hand before the day: the return day goes with the absence.
    await send('PUT', '/api/admin/users/gilles/availability', { away: true, until: inDays(3) });
    await send('PUT', '/api/admin/users/gilles/availability', { away: false });
    expect(await ctx.db.selectFrom('adminUsers').select(['awaySince', 'awayUntil']).where('username', '=', 'gilles').executeTakeFirst()).toEqual({ awaySince: null, awayUntil: null });

    await send('PUT', '/api/admin/users/admin/availability', { away: true, until: inDays(1) });
    expect((await send('GET', '/api/admin/session')).json().user.awayUntil).toBe(inDays(1));
    await send('PUT', '/api/admin/users/admin/availability', { away: false });
  });
});
