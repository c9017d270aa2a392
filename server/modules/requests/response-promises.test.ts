import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { responseDueAt } from '../../../domain/response-promises';
import { loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, createTestDatabase, databaseKinds, type TestContext } from '../../test/helper';
import { migrateTo, migrateToLatest } from '../../db/migrate';
import { mailText, startSmtpServer, waitForMail } from '../../test/smtp';
import { buildTwoInstances } from '../../test/two-instances';
import { RESPONSE_ALERT_JOB } from './response-alert-job';
import { settingsService } from '../settings/service';
import { openSlotAfter } from '../../test/open-slot';

const contact = (name: string) => ({ name, email: `${name.toLowerCase()}@exemple.fr`, company: 'Atelier', phone: '', message: 'Un devis, vite.', website: '' });

describe.each(databaseKinds)('the answers promised to each request on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-api-key': admin.token } });
  const write = (method: 'POST' | 'PUT', url: string, payload: object) => ctx.app.inject({ method, url, headers: { 'x-api-key': admin.token }, payload });
  const send = async (name: string) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contact(name) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  const requestOf = async (id: number) => (await get(`/api/admin/callback-requests/${id}`)).json().callbackRequest;
  const setDue = (id: number, dueAt: string) => ctx.db.updateTable('callbackRequests').set({ responseDueAt: dueAt }).where('id', '=', id).execute();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SMTP_URL: smtp.url, MAIL_TO: 'agence@exemple.fr', PUBLIC_URL: 'https://agence.exemple.fr' });
    admin = await loginAs(ctx);
    expect((await write('PUT', '/api/admin/settings', { notifyContact: false, notifyCallback: false, visitorAcknowledgement: false, weeklyReport: false })).statusCode).toBe(200);
  });
  beforeEach(async () => {
    await ctx.db.deleteFrom('callbackRequests').execute();
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('gives each request its deadline on arrival: two working hours for a message, the chosen slot for a callback', async () => {
    const id = await send('Claire');
    const stored = await requestOf(id);
    expect(stored.responseDueAt).toBe(responseDueAt({ source: 'contact', createdAt: stored.createdAt, preferredTime: null }));
    expect(stored.firstAnsweredAt).toBeNull();

    const slot = openSlotAfter(3);
    const callback = await ctx.app.inject({ method: 'POST', url: '/api/callback-requests', payload: { name: 'Paul', phone: '06 12 34 56 78', email: '', company: '', website: '', preferredTime: slot } });
    expect(callback.statusCode, callback.body).toBe(201);
    expect((await requestOf(callback.json().id)).responseDueAt).toBe(slot);
  });

  it('takes the first reply that left as the answer, and never moves it afterwards', async () => {
    const id = await send('Hugo');
    const before = Date.now();
    expect((await write('POST', `/api/admin/callback-requests/${id}/reply`, { subject: 'Votre devis', message: 'Bonjour Hugo' })).statusCode).toBe(201);
    await waitForMail(smtp.received);
    const answeredAt = (await requestOf(id)).firstAnsweredAt as string;
    expect(Date.parse(answeredAt)).toBeGreaterThanOrEqual(before - 1000);

    expect((await write('POST', `/api/admin/callback-requests/${id}/reply`, { subject: 'Relance', message: 'Encore moi' })).statusCode).toBe(201);
    expect((await write('PUT', `/api/admin/callback-requests/${id}/status`, { status: 'completed' })).statusCode).toBe(200);
    expect((await requestOf(id)).firstAnsweredAt).toBe(answeredAt);
  });

  it('takes processing as the answer, kept when the request goes back to pending', async () => {
    const id = await send('Emma');
    expect((await write('PUT', `/api/admin/callback-requests/${id}/status`, { status: 'completed' })).statusCode).toBe(200);
    const answeredAt = (await requestOf(id)).firstAnsweredAt;
    expect(answeredAt).toEqual(expect.any(String));
    expect((await write('PUT', `/api/admin/callback-requests/${id}/status`, { status: 'pending' })).statusCode).toBe(200);
    expect((await requestOf(id)).firstAnsweredAt).toBe(answeredAt);
  });

  it('lists the late requests apart, counts them, and refuses an unknown filter in French', async () => {
    const late = await send('Retard');
    const answered = await send('Repondu');
    await send('Patient');
    const past = new Date(Date.now() - 3600_000).toISOString();
    await setDue(late, past);
    await setDue(answered, past);
    await write('PUT', `/api/admin/callback-requests/${answered}/status`, { status: 'completed' });

    const list = (await get('/api/admin/callback-requests?source=contact&response=late')).json();
    expect(list.callbackRequests.map((row: { id: number }) => row.id)).toEqual([late]);
    expect(list.total).toBe(1);
    expect(list.lateCount).toBe(1);
    expect((await get('/api/admin/callback-requests?source=callback')).json().lateCount).toBe(0);

    const refused = await get('/api/admin/callback-requests?response=bientot');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Le filtre de réponse doit valoir « late »');
  });

  it('reports the promises kept over the period and what waits now', async () => {
    const onTime = await send('Vite');
    const tooLate = await send('Lent');
    const waiting = await send('Attente');
    await write('PUT', `/api/admin/callback-requests/${onTime}/status`, { status: 'completed' });
    await setDue(tooLate, new Date(Date.now() - 60_000).toISOString());
    await write('PUT', `/api/admin/callback-requests/${tooLate}/status`, { status: 'completed' });
    await setDue(waiting, new Date(Date.now() - 60_000).toISOString());

    const times = await get('/api/admin/callback-requests/response-times?days=7');
    expect(times.statusCode, times.body).toBe(200);
    expect(times.json()).toMatchObject({ success: true, days: 7, received: 3, answered: 2, onTime: 1, waiting: 1, late: 1 });
    expect(times.json().medianMinutes).toEqual(expect.any(Number));
    // Unassigned, the two processed count for who processed them; the waiting one for nobody (decision 0407).
    expect(times.json().byPerson).toEqual([
      { person: 'admin', received: 2, answered: 2, onTime: 1, medianMinutes: expect.any(Number) },
      { person: null, received: 1, answered: 0, onTime: 0, medianMinutes: null },
    ]);

    const refused = await get('/api/admin/callback-requests/response-times?days=0');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('La période doit compter de 1 à 365 jours');
  });

  it('e-mails the recipients once per request nearing its deadline unanswered, with the link that opens it', async () => {
    const now = new Date();
    const soon = await send('Bientot');
    const later = await send('Plustard');
    const answered = await send('Traite');
    await setDue(soon, new Date(now.getTime() + 20 * 60_000).toISOString());
    await setDue(later, new Date(now.getTime() + 90 * 60_000).toISOString());
    await setDue(answered, new Date(now.getTime() - 60_000).toISOString());
    await write('PUT', `/api/admin/callback-requests/${answered}/status`, { status: 'completed' });

    expect(await ctx.app.jobs.tick(now)).toContain(RESPONSE_ALERT_JOB);
    await waitForMail(smtp.received);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['agence@exemple.fr']);
    const body = mailText(smtp.received[0]!.raw);
    expect(body).toContain(`Bientot (Atelier) attend une réponse à son message (#${soon}) ; la réponse est due avant`);
    expect(body).toContain(`https://agence.exemple.fr/admin#demande-${soon}`);

    // A minute later the same request is not announced again.
    await ctx.app.jobs.tick(new Date(now.getTime() + 61_000));
    expect(smtp.received).toHaveLength(1);
  });

  it('sends no alert once switched off in the settings', async () => {
    const id = await send('Silence');
    await setDue(id, new Date(Date.now() - 60_000).toISOString());
    expect((await write('PUT', '/api/admin/settings', { responseAlerts: false })).statusCode).toBe(200);
    try {
      await ctx.app.jobs.tick(new Date(Date.now() + 10 * 60_000));
      expect(smtp.received).toHaveLength(0);
    } finally {
      await write('PUT', '/api/admin/settings', { responseAlerts: true });
    }
  });
});

