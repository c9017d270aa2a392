import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisToday } from '../../../domain/paris-time';
import { addDays } from '../../../domain/calendar-day';
import { parisInstant } from '../../../domain/paris-time';
import { createAndLogin, loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { insertProspects } from '../prospects/prospects-fixtures';

describe.each(databaseKinds)('the reader’s day on the dashboard on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  const today = parisToday();
  /** An instant of today in Paris at `hour`:`minute`, as the callback form stores a slot. */
  const dayAt = (when: string, hour: number, minute: number) => {
    const [year, month, day] = when.split('-').map(Number) as [number, number, number];
    return new Date(parisInstant(year, month, day, hour, minute)).toISOString();
  };
  const todayAt = (hour: number, minute: number) => dayAt(today, hour, minute);
  const dashboard = (who: AdminCredentials | null) => ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: who ? { 'x-api-key': who.token } : {} });
  let ids: number[];
  let callbackId: number;
  let freeCallbackId: number;
  let returningId: number;
  let freeReturningId: number;
  let missedId: number;
  let freeMissedId: number;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
    admin = await loginAs(ctx);
    reader = await createAndLogin(ctx, admin, 'lecteur', ['ROLE_USER']);
    ids = await insertProspects(ctx.db, [
      { prenom: 'Marie', nom: 'Curie', entreprise: 'Radium', telephone: '06 11 22 33 44', owner: 'admin', nextActionAt: today, nextActionTime: '14:30', nextActionLabel: 'Appeler' },
      { prenom: 'Pierre', nom: 'Curie', entreprise: '', owner: 'admin', nextActionAt: today, nextActionLabel: 'Envoyer le devis' },
      { nom: 'Retard', owner: 'admin', nextActionAt: addDays(today, -3) },
      { nom: 'Demain', owner: 'admin', nextActionAt: addDays(today, 1) },
      { nom: 'Gagnée', owner: 'admin', nextActionAt: today, statut: 'Client' },
      { nom: 'Confiée', owner: 'lecteur', nextActionAt: today, nextActionLabel: 'Démo' },
      { nom: 'Personne', owner: null, nextActionAt: today },
    ]);
    const callback = (name: string, assignee: string | null, preferredTime: string, status = 'pending') => ({
      source: 'callback',
      name,
      email: '',
      phone: '07 00 00 00 00',
      company: name === 'Irène Créneau' ? 'Lumen' : '',
      notes: '',
      preferredTime,
      status,
      createdAt: new Date().toISOString(),
      assignee,
    });
    const inserted = await ctx.db
      .insertInto('callbackRequests')
      .values([
        callback('Irène Créneau', 'admin', todayAt(10, 0)),
        callback('Jules Libre', null, todayAt(11, 0)),
        callback('Karim Demain', 'admin', dayAt(addDays(today, 1), 10, 0)),
        callback('Lise Faite', 'admin', todayAt(9, 0), 'completed'),
        // Slots of earlier days still pending: missed (0486); one processed is not.
        callback('Marc Manqué', 'admin', dayAt(addDays(today, -1), 16, 0)),
        callback('Nora Oubliée', null, dayAt(addDays(today, -3), 9, 30)),
        callback('Olga Traitée', 'admin', dayAt(addDays(today, -1), 16, 0), 'completed'),
      ] as never)
      .returning('id')
      .execute();
    callbackId = Number(inserted[0]!.id);
    freeCallbackId = Number(inserted[1]!.id);
    missedId = Number(inserted[4]!.id);
    freeMissedId = Number(inserted[5]!.id);
    // Set aside until today: hers at 8 h, nobody's, and hers until tomorrow.
    // A contact message sent without a telephone keeps 'Non fourni' in its place.
    const snoozed = (name: string, assignee: string | null, snoozedUntil: string) => ({ ...callback(name, assignee, ''), source: 'contact', phone: 'Non fourni', preferredTime: null, snoozedUntil });
    const back = await ctx.db
      .insertInto('callbackRequests')
      .values([
        snoozed('Nina Retour', 'admin', todayAt(8, 0)),
        snoozed('Omar Personne', null, todayAt(8, 0)),
        snoozed('Paul Demain', 'admin', dayAt(addDays(today, 1), 8, 0)),
      ] as never)
      .returning('id')
      .execute();
    returningId = Number(back[0]!.id);
    freeReturningId = Number(back[1]!.id);
  });
  afterAll(() => ctx.close());

  it('lists the reader’s actions of the day, the callbacks assigned to them at a slot of the day and their requests coming back, the whole day first then by hour', async () => {
    const response = await dashboard(admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().myDay).toEqual({
      day: today,
      items: [
        { kind: 'callback', id: missedId, time: '16:00', day: addDays(today, -1), what: 'Rappel demandé · créneau dépassé', person: 'Marc Manqué', phone: '07 00 00 00 00' },
        { kind: 'action', id: ids[1], time: null, day: today, what: 'Envoyer le devis', person: 'Pierre Curie', phone: '01 23 45 67 89' },
        { kind: 'returning', id: returningId, time: '08:00', day: today, what: 'Message de retour', person: 'Nina Retour', phone: '' },
        { kind: 'callback', id: callbackId, time: '10:00', day: today, what: 'Rappel demandé', person: 'Irène Créneau (Lumen)', phone: '07 00 00 00 00' },
        { kind: 'action', id: ids[0], time: '14:30', day: today, what: 'Appeler', person: 'Marie Curie (Radium)', phone: '06 11 22 33 44' },
      ],
      actions: 2,
      callbacks: 1,
      returning: 1,
      overdue: 1,
      missed: 1,
      unassigned: [
        { kind: 'callback', id: freeMissedId, time: '09:30', day: addDays(today, -3), what: 'Rappel demandé · créneau dépassé', person: 'Nora Oubliée', phone: '07 00 00 00 00' },
        { kind: 'action', id: ids[6], time: null, day: today, what: 'Action prévue', person: 'Paul Personne (Durand SA)', phone: '01 23 45 67 89' },
        { kind: 'returning', id: freeReturningId, time: '08:00', day: today, what: 'Message de retour', person: 'Omar Personne', phone: '' },
        { kind: 'callback', id: freeCallbackId, time: '11:00', day: today, what: 'Rappel demandé', person: 'Jules Libre', phone: '07 00 00 00 00' },
      ],
      unassignedTotal: 4,
    });
  });

  it('gives each user their own, readers included, and nothing without a session', async () => {
    const own = (await dashboard(reader)).json().myDay;
    expect(own.items).toEqual([expect.objectContaining({ kind: 'action', id: ids[5], what: 'Démo', person: 'Paul Confiée (Durand SA)' })]);
    expect(own).toMatchObject({ actions: 1, callbacks: 0, returning: 0, overdue: 0, missed: 0, unassignedTotal: 4 });
    expect(own.unassigned.map((item: { id: number }) => item.id)).toEqual([freeMissedId, ids[6], freeReturningId, freeCallbackId]);
    expect((await dashboard(null)).statusCode).toBe(401);
  });

  it('moves what nobody had into the day of whoever takes it, through the routes of the inbox and of the prospects', async () => {
    const headers = { 'x-api-key': admin.token };
    const assigned = await ctx.app.inject({ method: 'PUT', url: `/api/admin/callback-requests/${freeCallbackId}/assignee`, headers, payload: { username: 'lecteur' } });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const owned = await ctx.app.inject({ method: 'POST', url: '/api/admin/prospects/bulk', headers, payload: { ids: [ids[6]], action: 'owner', owner: 'admin' } });
    expect(owned.statusCode, owned.body).toBe(200);

    const mine = (await dashboard(admin)).json().myDay;
    expect(mine.items.map((item: { id: number; kind: string }) => `${item.kind}-${item.id}`)).toContain(`action-${ids[6]}`);
    expect(mine).toMatchObject({ actions: 3, unassignedTotal: 2 });
    expect(mine.unassigned.map((item: { id: number }) => item.id)).toEqual([freeMissedId, freeReturningId]);
    const theirs = (await dashboard(reader)).json().myDay;
    expect(theirs.items).toContainEqual(expect.objectContaining({ kind: 'callback', id: freeCallbackId, time: '11:00' }));
    expect(theirs).toMatchObject({ callbacks: 1, unassignedTotal: 2 });
  });
});
