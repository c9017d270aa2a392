import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../db/migrate';
import type { AdminCredentials } from '../../test/admin-login';
import { createTestDatabase, databaseKinds, type TestContext } from '../../test/helper';
import { statusMove } from './activities-repository';
import { insertProspects, prospectsTestApp } from './prospects-fixtures';

describe.each(databaseKinds)('measured win rates on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;

  beforeAll(async () => {
    ({ ctx, admin } = await prospectsTestApp(kind, []));
  });
  afterAll(() => ctx.close());

  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { 'x-api-key': admin.token }, ...(payload ? { payload } : {}) });
  const moveThrough = async (id: number, statuses: string[]) => {
    for (const statut of statuses) {
      const moved = await send('PUT', `/api/admin/prospects/${id}/status`, statut === 'Inactif' ? { statut, lost_reason: 'Budget insuffisant' } : { statut });
      expect(moved.statusCode, moved.body).toBe(200);
    }
  };
  const rateOf = async (statut: string) => {
    const board = (await send('GET', '/api/admin/prospects/board')).json();
    return board.columns.find((column: { statut: string }) => column.statut === statut).winRate;
  };

  it('measures each stage on the deals that passed through it and were decided, from five of them', async () => {
    const ids = await insertProspects(ctx.db, Array.from({ length: 7 }, (_, i) => ({ email: `taux${i}@exemple.fr`, statut: 'Lead', estimatedValue: 1_000 })));
    const [a, b, c, d, e, f, g] = ids as [number, number, number, number, number, number, number];
    // Three won through Qualifié, one of them after passing through it twice; two lost from Qualifié.
    await moveThrough(a, ['Qualifié', 'RDV planifié', 'Client']);
    await moveThrough(b, ['Qualifié', 'Client']);
    await moveThrough(c, ['Qualifié', 'À contacter', 'Qualifié', 'Client']);
    await moveThrough(d, ['Qualifié', 'Inactif']);
    await moveThrough(e, ['Qualifié', 'RDV planifié', 'Inactif']);
    // Still open: counts nowhere. Won straight from Lead: counts for Lead only.
    await moveThrough(f, ['Qualifié']);
    await moveThrough(g, ['Client']);
    expect(await rateOf('Qualifié')).toEqual({ decided: 5, won: 3, rate: 0.6 });
    expect(await rateOf('Lead')).toEqual({ decided: 6, won: 4, rate: 4 / 6 });
    // Two decided deals passed through 'RDV planifié': no rate yet, the count said.
    expect(await rateOf('RDV planifié')).toEqual({ decided: 2, won: 1, rate: null });
    expect(await rateOf('Client')).toBeNull();
    expect(await rateOf('Importé')).toEqual({ decided: 0, won: 0, rate: null });

    // Four won so far: too few for a sales cycle, which is the agency's whatever the view.
    const board = async (query = '') => (await send('GET', `/api/admin/prospects/board${query}`)).json();
    expect((await board()).salesCycle).toEqual({ won: 4, medianDays: null });
    // Added 100 days ago, each won some days later: 2, 10, 20, 30 and 60 days.
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await ctx.db.updateTable('prospects').set({ dateAjout: daysAgo(100) }).where('id', 'in', ids).execute();
    const wonAfter = (id: number, days: number) => ctx.db.updateTable('prospects').set({ wonAt: daysAgo(100 - days) }).where('id', '=', id).execute();
    await Promise.all([wonAfter(a, 10), wonAfter(b, 20), wonAfter(c, 60), wonAfter(g, 2)]);
    await moveThrough(f, ['Client']);
    await wonAfter(f, 30);
    expect((await board()).salesCycle).toEqual({ won: 5, medianDays: 20 });
    expect((await board('?owner=unassigned')).salesCycle).toEqual({ won: 5, medianDays: 20 });
    await moveThrough(f, ['RDV planifié']);

    // A deal decided more than a year ago no longer counts; one reopened leaves the count.
    await ctx.db.updateTable('prospects').set({ wonAt: '2024-01-10T10:00:00.000Z' }).where('id', '=', a).execute();
    await moveThrough(b, ['RDV planifié']);
    expect(await rateOf('Qualifié')).toEqual({ decided: 3, won: 1, rate: null });
    // The same for the sales cycle: c and g are left.
    expect((await board()).salesCycle).toEqual({ won: 2, medianDays: null });
  });

  it('measures the win rate of each source on its deals decided in the window, in the sources\' order', async () => {
    const { db } = ctx;
    // Deals of their own, apart from the other tests': decided now, or a year and more ago.
    await db.deleteFrom('prospects').execute();
    const now = new Date().toISOString();
    let made = 0;
    const decided = (source: string, statut: 'Client' | 'Inactif', at = now) => ({
      source,
      statut,
      email: `origine${(made += 1)}@exemple.fr`,
      ...(statut === 'Client' ? { wonAt: at } : { lostAt: at }),
    });
    await insertProspects(db, [
      ...Array.from({ length: 2 }, () => decided('contact', 'Client')),
      ...Array.from({ length: 3 }, () => decided('contact', 'Inactif')),
      decided('super-assistant', 'Client'),
      decided('import', 'Inactif', '2024-06-01T00:00:00.000Z'),
      { source: 'callback', statut: 'Qualifié', email: 'ouvert@exemple.fr' },
    ]);
    const rates = (await send('GET', '/api/admin/prospects/board')).json().sourceWinRates;
    expect(rates).toEqual([
      { source: 'super-assistant', decided: 1, won: 1, rate: null },
      { source: 'contact', decided: 5, won: 2, rate: 0.4 },
    ]);
  });

  it('measures how long deals stay in each open stage from the moves that ended a stay in the window', async () => {
    const { db } = ctx;
    await db.deleteFrom('prospects').execute();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const added = (key: string, days: number) => ({ email: `duree.${key}@exemple.fr`, dateAjout: daysAgo(days) });
    const [a, b, c, d, e, f, g] = (await insertProspects(db, [
      added('a', 50),
      added('b', 50),
      added('c', 30),
      added('d', 40),
      added('e', 420),
      added('f', 20),
      added('g', 8),
    ])) as [number, number, number, number, number, number, number];
    const moves: Array<[number, string, string, number]> = [
      [a, 'Lead', 'Qualifié', 40],
      [a, 'Qualifié', 'Client', 30],
      // Through Qualifié twice: two stays.
      [b, 'Lead', 'Qualifié', 48],
      [b, 'Qualifié', 'À contacter', 28],
      [b, 'À contacter', 'Qualifié', 27],
      [b, 'Qualifié', 'Inactif', 21],
      // Still in 'RDV planifié': a stay not ended measures nothing yet.
      [c, 'Lead', 'Qualifié', 29],
      [c, 'Qualifié', 'RDV planifié', 25],
      [d, 'Lead', 'Qualifié', 10],
      // Its stay in Lead ended more than a year ago: out of the window; its stay in Qualifié ended now.
      [e, 'Lead', 'Qualifié', 400],
      [e, 'Qualifié', 'Client', 5],
      // A move whose previous one led elsewhere (two merged histories) measures nothing.
      [f, 'Lead', 'Qualifié', 15],
      [f, 'RDV planifié', 'Client', 10],
      [g, 'Lead', 'Client', 4],
    ];
    await db.insertInto('prospectActivities').values(moves.map(([id, from, to, days]) => statusMove(id, from, to, 'admin', daysAgo(days)))).execute();
    // A lost reason changed alone is no move.
    await db.insertInto('prospectActivities').values({ prospectId: b, kind: 'status', detail: 'Motif de perte : Budget insuffisant', author: 'admin', createdAt: daysAgo(20) }).execute();

    const durations = async (query = '') => {
      const board = (await send('GET', `/api/admin/prospects/board${query}`)).json();
      return Object.fromEntries(board.columns.map((column: { statut: string; stageDuration: unknown }) => [column.statut, column.stageDuration]));
    };
    const expected = {
      // 10, 2, 1, 30, 5 and 4 days: (4 + 5) / 2 rounds to 5.
      Lead: { stays: 6, medianDays: 5 },
      // 10, 20, 6, 4 and 395 days.
      Qualifié: { stays: 5, medianDays: 10 },
      'À contacter': { stays: 1, medianDays: null },
      'RDV planifié': { stays: 0, medianDays: null },
      Client: null,
      Inactif: null,
    };
    expect(await durations()).toMatchObject(expected);
    // The agency's, whatever the view.
    expect(await durations('?owner=unassigned')).toMatchObject(expected);
  });

  it("records a status changed by an import's merge as a move of the timeline, by whom imported, and nothing for a status kept", async () => {
    const [moved, kept] = await insertProspects(ctx.db, [
      { email: 'fichier@exemple.fr', statut: 'RDV planifié' },
      { email: 'inchange@exemple.fr', statut: 'Qualifié' },
    ]);
    const csv = ['Nom;Prénom;E-mail;Statut', 'Durand;Paul;fichier@exemple.fr;Client', 'Durand;Paul;inchange@exemple.fr;Qualifié'].join('\n');
    const report = (await ctx.app.inject({ method: 'POST', url: '/api/admin/prospects/import', headers: admin.cookieWrite, payload: { content: csv } })).json();
    expect(report).toMatchObject({ merged: 2, refusedCount: 0 });
    const statusEntries = async (id: number) =>
      (await send('GET', `/api/admin/prospects/${id}/timeline`)).json().entries.filter((entry: { kind: string }) => entry.kind === 'status');
    expect(await statusEntries(moved!)).toEqual([expect.objectContaining({ detail: 'RDV planifié → Client (import CSV)', author: 'admin' })]);
    expect(await statusEntries(kept!)).toEqual([]);
    const rows = await ctx.db.selectFrom('prospectActivities').select(['fromStatus', 'toStatus']).where('prospectId', '=', moved!).execute();
    expect(rows).toEqual([{ fromStatus: 'RDV planifié', toStatus: 'Client' }]);
  });

  it('reads the moves already recorded from their text, and can be undone', async () => {
    const database = await createTestDatabase(kind);
    const { db } = database;
    try {
      await migrateTo(db, '0049-request-message-ids');
      const [id] = await insertProspects(db, [{ email: 'histoire@exemple.fr', statut: 'Inactif' }]);
      const entry = (detail: string, kind: 'status' | 'owner' = 'status') => ({ prospectId: id!, kind, detail, author: 'admin', createdAt: '2026-10-01T08:00:00.000Z' });
      for (const row of [entry('Lead → RDV planifié'), entry('RDV planifié → Inactif (motif : Concurrent choisi)'), entry('Motif de perte : Budget insuffisant'), entry('Responsable : admin', 'owner')]) {
        await db.insertInto('prospectActivities').values(row as never).execute();
      }
      for (const round of ['up', 'up again']) {
        await migrateToLatest(db);
        const rows = await db.selectFrom('prospectActivities').select(['detail', 'fromStatus', 'toStatus']).orderBy('id').execute();
        expect(rows, round).toEqual([
          { detail: 'Lead → RDV planifié', fromStatus: 'Lead', toStatus: 'RDV planifié' },
          { detail: 'RDV planifié → Inactif (motif : Concurrent choisi)', fromStatus: 'RDV planifié', toStatus: 'Inactif' },
          { detail: 'Motif de perte : Budget insuffisant', fromStatus: null, toStatus: null },
          { detail: 'Responsable : admin', fromStatus: null, toStatus: null },
        ]);
        if (round === 'up') await migrateTo(db, '0049-request-message-ids');
      }
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
