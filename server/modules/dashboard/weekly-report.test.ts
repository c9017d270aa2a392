import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseDueAt } from '../../../domain/response-promises';
import type { Database } from '../../db/database';
import { loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { mailText, startSmtpServer } from '../../test/smtp';
import { buildTwoInstances } from '../../test/two-instances';
import { insertProspects } from '../prospects/prospects-fixtures';
import { settingsService } from '../settings/service';
import { REPORT_WEEK_KEY, WEEKLY_REPORT_JOB } from './weekly-report-job';

// Monday 30 November 2026: Paris is at UTC+1, so 07:30 UTC is 8:30 in Paris; the week reported is 23-29 November.
const monday = (time: string) => new Date(`2026-11-30T${time}Z`);
/** The base started before the weeks these tests report: only a week it lived is reported. */
const startedEarlier = (db: Database) => db.updateTable('adminUsers').set({ createdAt: '2026-01-05T09:00:00.000Z' }).execute();

/** A week of the agency: two messages (one answered in time), three prospects, two visitors; one of each the week before. */
async function seedWeek(db: Database) {
  const request = (name: string, createdAt: string, firstAnsweredAt: string | null) => ({
    source: 'contact' as const,
    name,
    email: `${name.toLowerCase()}@exemple.fr`,
    phone: '-',
    company: '',
    preferredTime: null,
    notes: 'Bonjour',
    status: firstAnsweredAt ? ('completed' as const) : ('pending' as const),
    createdAt,
    responseDueAt: responseDueAt({ source: 'contact', createdAt, preferredTime: null }),
    firstAnsweredAt,
  });
  await db
    .insertInto('callbackRequests')
    .values([
      request('Claire', '2026-11-24T10:00:00.000Z', '2026-11-24T10:30:00.000Z'),
      request('Paul', '2026-11-24T10:00:00.000Z', null),
      request('Avant', '2026-11-17T10:00:00.000Z', '2026-11-17T10:10:00.000Z'),
    ])
    .execute();
  await insertProspects(db, [
    // Two super-assistant leads: one reached within its band's two hours, one still waiting past them.
    {
      nom: 'Qualifie',
      email: 'q@exemple.fr',
      source: 'super-assistant',
      leadBand: 'HOT',
      dateAjout: '2026-11-25T09:00:00.000Z',
      responseDueAt: '2026-11-25T11:00:00.000Z',
      firstAnsweredAt: '2026-11-25T09:45:00.000Z',
      statut: 'Qualifié',
      estimatedValue: 12_000,
      nextActionAt: '2026-12-01',
      // Expected to close in the week that starts on the Monday the report goes.
      expectedCloseAt: '2026-12-03',
    } as never,
    { nom: 'Client', email: 'c@exemple.fr', dateAjout: '2026-11-26T09:00:00.000Z', statut: 'Client', estimatedValue: 5_000, wonAt: '2026-11-26T10:00:00.000Z' } as never,
    // Lost in the week with its reason; lost the week before (not counted); both arrived long before.
    { nom: 'Perdu', email: 'p@exemple.fr', dateAjout: '2026-10-01T09:00:00.000Z', statut: 'Inactif', lostAt: '2026-11-26T15:00:00.000Z', lostReason: 'Concurrent choisi', estimatedValue: 4_000 } as never,
    { nom: 'Ancien', email: 'a@exemple.fr', dateAjout: '2026-10-01T09:00:00.000Z', statut: 'Inactif', lostAt: '2026-11-20T15:00:00.000Z' } as never,
    // Its expected close has passed.
    { nom: 'Lead', email: 'l@exemple.fr', source: 'super-assistant', leadBand: 'HOT', dateAjout: '2026-11-27T09:00:00.000Z', responseDueAt: '2026-11-27T11:00:00.000Z', statut: 'Lead', expectedCloseAt: '2026-11-20' } as never,
  ]);
  const view = (visitorKey: string, createdAt: string, page = '/', properties = '{}') => ({ name: 'page_view', page, funnelStage: 'AWARENESS', visitorKey, properties, createdAt });
  await db
    .insertInto('analyticsEvents')
    .values([
      view('a', '2026-11-24T09:00:00.000Z'),
      view('b', '2026-11-25T09:00:00.000Z'),
      view('c', '2026-11-18T09:00:00.000Z'),
      // An address not found, visited twice in the week and once the week before (0464).
      view('a', '2026-11-24T09:05:00.000Z', '/flyer-salon', '{"notFound":true}'),
      view('b', '2026-11-25T10:00:00.000Z', '/flyer-salon', '{"notFound":true}'),
      view('c', '2026-11-18T09:05:00.000Z', '/flyer-salon', '{"notFound":true}'),
    ])
    .execute();
}

describe.each(databaseKinds)('the weekly report on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const put = (payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { 'x-api-key': admin.token }, payload });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SMTP_URL: smtp.url, MAIL_TO: 'agence@exemple.fr', PUBLIC_URL: 'https://agence.exemple.fr' });
    admin = await loginAs(ctx);
    await startedEarlier(ctx.db);
    // The other morning e-mails stay quiet: only the report reaches the SMTP server.
    expect((await put({ notificationRecipients: 'direction@exemple.fr', followUpDigest: false, responseAlerts: false, monthlyWonGoal: 20_000 })).statusCode).toBe(200);
    await seedWeek(ctx.db);
    // Won earlier in November (counted towards its goal) and in October (not).
    await insertProspects(ctx.db, [
      { nom: 'Novembre', email: 'n@exemple.fr', dateAjout: '2026-10-01T09:00:00.000Z', statut: 'Client', estimatedValue: 2_000, wonAt: '2026-11-03T10:00:00.000Z', owner: 'admin' } as never,
      { nom: 'Octobre', email: 'o@exemple.fr', dateAjout: '2026-10-01T09:00:00.000Z', statut: 'Client', estimatedValue: 6_000, wonAt: '2026-10-20T10:00:00.000Z', owner: 'admin' } as never,
    ]);
    await ctx.db.updateTable('adminUsers').set({ monthlyWonGoal: 3_000 }).where('username', '=', 'admin').execute();
    // A campaign paid for in the week whose link nobody followed: the report says what it cost.
    const link = await ctx.app.inject({ method: 'POST', url: '/api/admin/tracking-links', headers: { 'x-api-key': admin.token }, payload: { clientName: 'Affiches', campaign: 'affichage-lyon' } });
    expect(link.statusCode).toBe(201);
    const spend = await ctx.app.inject({ method: 'POST', url: '/api/admin/campaigns/spends', headers: { 'x-api-key': admin.token }, payload: { campaign: 'affichage-lyon', day: '2026-11-25', amount: 500 } });
    expect(spend.statusCode).toBe(201);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('waits for Monday at the hour of the digest, then sends the week before once, with its figures', async () => {
    expect(await ctx.app.jobs.tick(monday('06:30:00'))).toContain(WEEKLY_REPORT_JOB);
    expect(smtp.received).toHaveLength(0);
    expect(await ctx.app.jobs.tick(monday('07:30:00'))).toContain(WEEKLY_REPORT_JOB);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['direction@exemple.fr']);
    const text = mailText(smtp.received[0]!.raw);
    expect(text).toContain('Voici la semaine du lundi 23 novembre au dimanche 29 novembre 2026.');
    expect(text).toContain('- Visiteurs : 2 (+100 % sur la semaine précédente)');
    expect(text).toContain('- Pages introuvables : 2 visites, dont /flyer-salon (2), à rediriger dans SEO › Pages introuvables');
    expect(text).toContain('- 5 leads (+400 % sur la semaine précédente) : Contact 2, Super assistant 2, Saisie manuelle 1');
    expect(text).toContain('- Réponses dans les délais promis : 100 % (1 sur 1), première réponse en 30 min (médiane, heures ouvrées)');
    expect(text).toContain('- En retard en ce moment : 1 demande sans réponse après l’échéance promise');
    expect(text).toContain('- Leads du super assistant contactés dans les délais : 100 % (1 sur 1), premier contact en 45 min (médiane, heures ouvrées)');
    expect(text).toContain('- Leads en retard en ce moment : 1 lead pas encore contacté après l’échéance promise');
    expect(text).toContain('- En cours : 2 prospects, 12 000 € estimés');
    expect(text).toContain('- Clients : 3 prospects, 13 000 €');
    // Too few deals decided for any stage's win rate: the report gives no weighted figure.
    expect(text).not.toContain('Pondéré');
    // The new lead has no next action yet; the qualified one has its own; a client needs none.
    expect(text).toContain('- Sans prochaine action : 1 prospect en cours');
    expect(text).toContain('- Perdus cette semaine : 1 prospect, 4 000 € estimés (Concurrent choisi 1)');
    expect(text).toContain('- Gagnés cette semaine : 1 prospect, 5 000 €');
    expect(text).toContain('- Objectif de novembre : 7 000 € gagnés sur 20 000 € (35 %)');
    expect(text).toContain('- Objectif de admin en novembre : 2 000 € gagnés sur 3 000 € (66 %)');
    expect(text).toContain('- Clôtures prévues la semaine qui commence : 1 prospect, 12 000 € estimés');
    expect(text).toContain('- Date de clôture dépassée : 1 prospect en cours, à redater ou à trancher');
    expect(text).toContain('- affichage-lyon : 0 clic, 0 scan QR, 0 lead, 500 € dépensés');
    expect(text).toContain('https://agence.exemple.fr/admin#dashboard');

    // Later the same week: already sent.
    await ctx.app.jobs.tick(new Date('2026-12-01T09:00:00Z'));
    expect(smtp.received).toHaveLength(1);
  });

  it('sends nothing once switched off', async () => {
    smtp.received.length = 0;
    expect((await put({ weeklyReport: false })).statusCode).toBe(200);
    await ctx.app.jobs.tick(new Date('2026-12-07T09:00:00Z'));
    expect(smtp.received).toHaveLength(0);
    expect((await put({ weeklyReport: 'oui' })).json().fieldErrors.weeklyReport).toBe('Cette option doit valoir oui ou non');
  });
});

