import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDateMessages, forecastMonths, frenchDay } from '../../../domain/prospects/close-dates';
import { monthStart } from '../../../domain/calendar-day';
import { parisClock } from '../../../domain/notifications/follow-up-digest';
import { pipelineMessages } from '../../../domain/prospects/prospect-schema';
import type { AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { prospectsTestApp } from './prospects-fixtures';

const today = parisClock(new Date()).day;
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const readCsv = (body: string): string[][] => parse(body.replace(/^\ufeff/, ''), { delimiter: ';' });
const [thisMonth, nextMonth, lastMonth] = forecastMonths(today) as [string, string, string];

describe.each(databaseKinds)('expected close dates and the forecast on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let ids: number[];

  beforeAll(async () => {
    ({ ctx, admin, ids } = await prospectsTestApp(kind, [
      { nom: 'Ferme', prenom: 'Aujourdhui', email: 'a@exemple.fr', statut: 'Qualifié', estimatedValue: 10_000, expectedCloseAt: today, owner: 'admin' },
      { nom: 'Ferme', prenom: 'Sansvaleur', email: 'b@exemple.fr', statut: 'Lead', expectedCloseAt: monthStart(today, 1) },
      { nom: 'Ferme', prenom: 'Dansdeuxmois', email: 'c@exemple.fr', statut: 'RDV planifié', estimatedValue: 4_000, expectedCloseAt: monthStart(today, 2) },
      { nom: 'Ferme', prenom: 'Plustard', email: 'd@exemple.fr', statut: 'Qualifié', estimatedValue: 2_000, expectedCloseAt: monthStart(today, 3) },
      { nom: 'Ferme', prenom: 'Depassee', email: 'e@exemple.fr', statut: 'Lead', estimatedValue: 5_000, expectedCloseAt: dayBefore(today) },
      { nom: 'Ferme', prenom: 'Gagnee', email: 'f@exemple.fr', statut: 'Client', estimatedValue: 9_000, expectedCloseAt: today },
      { nom: 'Ferme', prenom: 'Perdue', email: 'g@exemple.fr', statut: 'Inactif', estimatedValue: 7_000, expectedCloseAt: dayBefore(today) },
      { nom: 'Ferme', prenom: 'Sansdate', email: 'h@exemple.fr', statut: 'Qualifié', estimatedValue: 1_000 },
    ]));
  });
  afterAll(() => ctx.close());

  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { 'x-api-key': admin.token }, ...(payload ? { payload } : {}) });
  const read = async (id: number) => (await send('GET', `/api/admin/prospects/${id}`)).json().prospect;
  const forecast = async (query = '') => (await send('GET', `/api/admin/prospects/board${query}`)).json().forecast;

  it('sums the open deals by month of expected close, from today over three months, and those whose day has passed', async () => {
    expect(await forecast()).toEqual({
      today,
      // The won deal was stored without the day of its win (prospects-won-dates.test.ts counts them).
      won: { count: 0, value: 0, valued: 0 },
      // The won and the lost deal are left out, as the one closing after the three months and the one without a date.
      overdue: { count: 1, value: 5_000, valued: 1 },
      months: [
        { month: thisMonth, count: 1, value: 10_000, valued: 1 },
        { month: nextMonth, count: 1, value: 0, valued: 0 },
        { month: lastMonth, count: 1, value: 4_000, valued: 1 },
      ],
    });
  });

  it("follows the board's view: one owner's deals only", async () => {
    const mine = await forecast('?owner=mine');
    expect(mine.overdue).toEqual({ count: 0, value: 0, valued: 0 });
    expect(mine.months.map((m: { count: number }) => m.count)).toEqual([1, 0, 0]);
    expect((await forecast('?owner=unassigned')).months.map((m: { count: number }) => m.count)).toEqual([0, 1, 1]);
  });

  it('answers the expected close with every prospect, and sets, keeps and clears it, each change in the timeline', async () => {
    const id = ids[7]!;
    expect((await read(id)).expected_close_at).toBeNull();
    const base = { email: 'h@exemple.fr', telephone: '', statut: 'Qualifié' };
    const saved = await send('PUT', `/api/admin/prospects/${id}`, { ...base, expected_close_at: '2030-03-15' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().prospect.expected_close_at).toBe('2030-03-15');
    // An edit that leaves it out keeps it; the form's empty date field clears it.
    await send('PUT', `/api/admin/prospects/${id}`, { ...base, fonction: 'Directrice' });
    expect((await read(id)).expected_close_at).toBe('2030-03-15');
    await send('PUT', `/api/admin/prospects/${id}`, { ...base, expected_close_at: '' });
    expect((await read(id)).expected_close_at).toBeNull();
    const entries = (await send('GET', `/api/admin/prospects/${id}/timeline`)).json().entries as Array<{ kind: string; title: string; detail: string }>;
    expect(entries.filter((e) => e.kind === 'close-date').map((e) => [e.title, e.detail])).toEqual([
      ['Clôture prévue', closeDateMessages.cleared],
      ['Clôture prévue', 'Clôture prévue le 15/03/2030'],
    ]);
  });

  it.each(['2026-02-30', 'demain', '15/03/2030', 20300315])('refuses %s in French and keeps the stored day', async (day) => {
    const id = ids[0]!;
    const response = await send('PUT', `/api/admin/prospects/${id}`, { email: 'a@exemple.fr', telephone: '', statut: 'Qualifié', expected_close_at: day });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.expected_close_at).toBe(closeDateMessages.invalid);
    expect((await read(id)).expected_close_at).toBe(today);
  });

  it('refuses a next action on a day the calendar does not have', async () => {
    const response = await send('PUT', `/api/admin/prospects/${ids[0]}`, { email: 'a@exemple.fr', telephone: '', statut: 'Qualifié', next_action_at: '2026-02-30' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.next_action_at).toBe(pipelineMessages.nextActionAt);
  });

  it('creates a prospect with an expected close, and without one', async () => {
    const created = await send('POST', '/api/admin/prospects', { nom: 'Neuf', prenom: 'Date', email: 'neuf.date@exemple.fr', expected_close_at: '2030-06-30' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().prospect.expected_close_at).toBe('2030-06-30');
    const bare = await send('POST', '/api/admin/prospects', { nom: 'Neuf', prenom: 'Sans', email: 'neuf.sans@exemple.fr' });
    expect(bare.json().prospect.expected_close_at).toBeNull();
  });

  it('exports the day the French way and imports it back, a blank cell keeping the stored one', async () => {
    const exported = await send('GET', '/api/admin/prospects/export?search=c%40exemple.fr');
    const [header, row] = readCsv(exported.body);
    const at = header!.indexOf('Clôture prévue');
    expect(at).toBeGreaterThan(0);
    expect(row![at]).toBe(frenchDay(monthStart(today, 2)));

    const csv = [
      'Nom;Prénom;E-mail;Clôture prévue',
      'Import;Francais;import.fr@exemple.fr;15/12/2030',
      'Import;Iso;import.iso@exemple.fr;2030-12-16',
      'Import;Faux;import.faux@exemple.fr;31/02/2030',
      'Ferme;Plustard;d@exemple.fr;01/07/2031',
      'Ferme;Depassee;e@exemple.fr;',
    ].join('\n');
    const report = (await ctx.app.inject({ method: 'POST', url: '/api/admin/prospects/import', headers: admin.cookieWrite, payload: { content: csv } })).json();
    expect(report).toMatchObject({ created: 2, merged: 2, refusedCount: 1 });
    expect(report.refused).toEqual([{ line: 4, errors: [`Clôture prévue : ${closeDateMessages.invalid}`] }]);
    const found = async (email: string) => (await send('GET', `/api/admin/prospects?search=${encodeURIComponent(email)}`)).json().prospects[0].expected_close_at;
    expect(await found('import.fr@exemple.fr')).toBe('2030-12-15');
    expect(await found('import.iso@exemple.fr')).toBe('2030-12-16');
    expect((await read(ids[3]!)).expected_close_at).toBe('2031-07-01');
    expect((await read(ids[4]!)).expected_close_at).toBe(dayBefore(today));
  });

  it('sorts the list by expected close, the prospects without one last in either order', async () => {
    const order = async (sortOrder: 'asc' | 'desc') =>
      (await send('GET', `/api/admin/prospects?sortField=expected_close_at&sortOrder=${sortOrder}&limit=100&search=ferme`)).json().prospects.map((p: { prenom: string }) => p.prenom);
    const asc = await order('asc');
    expect(asc.at(-1)).toBe('Sansdate');
    expect(asc.slice(0, 2)).toEqual(['Depassee', 'Perdue']);
    expect((await order('desc'))[0]).toBe('Plustard');
    expect((await order('desc')).at(-1)).toBe('Sansdate');
  });
});
