import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisToday } from '../../../domain/paris-time';
import { addDays } from '../../../domain/calendar-day';
import { calendarFeedMessages, CALENDAR_PAST_DAYS, CALLBACK_SLOT_MINUTES } from '../../../domain/calendar-feed';
import { dealValueLabel } from '../../../domain/prospects/deal-value';
import { createAndLogin, loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { requestsRepository } from '../requests/repository';
import { insertProspects } from './prospects-fixtures';

const ADDRESS = '/api/admin/account/calendar-feed';

/**
 * The events of an iCalendar text, each as its properties (folded lines joined, parameters kept in the name); those
 * of an alarm inside it named 'VALARM.' and theirs.
 */
function eventsOf(ics: string): Array<Record<string, string>> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Array<Record<string, string>> = [];
  let current: Record<string, string> | null = null;
  let prefix = '';
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (line === 'BEGIN:VALARM') prefix = 'VALARM.';
    else if (line === 'END:VALARM') prefix = '';
    else if (current) {
      const colon = line.indexOf(':');
      current[`${prefix}${line.slice(0, colon)}`] = line.slice(colon + 1);
    }
  }
  return events;
}

const compact = (day: string) => day.replaceAll('-', '');

describe.each(databaseKinds)('each user’s calendar of next actions on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  const today = parisToday();
  const tomorrow = addDays(today, 1);

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: AdminCredentials | null = admin) =>
    ctx.app.inject({ method, url, headers: who ? { 'x-api-key': who.token } : {} });
  /** A feed as a calendar application reads it: no session, the address alone. */
  const read = (url: string) => ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
  const newAddress = async (who: AdminCredentials = admin) => {
    const created = await call('POST', ADDRESS, who);
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { message: string; url: string; createdAt: string };
  };

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', PUBLIC_URL: 'https://agence.example.fr' });
    admin = await loginAs(ctx);
    reader = await createAndLogin(ctx, admin, 'lecteur', ['ROLE_USER']);
    await insertProspects(ctx.db, [
      { prenom: 'Marie', nom: 'Curie', entreprise: 'Radium', owner: 'admin', nextActionAt: tomorrow, nextActionLabel: 'Envoyer le devis', estimatedValue: 12000, statut: 'Négociation' },
      { prenom: 'Pierre', nom: 'Curie', entreprise: '', owner: 'admin', nextActionAt: addDays(today, -10), nextActionLabel: '', telephone: '06 11 22 33 44' },
      { nom: 'Sans action', owner: 'admin' },
      { nom: 'Gagné', owner: 'admin', nextActionAt: tomorrow, statut: 'Client' },
      { nom: 'Perdu', owner: 'admin', nextActionAt: tomorrow, statut: 'Inactif' },
      { nom: 'Ancien', owner: 'admin', nextActionAt: addDays(today, -CALENDAR_PAST_DAYS - 1) },
      { nom: 'Confié', prenom: 'Lou', owner: 'lecteur', nextActionAt: tomorrow, nextActionLabel: 'Rappeler' },
      { nom: 'Personne', owner: null, nextActionAt: tomorrow },
    ]);
  });
  afterAll(() => ctx.close());

  it('has no address until its owner makes one, shown once and kept as a hash', async () => {
    expect((await call('GET', ADDRESS)).json()).toEqual({ success: true, feed: null });
    const created = await newAddress();
    expect(created.message).toBe(calendarFeedMessages.created);
    expect(created.url).toMatch(/^https:\/\/agence\.example\.fr\/api\/calendar\/[A-Za-z0-9_-]{43}\/actions\.ics$/);
    expect((await call('GET', ADDRESS)).json()).toEqual({ success: true, feed: { createdAt: created.createdAt, lastReadAt: null } });
    const secret = created.url.split('/')[5]!;
    const stored = await ctx.db.selectFrom('adminUsers').select('calendarTokenHash').where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(stored.calendarTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.calendarTokenHash).not.toContain(secret);
  });

  it('gives a calendar, without a session, the open deals its owner has a next action on, each on its day', async () => {
    const { url } = await newAddress();
    const feed = await read(url);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    expect(feed.body).toContain('X-WR-CALNAME:Actions prévues de admin');
    expect(feed.body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    const events = eventsOf(feed.body);
    expect(events.map((event) => event.SUMMARY)).toEqual(['Action prévue · Pierre Curie', 'Envoyer le devis · Marie Curie (Radium)']);
    const [overdue, next] = events as [Record<string, string>, Record<string, string>];
    expect(overdue['DTSTART;VALUE=DATE']).toBe(compact(addDays(today, -10)));
    // A whole day's action has no alarm: it has no hour to come before.
    expect(overdue['VALARM.TRIGGER']).toBeUndefined();
    expect(overdue.DESCRIPTION).toContain('Téléphone : 06 11 22 33 44');
    expect(next['DTSTART;VALUE=DATE']).toBe(compact(tomorrow));
    expect(next['DTEND;VALUE=DATE']).toBe(compact(addDays(tomorrow, 1)));
    expect(next.DESCRIPTION).toContain('Statut : Négociation');
    expect(next.DESCRIPTION).toContain(`Valeur estimée : ${dealValueLabel(12000)}`);
    expect(next.UID).toMatch(/^prospect-\d+-next-action@agence\.example\.fr$/);
    expect(next['URL;VALUE=URI']).toBe(`https://agence.example.fr/admin#prospect-${next.UID!.split('-')[1]}`);
    const lastReadAt = (await call('GET', ADDRESS)).json().feed.lastReadAt as string;
    expect(lastReadAt).toEqual(expect.any(String));
    // A calendar polling again within the quarter hour reads the same feed without writing its reading again.
    expect((await read(url)).statusCode).toBe(200);
    expect((await call('GET', ADDRESS)).json().feed.lastReadAt).toBe(lastReadAt);
  });

  it('draws an action given an hour at its instant in Paris, for half an hour, winter and summer alike', async () => {
    const [winter, summer] = await insertProspects(ctx.db, [
      { nom: 'Hiver', owner: 'admin', nextActionAt: '2027-01-15', nextActionTime: '14:30', nextActionLabel: 'Appeler' },
      { nom: 'Été', owner: 'admin', nextActionAt: '2027-07-15', nextActionTime: '09:00', nextActionLabel: 'Démo' },
    ]);
    const { url } = await newAddress();
    const events = eventsOf((await read(url)).body);
    const eventOf = (id: number | undefined) => events.find((event) => event.UID?.startsWith(`prospect-${id}-`))!;
    expect(eventOf(winter)).toMatchObject({ DTSTART: '20270115T133000Z', DTEND: '20270115T140000Z' });
    expect(eventOf(summer)).toMatchObject({ DTSTART: '20270715T070000Z', DTEND: '20270715T073000Z' });
    expect(eventOf(winter)['DTSTART;VALUE=DATE']).toBeUndefined();
    // The calendar alerts ten minutes before, as the back-office's reminders (0494).
    expect(eventOf(winter)).toMatchObject({ 'VALARM.ACTION': 'DISPLAY', 'VALARM.TRIGGER': '-PT10M', 'VALARM.DESCRIPTION': 'Appeler · Paul Hiver (Durand SA)' });
    await ctx.db.deleteFrom('prospects').where('id', 'in', [winter!, summer!]).execute();
  });

  it('draws each pending callback its user follows at the slot the visitor chose, and drops it once processed', async () => {
    const requests = requestsRepository(ctx.db);
    const slot = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().replace(/\d{2}\.\d{3}Z$/, '00.000Z');
    const add = async (name: string, assignee: string | null, preferredTime: string | null, status: 'pending' | 'completed' = 'pending') => {
      const id = await requests.insert({ source: 'callback', name, email: 'rappel@exemple.fr', phone: '06 12 34 56 78', company: name === 'Marie Curie' ? 'Radium' : '', notes: 'Pour le devis\nde la boutique', preferredTime });
      await ctx.db.updateTable('callbackRequests').set({ assignee, status }).where('id', '=', id).execute();
      return id;
    };
    const wanted = slot(2);
    const mine = await add('Marie Curie', 'admin', wanted);
    await add('Sans créneau', 'admin', null);
    await add('Confiée', 'lecteur', slot(3));
    await add('Personne', null, slot(3));
    await add('Traitée', 'admin', slot(3), 'completed');
    await add('Trop ancienne', 'admin', new Date(Date.now() - (CALENDAR_PAST_DAYS + 2) * 86_400_000).toISOString());
    const { url } = await newAddress();
    const events = eventsOf((await read(url)).body).filter((event) => event.UID?.startsWith('callback-'));
    expect(events).toHaveLength(1);
    const [event] = events as [Record<string, string>];
    expect(event.UID).toBe(`callback-${mine}@agence.example.fr`);
    expect(event.SUMMARY).toBe('Rappel demandé · Marie Curie (Radium)');
    const compactInstant = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(event.DTSTART).toBe(compactInstant(wanted));
    expect(event.DTEND).toBe(compactInstant(new Date(new Date(wanted).getTime() + CALLBACK_SLOT_MINUTES * 60_000).toISOString()));
    expect(event.DESCRIPTION).toBe(`Téléphone : 06 12 34 56 78\\nE-mail : rappel@exemple.fr\\nMessage : Pour le devis\\nde la boutique\\nDemande : https://agence.example.fr/admin#demande-${mine}`);
    expect(event['URL;VALUE=URI']).toBe(`https://agence.example.fr/admin#demande-${mine}`);
    expect(event).toMatchObject({ 'VALARM.ACTION': 'DISPLAY', 'VALARM.TRIGGER': '-PT10M', 'VALARM.DESCRIPTION': 'Rappel demandé · Marie Curie (Radium)' });

    await ctx.db.updateTable('callbackRequests').set({ assignee: 'lecteur' }).where('id', '=', mine).execute();
    expect(eventsOf((await read(url)).body).map((entry) => entry.UID)).not.toContain(event.UID);
    await ctx.db.updateTable('callbackRequests').set({ assignee: 'admin', status: 'completed' }).where('id', '=', mine).execute();
    expect(eventsOf((await read(url)).body).map((entry) => entry.UID)).not.toContain(event.UID);
    await ctx.db.deleteFrom('callbackRequests').execute();
  });

  it('moves an event when its action is moved, and drops it once the deal is closed', async () => {
    const { url } = await newAddress();
    const before = eventsOf((await read(url)).body).find((event) => event.SUMMARY?.startsWith('Envoyer le devis'))!;
    const id = Number(before.UID!.split('-')[1]);
    const later = addDays(today, 5);
    await ctx.db.updateTable('prospects').set({ nextActionAt: later }).where('id', '=', id).execute();
    const moved = eventsOf((await read(url)).body).find((event) => event.UID === before.UID)!;
    expect(moved['DTSTART;VALUE=DATE']).toBe(compact(later));
    await ctx.db.updateTable('prospects').set({ statut: 'Client' }).where('id', '=', id).execute();
    expect(eventsOf((await read(url)).body).map((event) => event.UID)).not.toContain(before.UID);
    await ctx.db.updateTable('prospects').set({ statut: 'Négociation', nextActionAt: tomorrow }).where('id', '=', id).execute();
  });

  it('ends the old address when a new one is made, and every address once removed', async () => {
    const first = await newAddress();
    const second = await newAddress();
    expect(second.message).toBe(calendarFeedMessages.replaced);
    const old = await read(first.url);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(calendarFeedMessages.unknown);
    expect((await read(second.url)).statusCode).toBe(200);
    const removed = await call('DELETE', ADDRESS);
    expect(removed.json().message).toBe(calendarFeedMessages.removed);
    expect((await read(second.url)).statusCode).toBe(404);
    expect((await call('GET', ADDRESS)).json().feed).toBeNull();
    const again = await call('DELETE', ADDRESS);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(calendarFeedMessages.noneToRemove);
  });

  it('is each user’s own, readers included, and ends with the user', async () => {
    const own = await newAddress(reader);
    expect(eventsOf((await read(own.url)).body).map((event) => event.SUMMARY)).toEqual(['Rappeler · Lou Confié (Durand SA)']);
    expect((await call('DELETE', '/api/admin/users/lecteur')).statusCode).toBe(200);
    expect((await read(own.url)).statusCode).toBe(404);
  });

  it('refuses a malformed secret in French and asks a login for the address itself', async () => {
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/calendar/pas-un-secret/actions.ics' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(calendarFeedMessages.invalid);
    for (const method of ['GET', 'POST', 'DELETE'] as const) expect((await call(method, ADDRESS, null)).statusCode).toBe(401);
  });
});
