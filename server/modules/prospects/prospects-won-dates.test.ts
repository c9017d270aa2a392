import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../db/migrate';
import type { AdminCredentials } from '../../test/admin-login';
import { createTestDatabase, databaseKinds, type TestContext } from '../../test/helper';
import { insertProspectsBeforePhoneKey, prospectsTestApp } from './prospects-fixtures';

describe.each(databaseKinds)('won dates on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let ids: number[];

  beforeAll(async () => {
    ({ ctx, admin, ids } = await prospectsTestApp(kind, [
      { nom: 'Gain', prenom: 'Mien', email: 'mien@exemple.fr', statut: 'RDV planifié', estimatedValue: 6_000, owner: 'admin' },
      { nom: 'Gain', prenom: 'Autre', email: 'autre@exemple.fr', statut: 'Qualifié', estimatedValue: 2_500 },
      // Won long ago: part of the all-time total, not of this month's.
      { nom: 'Gain', prenom: 'Ancien', email: 'ancien@exemple.fr', statut: 'Client', estimatedValue: 9_000, wonAt: '2020-01-15T10:00:00.000Z' },
    ]));
  });
  afterAll(() => ctx.close());

  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { 'x-api-key': admin.token }, ...(payload ? { payload } : {}) });
  const read = async (id: number) => (await send('GET', `/api/admin/prospects/${id}`)).json().prospect;
  const won = async (query = '') => (await send('GET', `/api/admin/prospects/board${query}`)).json().forecast.won;

  it("dates a deal moved to Client, counts it in this month's wins of its view, and clears the date when it leaves", async () => {
    expect(await won()).toEqual({ count: 0, value: 0, valued: 0 });
    const before = Date.now();
    const moved = await send('PUT', `/api/admin/prospects/${ids[0]}/status`, { statut: 'Client' });
    expect(moved.statusCode, moved.body).toBe(200);
    const wonAt = Date.parse(moved.json().prospect.won_at);
    expect(wonAt).toBeGreaterThanOrEqual(before - 1000);
    expect(await won()).toEqual({ count: 1, value: 6_000, valued: 1 });
    expect(await won('?owner=mine')).toEqual({ count: 1, value: 6_000, valued: 1 });
    expect(await won('?owner=unassigned')).toEqual({ count: 0, value: 0, valued: 0 });

    // An edit that keeps the status keeps the day of the win.
    await send('PUT', `/api/admin/prospects/${ids[0]}`, { email: 'mien@exemple.fr', telephone: '', statut: 'Client', fonction: 'Directeur' });
    expect(Date.parse((await read(ids[0]!)).won_at)).toBe(wonAt);

    await send('PUT', `/api/admin/prospects/${ids[0]}`, { email: 'mien@exemple.fr', telephone: '', statut: 'RDV planifié' });
    expect((await read(ids[0]!)).won_at).toBeNull();
    expect(await won()).toEqual({ count: 0, value: 0, valued: 0 });
  });

  it('dates a win made by a bulk move, by a creation and by an import, and a loss by an import', async () => {
    const bulk = await send('POST', '/api/admin/prospects/bulk', { ids: [ids[1]], action: 'status', statut: 'Client' });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await read(ids[1]!)).won_at).not.toBeNull();

    const created = await send('POST', '/api/admin/prospects', { nom: 'Gain', prenom: 'Direct', email: 'direct@exemple.fr', statut: 'Client' });
    expect(created.json().prospect.won_at).not.toBeNull();

    const csv = ['Nom;Prénom;E-mail;Statut', 'Gain;Importe;importe@exemple.fr;Client', 'Gain;Mien;mien@exemple.fr;Inactif'].join('\n');
    const report = (await ctx.app.inject({ method: 'POST', url: '/api/admin/prospects/import', headers: admin.cookieWrite, payload: { content: csv } })).json();
    expect(report).toMatchObject({ created: 1, merged: 1, refusedCount: 0 });
    const imported = (await send('GET', '/api/admin/prospects?search=importe%40exemple.fr')).json().prospects[0];
    expect(imported.won_at).not.toBeNull();
    expect((await read(ids[0]!)).lost_at).not.toBeNull();
    expect(await won()).toMatchObject({ count: 3, value: 2_500 });
  });

  it('dates the wins of the prospects already Client at their last change, and can be undone', async () => {
    const database = await createTestDatabase(kind);
    const { db } = database;
    try {
      await migrateTo(db, '0042-prospect-close-dates');
      const [client, open] = await insertProspectsBeforePhoneKey(db, [
        { email: 'a@exemple.fr', statut: 'Client', updatedAt: '2026-10-01T08:00:00.000Z' } as never,
        { email: 'b@exemple.fr', statut: 'Lead' },
      ]);
      for (const round of ['up', 'up again']) {
        await migrateToLatest(db);
        const rows = await db.selectFrom('prospects').select(['id', 'wonAt']).orderBy('id').execute();
        expect(rows.map((row) => ({ ...row, id: Number(row.id) })), round).toEqual([
          { id: client, wonAt: '2026-10-01T08:00:00.000Z' },
          { id: open, wonAt: null },
        ]);
        if (round === 'up') await migrateTo(db, '0042-prospect-close-dates');
      }
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
