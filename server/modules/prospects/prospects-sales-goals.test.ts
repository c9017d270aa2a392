import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisClock } from '../../../domain/notifications/follow-up-digest';
import { salesGoalMessage } from '../../../domain/prospects/sales-goal';
import type { AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { prospectsTestApp } from './prospects-fixtures';

const today = parisClock(new Date()).day;
const now = new Date().toISOString();

describe.each(databaseKinds)('monthly sales goals on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;

  beforeAll(async () => {
    ({ ctx, admin } = await prospectsTestApp(kind, [
      { nom: 'Objectif', prenom: 'Gagnee', email: 'a@exemple.fr', statut: 'Client', estimatedValue: 6_000, wonAt: now, owner: 'admin' },
      { nom: 'Objectif', prenom: 'Camille', email: 'b@exemple.fr', statut: 'Client', estimatedValue: 3_000, wonAt: now, owner: 'camille' },
      { nom: 'Objectif', prenom: 'Ancienne', email: 'c@exemple.fr', statut: 'Client', estimatedValue: 9_000, wonAt: '2020-01-15T10:00:00.000Z', owner: 'admin' },
      { nom: 'Objectif', prenom: 'Attendue', email: 'd@exemple.fr', statut: 'Qualifié', estimatedValue: 4_000, expectedCloseAt: today, owner: 'admin' },
    ]));
    const created = await send('POST', '/api/admin/users', { username: 'camille', password: 'motdepasse-camille', roles: ['ROLE_ADMIN'], monthlyWonGoal: 5_000 });
    expect(created.statusCode, created.body).toBe(201);
  });
  afterAll(() => ctx.close());

  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { 'x-api-key': admin.token }, ...(payload ? { payload } : {}) });
  const board = async (query = '') => (await send('GET', `/api/admin/prospects/board${query}`)).json();
  const dashboardGoal = async () => (await send('GET', '/api/admin/dashboard')).json().salesGoal;
  const goalOf = async (username: string) =>
    ((await send('GET', '/api/admin/users')).json().users as Array<{ username: string; monthlyWonGoal: number }>).find((user) => user.username === username)?.monthlyWonGoal;
  const adminRoles = { roles: ['ROLE_ADMIN'] };

  it('shows no goal before one is set', async () => {
    const all = await board();
    expect(all.salesGoal).toBeNull();
    // Camille was given one with her account.
    expect(all.teamGoals).toEqual([{ username: 'camille', target: 5_000, won: 3_000 }]);
    expect((await board('?owner=mine')).salesGoal).toBeNull();
    expect(await dashboardGoal()).toBeNull();
  });

  it("gives every deal's view the agency's goal, with this month's won deals and those expected to close", async () => {
    const saved = await send('PUT', '/api/admin/settings', { monthlyWonGoal: 20_000 });
    expect(saved.statusCode, saved.body).toBe(200);
    const all = await board();
    expect(all.salesGoal).toEqual({ owner: null, target: 20_000 });
    // Won this month by anyone; the deal won in 2020 is another month's.
    expect(all.forecast.won).toEqual({ count: 2, value: 9_000, valued: 2 });
    expect(all.forecast.months[0]).toMatchObject({ count: 1, value: 4_000 });
    // The deals without an owner have no goal.
    expect((await board('?owner=unassigned')).salesGoal).toBeNull();
    // The dashboard of a user without a goal of their own follows the agency's (0468).
    expect(await dashboardGoal()).toEqual({ owner: null, target: 20_000, won: { count: 2, value: 9_000, valued: 2 }, expected: 4_000 });
  });

  it("gives a user's view their own goal, set with their account", async () => {
    expect(await goalOf('camille')).toBe(5_000);
    const camille = await board('?user=camille');
    expect(camille.salesGoal).toEqual({ owner: 'camille', target: 5_000 });
    expect(camille.forecast.won).toMatchObject({ value: 3_000 });
    // The agency's goal is not a user's: without their own, their view shows none.
    expect((await board('?owner=mine')).salesGoal).toBeNull();
    const set = await send('PUT', '/api/admin/users/admin', { ...adminRoles, monthlyWonGoal: 8_000 });
    expect(set.statusCode, set.body).toBe(200);
    const mine = await board('?owner=mine');
    expect(mine.salesGoal).toEqual({ owner: 'admin', target: 8_000 });
    expect(mine.forecast.won).toMatchObject({ value: 6_000 });
    expect(mine.teamGoals).toEqual([]);
    // Theirs once they have one: their deals only.
    expect(await dashboardGoal()).toEqual({ owner: 'admin', target: 8_000, won: { count: 1, value: 6_000, valued: 1 }, expected: 4_000 });
  });

  it("lists each user's goal and their deals won this month in the view of every deal only", async () => {
    expect((await board()).teamGoals).toEqual([
      { username: 'admin', target: 8_000, won: 6_000 },
      { username: 'camille', target: 5_000, won: 3_000 },
    ]);
    expect((await board('?user=camille')).teamGoals).toEqual([]);
    expect((await board('?owner=unassigned')).teamGoals).toEqual([]);
  });

  it.each([-1, 100_000_001, 1500.5, '5000', null])('refuses a goal of %s in French and changes nothing', async (monthlyWonGoal) => {
    const refused = await send('PUT', '/api/admin/users/camille', { ...adminRoles, monthlyWonGoal });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ monthlyWonGoal: salesGoalMessage });
    const settings = await send('PUT', '/api/admin/settings', { monthlyWonGoal });
    expect(settings.statusCode).toBe(400);
    expect(settings.json().message).toContain(salesGoalMessage);
    expect(await goalOf('camille')).toBe(5_000);
    expect((await board()).salesGoal).toEqual({ owner: null, target: 20_000 });
  });

  it('keeps a goal an edit leaves out, and 0 removes it', async () => {
    await send('PUT', '/api/admin/users/camille', { ...adminRoles, email: 'camille@exemple.fr' });
    expect(await goalOf('camille')).toBe(5_000);
    await send('PUT', '/api/admin/users/camille', { ...adminRoles, monthlyWonGoal: 0 });
    expect(await goalOf('camille')).toBe(0);
    expect((await board('?user=camille')).salesGoal).toBeNull();
    expect((await board()).teamGoals.map((goal: { username: string }) => goal.username)).toEqual(['admin']);
    await send('PUT', '/api/admin/settings', { monthlyWonGoal: 0 });
    expect((await board()).salesGoal).toBeNull();
  });
});
