import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../db/migrate';
import type { AdminCredentials } from '../../test/admin-login';
import { createTestDatabase, databaseKinds, type TestContext } from '../../test/helper';
import { insertProspects, insertProspectsBeforePhoneKey, prospectsTestApp } from './prospects-fixtures';

describe.each(databaseKinds)('lost reasons on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let ids: number[];
  const headers = () => ({ 'x-api-key': admin.token });
  const move = (id: number, payload: object) => ctx.app.inject({ method: 'PUT', url: `/api/admin/prospects/${id}/status`, headers: headers(), payload });
  const prospect = async (id: number) => (await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/${id}`, headers: headers() })).json().prospect;
  const timeline = async (id: number) =>
    ((await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/${id}/timeline`, headers: headers() })).json().entries as Array<{ kind: string; detail: string }>)
      .filter((entry) => entry.kind === 'status')
      .map((entry) => entry.detail);
  const report = async (query = '') => (await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/lost-reasons${query}`, headers: headers() })).json();

  beforeAll(async () => {
    ({ ctx, admin, ids } = await prospectsTestApp(kind, [
      { email: 'budget@exemple.fr', estimatedValue: 12_000 },
      { email: 'concurrent@exemple.fr', estimatedValue: 8_000 },
      { email: 'silence@exemple.fr' },
      { email: 'edition@exemple.fr', statut: 'Qualifié' },
    ]));
  });
  afterAll(() => ctx.close());

  it('takes the reason a card moved to Inactif gives, dates the loss and writes both in its timeline', async () => {
    const moved = await move(ids[0]!, { statut: 'Inactif', lost_reason: 'Budget insuffisant' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().prospect).toMatchObject({ statut: 'Inactif', lost_reason: 'Budget insuffisant', lost_at: expect.any(String) });
    expect(await timeline(ids[0]!)).toContain('Lead → Inactif (motif : Budget insuffisant)');
  });

  it('moves without a reason, as the documented call does, and a reason given later replaces none', async () => {
    expect((await move(ids[2]!, { statut: 'Inactif' })).statusCode).toBe(200);
    expect(await prospect(ids[2]!)).toMatchObject({ statut: 'Inactif', lost_reason: null, lost_at: expect.any(String) });
    const lostAt = (await prospect(ids[2]!)).lost_at;
    expect((await move(ids[2]!, { statut: 'Inactif', lost_reason: 'Sans réponse du prospect' })).statusCode).toBe(200);
    // The loss keeps its day: giving its reason later does not move it.
    expect(await prospect(ids[2]!)).toMatchObject({ lost_reason: 'Sans réponse du prospect', lost_at: lostAt });
    expect(await timeline(ids[2]!)).toContain('Motif de perte : Sans réponse du prospect');
  });

  it('refuses, in French and without changing anything, a reason unknown or given with another status', async () => {
    const unknown = await move(ids[1]!, { statut: 'Inactif', lost_reason: 'Trop cher' });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('Motif de perte inconnu');
    const notLost = await move(ids[1]!, { statut: 'Client', lost_reason: 'Concurrent choisi' });
    expect(notLost.statusCode).toBe(400);
    // Each refusal names its field, so the form shows it beside the reason.
    expect(Object.keys(unknown.json().fieldErrors)).toEqual(['lost_reason']);
    expect(Object.keys(notLost.json().fieldErrors)).toEqual(['lost_reason']);
    expect(JSON.stringify(notLost.json())).toContain('Un motif de perte ne s’applique qu’au statut « Inactif »');
    expect(await prospect(ids[1]!)).toMatchObject({ statut: 'Lead', lost_reason: null, lost_at: null });
  });

  it('takes the reason from the edit form too, and clears reason and date when the prospect comes back', async () => {
    const edit = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/admin/prospects/${ids[3]!}`, headers: headers(), payload: { email: 'edition@exemple.fr', telephone: '', ...payload } });
    expect((await edit({ statut: 'Inactif', lost_reason: 'Concurrent choisi' })).statusCode).toBe(200);
    expect(await prospect(ids[3]!)).toMatchObject({ statut: 'Inactif', lost_reason: 'Concurrent choisi' });
    // An edit that leaves the reason out keeps it.
    expect((await edit({ statut: 'Inactif', commentaire: 'Relancer en juin' })).statusCode).toBe(200);
    expect(await prospect(ids[3]!)).toMatchObject({ lost_reason: 'Concurrent choisi' });
    expect((await edit({ statut: 'Qualifié' })).statusCode).toBe(200);
    expect(await prospect(ids[3]!)).toMatchObject({ statut: 'Qualifié', lost_reason: null, lost_at: null });
    expect(await timeline(ids[3]!)).toEqual(expect.arrayContaining(['Qualifié → Inactif (motif : Concurrent choisi)', 'Inactif → Qualifié']));
  });

  it('counts the deals lost over the period by reason, with their value, the most frequent first', async () => {
    await move(ids[1]!, { statut: 'Inactif', lost_reason: 'Budget insuffisant' });
    // A deal lost long ago, and one with a reason no longer offered (counted with those without one).
    await insertProspects(ctx.db, [
      { email: 'ancien@exemple.fr', statut: 'Inactif', lostAt: '2025-01-01T00:00:00.000Z', lostReason: 'Budget insuffisant' } as never,
      { email: 'retire@exemple.fr', statut: 'Inactif', lostAt: new Date().toISOString(), lostReason: 'Motif retiré', estimatedValue: 1_000 } as never,
    ]);
    expect(await report()).toEqual({
      success: true,
      days: 90,
      total: 4,
      value: 21_000,
      reasons: [
        { reason: 'Budget insuffisant', count: 2, value: 20_000 },
        { reason: 'Sans réponse du prospect', count: 1, value: 0 },
        { reason: null, count: 1, value: 1_000 },
      ],
    });
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/admin/prospects/lost-reasons?days=0', headers: headers() });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('La période doit compter de 1 à 365 jours');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/prospects/lost-reasons' })).statusCode).toBe(401);
  });
});

describe.each(databaseKinds)('migration 0035 on %s', (kind) => {
  it('dates the losses of the prospects already Inactif, without a reason, and can be undone', async () => {
    const database = await createTestDatabase(kind);
    const { db } = database;
    try {
      await migrateTo(db, '0034-lead-response-promises');
      const [lost, open] = await insertProspectsBeforePhoneKey(db, [
        { email: 'a@exemple.fr', statut: 'Inactif', updatedAt: '2026-10-01T08:00:00.000Z' } as never,
        { email: 'b@exemple.fr', statut: 'Lead' },
      ]);
      for (const round of ['up', 'up again']) {
        await migrateToLatest(db);
        const rows = await db.selectFrom('prospects').select(['id', 'lostAt', 'lostReason']).orderBy('id').execute();
        expect(rows.map((row) => ({ ...row, id: Number(row.id) })), round).toEqual([
          { id: lost, lostAt: '2026-10-01T08:00:00.000Z', lostReason: null },
          { id: open, lostAt: null, lostReason: null },
        ]);
        if (round === 'up') await migrateTo(db, '0034-lead-response-promises');
      }
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
