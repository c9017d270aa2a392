import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadResponseDueAt, workingMinutesBetween } from '../../../domain/response-promises';
import { migrateTo, migrateToLatest } from '../../db/migrate';
import { loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, createTestDatabase, databaseKinds, type TestContext } from '../../test/helper';
import { superAssistantLead } from '../../test/lead-payload';
import { mailText, startSmtpServer, waitForMail } from '../../test/smtp';
import { LEAD_ALERT_JOB } from './lead-alert-job';
import { insertProspects, insertProspectsBeforePhoneKey, prospectsTestApp } from './prospects-fixtures';

describe.each(databaseKinds)("a super-assistant lead's contact promise on %s", (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const headers = () => ({ 'x-api-key': admin.token });
  const prospect = async (id: number) => (await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/${id}`, headers: headers() })).json().prospect;
  const sendLead = async (email: string) => {
    const posted = await ctx.app.inject({ method: 'POST', url: '/api/leads', payload: { ...superAssistantLead, email } });
    expect(posted.statusCode, posted.body).toBe(201);
    return posted.json() as { id: number };
  };
  const setDue = (id: number, dueAt: string) => ctx.db.updateTable('prospects').set({ responseDueAt: dueAt }).where('id', '=', id).execute();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SMTP_URL: smtp.url, MAIL_TO: 'agence@exemple.fr', PUBLIC_URL: 'https://agence.exemple.fr' });
    admin = await loginAs(ctx);
    const quiet = await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: headers(), payload: { notifySuperAssistant: false, weeklyReport: false, followUpDigest: false, visitorAcknowledgement: false } });
    expect(quiet.statusCode).toBe(200);
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('gets the deadline of its band on arrival', async () => {
    const { id } = await sendLead('promesse@exemple.fr');
    const stored = await prospect(id);
    expect(stored.lead_band).toBe('HOT');
    expect(stored.response_due_at).toBe(leadResponseDueAt('HOT', stored.date_ajout));
    expect(stored.first_answered_at).toBeNull();
  });

  it('counts as reached once marked contacted, and the first instant is kept', async () => {
    const { id } = await sendLead('contacte@exemple.fr');
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/prospects/${id}`,
      headers: headers(),
      payload: { email: 'contacte@exemple.fr', telephone: '', statut: 'Lead', is_contacted: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const reachedAt = (await prospect(id)).first_answered_at;
    expect(reachedAt).toEqual(expect.any(String));
    await ctx.app.inject({ method: 'PUT', url: `/api/admin/prospects/${id}/status`, headers: headers(), payload: { statut: 'Client' } });
    expect((await prospect(id)).first_answered_at).toBe(reachedAt);
  });

  it('counts as reached when moved on the board to a status that says so, not to À contacter', async () => {
    const { id } = await sendLead('bouge@exemple.fr');
    await ctx.app.inject({ method: 'PUT', url: `/api/admin/prospects/${id}/status`, headers: headers(), payload: { statut: 'À contacter' } });
    expect((await prospect(id)).first_answered_at).toBeNull();
    await ctx.app.inject({ method: 'PUT', url: `/api/admin/prospects/${id}/status`, headers: headers(), payload: { statut: 'RDV planifié' } });
    expect((await prospect(id)).first_answered_at).toEqual(expect.any(String));
  });

  it('e-mails the recipients once for a lead nearing its deadline unreached, never for one given up, reached or of no known band', async () => {
    await ctx.db.updateTable('prospects').set({ responseAlertAt: '2000-01-01T00:00:00.000Z' }).execute();
    const now = new Date();
    const waiting = await sendLead('attente@exemple.fr');
    const givenUp = await sendLead('abandon@exemple.fr');
    // More rows of no known band than one run alerts, due sooner: they must not keep the known lead's place.
    const unknownBand = Array.from({ length: 25 }, (_, index) => ({ email: `bande${index}@exemple.fr`, source: 'super-assistant', leadBand: 'TIEDE', responseDueAt: '2000-01-02T00:00:00.000Z' }));
    await insertProspects(ctx.db, unknownBand as never);
    await setDue(waiting.id, new Date(now.getTime() + 10 * 60_000).toISOString());
    await setDue(givenUp.id, new Date(now.getTime() - 60_000).toISOString());
    await ctx.app.inject({ method: 'PUT', url: `/api/admin/prospects/${givenUp.id}/status`, headers: headers(), payload: { statut: 'Inactif' } });

    expect(await ctx.app.jobs.tick(now)).toContain(LEAD_ALERT_JOB);
    await waitForMail(smtp.received);
    expect(smtp.received).toHaveLength(1);
    const text = mailText(smtp.received[0]!.raw);
    expect(text).toContain('Marie Curie (Atelier Lumen), Lead HOT du super assistant, n’a pas encore été contacté(e) ; le contact est dû avant');
    expect(text).toContain(`https://agence.exemple.fr/admin#prospect-${waiting.id}`);
    await ctx.app.jobs.tick(new Date(now.getTime() + 61_000));
    expect(smtp.received).toHaveLength(1);
  });
});