describe.each(databaseKinds)('the deadline alerts across instances on %s', (kind) => {
  it('go out once when two instances look at the same time', { timeout: 30_000 }, async () => {
    const smtp = await startSmtpServer();
    const instances = await buildTwoInstances(kind, { SMTP_URL: smtp.url, MAIL_TO: 'agence@exemple.fr', RATE_LIMITS: 'off' });
    try {
      for (const name of ['Un', 'Deux']) {
        const posted = await instances.first.inject({ method: 'POST', url: '/api/contact', payload: contact(name) });
        expect(posted.statusCode, posted.body).toBe(201);
      }
      const now = new Date();
      // The lead notifications and acknowledgements of the two posts first, then only the alerts.
      await waitForMail(smtp.received, 4);
      smtp.received.length = 0;
      // Only the alerts: each instance reads the change at once (their settings are cached for a second).
      for (const instance of [instances.first, instances.second]) await settingsService(instance.db).update({ weeklyReport: false }, 'admin');
      await instances.first.db.updateTable('callbackRequests').set({ responseDueAt: new Date(now.getTime() - 60_000).toISOString() }).execute();
      await Promise.all([instances.first.jobs.tick(now), instances.second.jobs.tick(now)]);
      await waitForMail(smtp.received, 2);
      expect(smtp.received).toHaveLength(2);
    } finally {
      await instances.close();
      await smtp.close();
    }
  });

  it('gives an alert back when the mail server refuses it', { timeout: 30_000 }, async () => {
    const failing = await startSmtpServer({ failing: true });
    const ctx = await buildTestApp(kind, { SMTP_URL: failing.url, RATE_LIMITS: 'off' });
    try {
      const posted = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contact('Refus') });
      const id = posted.json().id as number;
      await ctx.db.updateTable('callbackRequests').set({ responseDueAt: new Date(Date.now() - 60_000).toISOString() }).execute();
      expect(await ctx.app.jobs.tick(new Date())).toContain(RESPONSE_ALERT_JOB);
      const row = await ctx.db.selectFrom('callbackRequests').select('responseAlertAt').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.responseAlertAt).toBeNull();
    } finally {
      await ctx.close();
      await failing.close();
    }
  });
});