describe.each(databaseKinds)('the weekly report across instances on %s', (kind) => {
  it('goes out once when two instances look at the same time', { timeout: 30_000 }, async () => {
    const smtp = await startSmtpServer();
    const instances = await buildTwoInstances(kind, { SMTP_URL: smtp.url, MAIL_TO: 'agence@exemple.fr' });
    try {
      // Each instance reads the change at once (their settings are cached for a second).
      for (const instance of [instances.first, instances.second]) await settingsService(instance.db).update({ followUpDigest: false, responseAlerts: false }, 'admin');
      await startedEarlier(instances.first.db);
      await Promise.all([instances.first.jobs.tick(monday('07:30:00')), instances.second.jobs.tick(monday('07:30:00'))]);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await instances.close();
      await smtp.close();
    }
  });

  it('gives the week back when the mail server refuses it, so that a later look sends it', { timeout: 30_000 }, async () => {
    const failing = await startSmtpServer({ failing: true });
    const ctx = await buildTestApp(kind, { SMTP_URL: failing.url });
    try {
      await startedEarlier(ctx.db);
      expect(await ctx.app.jobs.tick(monday('07:30:00'))).toContain(WEEKLY_REPORT_JOB);
      expect(await settingsService(ctx.db).claimDay(REPORT_WEEK_KEY, '2026-11-23')).toBe(true);
    } finally {
      await ctx.close();
      await failing.close();
    }
  });

  it('reports no week that ended before the base first started, then the first week it lived', { timeout: 30_000 }, async () => {
    const smtp = await startSmtpServer();
    const ctx = await buildTestApp(kind, { SMTP_URL: smtp.url, MAIL_TO: 'agence@exemple.fr' });
    try {
      await settingsService(ctx.db).update({ followUpDigest: false, responseAlerts: false }, 'admin');
      // First started on Monday 30 November, before the report's hour: the week before is not its own.
      await ctx.db.updateTable('adminUsers').set({ createdAt: '2026-11-30T06:00:00.000Z' }).execute();
      expect(await ctx.app.jobs.tick(monday('07:30:00'))).toContain(WEEKLY_REPORT_JOB);
      expect(smtp.received).toHaveLength(0);
      // Unclaimed: the week stays free.
      expect(await settingsService(ctx.db).claimDay(REPORT_WEEK_KEY, '2026-11-23')).toBe(true);
      // The next Monday reports the week it lived.
      await ctx.app.jobs.tick(new Date('2026-12-07T07:30:00Z'));
      expect(smtp.received).toHaveLength(1);
      expect(mailText(smtp.received[0]!.raw)).toContain('Voici la semaine du lundi 30 novembre au dimanche 6 décembre 2026.');
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });
});