describe.each(databaseKinds)("GET /api/admin/prospects/response-times on %s", (kind) => {
  it("gives how the leads' contact promises were kept over the last days, and the leads waiting and late now", async () => {
    const now = Date.now();
    const at = (ms: number) => new Date(ms).toISOString();
    const arrived = now - 3 * 86_400_000;
    const lead = (email: string, fields: object) => ({ email, source: 'super-assistant', leadBand: 'HOT', dateAjout: at(arrived), ...fields }) as never;
    const { ctx, admin } = await prospectsTestApp(kind, [
      lead('a-temps@exemple.fr', { responseDueAt: at(arrived + 2 * 3_600_000), firstAnsweredAt: at(arrived + 3_600_000), statut: 'Contacté', owner: 'camille' }),
      lead('en-retard@exemple.fr', { responseDueAt: at(arrived + 2 * 3_600_000), firstAnsweredAt: at(arrived + 5 * 3_600_000), statut: 'Qualifié' }),
      lead('oublie@exemple.fr', { responseDueAt: at(now - 3_600_000) }),
      lead('a-venir@exemple.fr', { responseDueAt: at(now + 86_400_000), dateAjout: at(now - 60_000) }),
      lead('abandon@exemple.fr', { responseDueAt: at(now - 3_600_000), statut: 'Inactif' }),
      lead('ancien@exemple.fr', { responseDueAt: at(now - 40 * 86_400_000), dateAjout: at(now - 41 * 86_400_000), firstAnsweredAt: at(now - 40 * 86_400_000) }),
      { email: 'manuel@exemple.fr', source: 'manuel', dateAjout: at(arrived) },
    ]);
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/prospects/response-times?days=30', headers: { 'x-api-key': admin.token } });
      expect(response.statusCode).toBe(200);
      const took = [1, 5].map((hours) => workingMinutesBetween(new Date(arrived), new Date(arrived + hours * 3_600_000)));
      expect(response.json()).toEqual({
        success: true,
        days: 30,
        // The five leads of the period with a promise; the older one and the manual prospect are not counted.
        received: 5,
        answered: 2,
        onTime: 1,
        medianMinutes: Math.round((took[0]! + took[1]!) / 2),
        // Still to reach: the forgotten one (late) and the one just arrived; the one given up waits for nothing.
        waiting: 2,
        late: 1,
        // The lead camille holds, and the four held by nobody (decision 0407).
        byPerson: [
          { person: 'camille', received: 1, answered: 1, onTime: 1, medianMinutes: took[0] },
          { person: null, received: 4, answered: 1, onTime: 0, medianMinutes: took[1] },
        ],
      });
      const refused = await ctx.app.inject({ method: 'GET', url: '/api/admin/prospects/response-times?days=0', headers: { 'x-api-key': admin.token } });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain('La période doit compter de 1 à 365 jours');
      expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/prospects/response-times' })).statusCode).toBe(401);

      // The tab's count reads the same leads still to reach, and follows a lead reached on the board.
      const countWaiting = () => ctx.app.inject({ method: 'GET', url: '/api/admin/prospects/count-waiting', headers: { 'x-api-key': admin.token } });
      expect((await countWaiting()).json()).toEqual({ success: true, waitingCount: 2 });
      const forgotten = await ctx.db.selectFrom('prospects').select('id').where('email', '=', 'oublie@exemple.fr').executeTakeFirstOrThrow();
      const moved = await ctx.app.inject({ method: 'PUT', url: `/api/admin/prospects/${forgotten.id}/status`, headers: { 'x-api-key': admin.token }, payload: { statut: 'Qualifié' } });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await countWaiting()).json()).toEqual({ success: true, waitingCount: 1 });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/prospects/count-waiting' })).statusCode).toBe(401);
    } finally {
      await ctx.close();
    }
  });
});

describe.each(databaseKinds)('migration 0034 on %s', (kind) => {
  it('gives the leads stored before it their deadline, counts the contacted ones as reached, and can be undone', async () => {
    const database = await createTestDatabase(kind);
    const { db } = database;
    try {
      await migrateTo(db, '0033-response-promises');
      const arrived = '2026-11-26T09:00:00.000Z';
      const [waiting, contacted, manual] = await insertProspectsBeforePhoneKey(db, [
        { email: 'a@exemple.fr', source: 'super-assistant', leadBand: 'WARM', dateAjout: arrived } as never,
        { email: 'b@exemple.fr', source: 'super-assistant', leadBand: 'HOT', dateAjout: arrived, isContacted: 1, updatedAt: '2026-11-26T09:45:00.000Z' } as never,
        { email: 'c@exemple.fr', source: 'manuel', dateAjout: arrived },
      ]);
      for (const round of ['up', 'up again']) {
        await migrateToLatest(db);
        const rows = await db.selectFrom('prospects').select(['id', 'responseDueAt', 'firstAnsweredAt', 'responseAlertAt']).orderBy('id').execute();
        expect(rows.map((row) => ({ ...row, id: Number(row.id) })), round).toEqual([
          { id: waiting, responseDueAt: '2026-11-27T09:00:00.000Z', firstAnsweredAt: null, responseAlertAt: arrived },
          { id: contacted, responseDueAt: '2026-11-26T11:00:00.000Z', firstAnsweredAt: '2026-11-26T09:45:00.000Z', responseAlertAt: arrived },
          { id: manual, responseDueAt: null, firstAnsweredAt: null, responseAlertAt: arrived },
        ]);
        if (round === 'up') await migrateTo(db, '0033-response-promises');
      }
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
