import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealValueMessage } from '../../../domain/prospects/deal-value';
import { IDLE_DEAL_DAYS, idleDealMessage } from '../../../domain/prospects/idle-deals';
import type { AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { prospectsTestApp } from './prospects-fixtures';

const readCsv = (body: string): string[][] => parse(body.replace(/^\ufeff/, ''), { delimiter: ';' });
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe.each(databaseKinds)('estimated value of prospects on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let ids: number[];

  beforeAll(async () => {
    ({ ctx, admin, ids } = await prospectsTestApp(kind, [
      { nom: 'Valeur', prenom: 'Basse', email: 'basse@exemple.fr', statut: 'Qualifié', estimatedValue: 3_000 },
      { nom: 'Valeur', prenom: 'Haute', email: 'haute@exemple.fr', statut: 'Qualifié', estimatedValue: 25_000 },
      { nom: 'Valeur', prenom: 'Aucune', email: 'aucune@exemple.fr', statut: 'Qualifié' },
      { nom: 'Valeur', prenom: 'Gagnée', email: 'gagnee@exemple.fr', statut: 'Client', estimatedValue: 8_000 },
    ]));
  });
  afterAll(() => ctx.close());

  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { 'x-api-key': admin.token }, ...(payload ? { payload } : {}) });
  const read = async (id: number) => (await send('GET', `/api/admin/prospects/${id}`)).json().prospect;
  const column = async (statut: string) => (await send('GET', '/api/admin/prospects/board')).json().columns.find((c: { statut: string }) => c.statut === statut);

  it('sums each board column and counts the prospects that carry a value', async () => {
    expect(await column('Qualifié')).toMatchObject({ total: 3, value: 28_000, valued: 2 });
    expect(await column('Client')).toMatchObject({ total: 1, value: 8_000, valued: 1 });
    expect(await column('Lead')).toMatchObject({ total: 0, value: 0, valued: 0 });
  });

  it('counts the open deals of each column without a next action, and none in the closed columns', async () => {
    expect(await column('Qualifié')).toMatchObject({ total: 3, withoutNextAction: 3 });
    // Won deals need no next action, whatever they carry.
    expect(await column('Client')).toMatchObject({ total: 1, withoutNextAction: 0 });
    const planned = await send('PUT', `/api/admin/prospects/${ids[0]}`, { email: 'basse@exemple.fr', telephone: '', statut: 'Qualifié', next_action_at: '2030-01-15', next_action_label: 'Relancer' });
    expect(planned.statusCode, planned.body).toBe(200);
    expect(await column('Qualifié')).toMatchObject({ withoutNextAction: 2 });
    await send('PUT', `/api/admin/prospects/${ids[0]}`, { email: 'basse@exemple.fr', telephone: '', statut: 'Qualifié', next_action_at: null, next_action_label: '' });
    expect(await column('Qualifié')).toMatchObject({ withoutNextAction: 3 });
  });

  it("gives each open column the idle delay of its setting and the closed ones none; a delay out of bounds is refused in French", async () => {
    expect(await column('Qualifié')).toMatchObject({ idleAfterDays: IDLE_DEAL_DAYS.default });
    expect(await column('Client')).toMatchObject({ idleAfterDays: null });
    expect(await column('Inactif')).toMatchObject({ idleAfterDays: null });
    const saved = await send('PUT', '/api/admin/settings', { idleDaysQualified: 5, idleDaysMeeting: 30 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await column('Qualifié')).toMatchObject({ idleAfterDays: 5 });
    expect(await column('RDV planifié')).toMatchObject({ idleAfterDays: 30 });
    expect(await column('Lead')).toMatchObject({ idleAfterDays: IDLE_DEAL_DAYS.default });

    const refused = await send('PUT', '/api/admin/settings', { idleDaysLead: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(idleDealMessage);
    expect(await column('Lead')).toMatchObject({ idleAfterDays: IDLE_DEAL_DAYS.default });
    await send('PUT', '/api/admin/settings', { idleDaysQualified: IDLE_DEAL_DAYS.default, idleDaysMeeting: IDLE_DEAL_DAYS.default });
  });

  it('sets, keeps and clears the value of a prospect, each change in its timeline', async () => {
    const id = ids[2]!;
    const base = { email: 'aucune@exemple.fr', telephone: '', statut: 'Qualifié' };
    const saved = await send('PUT', `/api/admin/prospects/${id}`, { ...base, estimated_value: 12_000 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().prospect.estimated_value).toBe(12_000);
    // An edit that leaves the value out keeps it.
    await send('PUT', `/api/admin/prospects/${id}`, { ...base, fonction: 'Directrice' });
    expect((await read(id)).estimated_value).toBe(12_000);
    expect(await column('Qualifié')).toMatchObject({ value: 40_000, valued: 3 });
    await send('PUT', `/api/admin/prospects/${id}`, { ...base, estimated_value: null });
    expect((await read(id)).estimated_value).toBeNull();
    const entries = (await send('GET', `/api/admin/prospects/${id}/timeline`)).json().entries as Array<{ kind: string; title: string; detail: string }>;
    expect(entries.filter((e) => e.kind === 'value').map((e) => plain(e.detail))).toEqual(['Valeur estimée retirée', 'Valeur estimée : 12 000 €']);
    expect(entries.find((e) => e.kind === 'value')?.title).toBe('Valeur estimée');
  });

  it.each([-1, 12.5, 10_000_001, 'douze mille'])('refuses %s in French and keeps the stored value', async (value) => {
    const id = ids[0]!;
    const response = await send('PUT', `/api/admin/prospects/${id}`, { email: 'basse@exemple.fr', telephone: '', statut: 'Qualifié', estimated_value: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.estimated_value).toBe(dealValueMessage);
    expect((await read(id)).estimated_value).toBe(3_000);
  });

  it('creates a prospect with a value, and without one', async () => {
    const created = await send('POST', '/api/admin/prospects', { nom: 'Neuf', prenom: 'Val', email: 'neuf@exemple.fr', estimated_value: 4_500 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().prospect.estimated_value).toBe(4_500);
    const bare = await send('POST', '/api/admin/prospects', { nom: 'Neuf', prenom: 'Sans', email: 'sans@exemple.fr' });
    expect(bare.json().prospect.estimated_value).toBeNull();
  });

  it('sorts the list by value both ways, prospects without one last', async () => {
    const order = async (sortOrder: 'asc' | 'desc') =>
      (await send('GET', `/api/admin/prospects?sortField=estimated_value&sortOrder=${sortOrder}&limit=100&search=valeur`)).json().prospects.map((p: { prenom: string }) => p.prenom);
    expect(await order('asc')).toEqual(['Basse', 'Gagnée', 'Haute', 'Aucune']);
    expect(await order('desc')).toEqual(['Haute', 'Gagnée', 'Basse', 'Aucune']);
  });

  it('exports the value and imports it back, written the French way', async () => {
    const exported = await send('GET', '/api/admin/prospects/export?search=haute');
    const [header, row] = readCsv(exported.body);
    const at = header!.indexOf('Valeur estimée (€)');
    expect(at).toBeGreaterThan(0);
    expect(row![at]).toBe('25000');

    const csv = ['Nom;Prénom;E-mail;Montant', 'Import;Avec;avec@exemple.fr;15 000 €', 'Import;Faux;faux@exemple.fr;douze', 'Valeur;Haute;haute@exemple.fr;30000', 'Valeur;Basse;basse@exemple.fr;'].join('\n');
    const report = (await ctx.app.inject({ method: 'POST', url: '/api/admin/prospects/import', headers: admin.cookieWrite, payload: { content: csv } })).json();
    expect(report).toMatchObject({ created: 1, merged: 2, refusedCount: 1 });
    expect(report.refused).toEqual([{ line: 3, errors: [`Valeur estimée (€) : ${dealValueMessage}`] }]);
    const found = (await send('GET', '/api/admin/prospects?search=avec%40exemple.fr')).json().prospects[0];
    expect(found.estimated_value).toBe(15_000);
    expect((await read(ids[1]!)).estimated_value).toBe(30_000);
    // A blank cell keeps what the prospect had.
    expect((await read(ids[0]!)).estimated_value).toBe(3_000);
  });
});