describe.each(databaseKinds)('migration 0033 on %s', (kind) => {
  it('gives the requests stored before it their deadline and first answer, as already alerted, and can be undone', async () => {
    const database = await createTestDatabase(kind);
    const { db } = database;
    try {
      await migrateTo(db, '0032-reply-templates');
      const base = { email: 'a@exemple.fr', phone: '-', company: '', notes: 'Bonjour', preferredTime: null, createdAt: '2026-11-26T09:00:00.000Z' };
      const insert = async (row: Record<string, unknown>) =>
        Number((await db.insertInto('callbackRequests').values({ ...base, status: 'pending', ...row } as never).returning('id').executeTakeFirstOrThrow()).id);
      const replied = await insert({ source: 'contact', name: 'Repondu' });
      const processed = await insert({ source: 'callback', name: 'Traite', status: 'completed', processedAt: '2026-11-26T10:30:00.000Z' });
      const waiting = await insert({ source: 'contact', name: 'Attente' });
      const message = { kind: 'reply', author: 'admin', subject: 'Re', body: 'Bonjour', recipient: 'a@exemple.fr' };
      await db.insertInto('requestMessages').values({ ...message, requestId: replied, delivery: 'failed', createdAt: '2026-11-26T09:10:00.000Z' } as never).execute();
      await db.insertInto('requestMessages').values({ ...message, requestId: replied, delivery: 'sent', createdAt: '2026-11-26T09:20:00.000Z' } as never).execute();

      for (const round of ['up', 'up again']) {
        await migrateToLatest(db);
        const rows = await db.selectFrom('callbackRequests').select(['id', 'responseDueAt', 'firstAnsweredAt', 'responseAlertAt']).orderBy('id').execute();
        expect(rows.map((row) => ({ ...row, id: Number(row.id) })), round).toEqual([
          { id: replied, responseDueAt: '2026-11-26T11:00:00.000Z', firstAnsweredAt: '2026-11-26T09:20:00.000Z', responseAlertAt: base.createdAt },
          { id: processed, responseDueAt: '2026-11-27T09:00:00.000Z', firstAnsweredAt: '2026-11-26T10:30:00.000Z', responseAlertAt: base.createdAt },
          { id: waiting, responseDueAt: '2026-11-26T11:00:00.000Z', firstAnsweredAt: null, responseAlertAt: base.createdAt },
        ]);
        if (round === 'up') await migrateTo(db, '0032-reply-templates');
      }
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
