import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { mailText, startSmtpServer } from '../../test/smtp';
import { insertProspects } from '../prospects/prospects-fixtures';
import { actionReminderJob } from './action-reminder-job';
import { reminderPreferenceMessages } from '../../../domain/notifications/action-reminder';

const ACTION_REMINDERS_JOB = 'action-reminders';
// Wednesday 2 December 2026: Paris is at UTC+1, so 13:21 UTC is 14 h 21 in Paris.
const at = (time: string, day = '2026-12-02') => new Date(`${day}T${time}Z`);
const environment = (smtpUrl: string) => ({ RATE_LIMITS: 'off', SMTP_URL: smtpUrl, MAIL_TO: 'agence@exemple.fr', PUBLIC_URL: 'https://agence.exemple.fr' });
/** Only the reminders: the digests, reports and alerts of the same ticks are switched off. */
const onlyReminders = { followUpDigest: false, weeklyReport: false, responseAlerts: false };

const callback = (name: string, assignee: string | null, preferredTime: string, status = 'pending') => ({
  source: 'callback',
  name,
  email: 'rappel@exemple.fr',
  phone: '06 98 76 54 32',
  company: '',
  notes: 'Rappeler',
  preferredTime,
  status,
  createdAt: '2026-12-01T09:00:00.000Z',
  assignee,
});

describe.each(databaseKinds)('e-mail reminders of the appointments on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ids: number[];
  let callbackId: number;
  const send = (method: 'POST' | 'PUT', url: string, payload: object) => ctx.app.inject({ method, url, headers: { 'x-api-key': admin.token }, payload });
  const subjects = () => Promise.all(smtp.received.map(async (mail) => (await PostalMime.parse(mail.raw)).subject));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await buildTestApp(kind, environment(smtp.url));
    admin = await loginAs(ctx);
    expect((await send('PUT', '/api/admin/settings', onlyReminders)).statusCode).toBe(200);
    expect((await send('POST', '/api/admin/users', { username: 'camille', password: 'camille-Mdp-12', roles: ['ROLE_ADMIN'], email: 'camille@exemple.fr' })).statusCode).toBe(201);
    expect((await send('POST', '/api/admin/users', { username: 'bruno', password: 'bruno-Mdp-12', roles: ['ROLE_ADMIN'] })).statusCode).toBe(201);
    const planned = { statut: 'Qualifié', owner: 'camille', nextActionAt: '2026-12-02', nextActionTime: '14:30' };
    ids = await insertProspects(ctx.db, [
      { ...planned, nom: 'Éluard', prenom: 'Hélène', email: 'helene@exemple.fr', entreprise: 'Poésie', telephone: '06 11 22 33 44', nextActionType: 'appel', nextActionLabel: 'Relancer pour le devis' },
      { ...planned, nom: 'Plustard', prenom: 'Paul', email: 'paul@exemple.fr', entreprise: '', nextActionTime: '14:45', nextActionLabel: 'Envoyer la maquette' },
      // Not recalled: won, nobody's, of a user without an address, of the whole day.
      { ...planned, nom: 'Gagne', prenom: 'Louis', email: 'louis@exemple.fr', statut: 'Client' },
      { ...planned, nom: 'Personne', prenom: 'Nina', email: 'nina@exemple.fr', owner: null },
      { ...planned, nom: 'Sansadresse', prenom: 'Bruno', email: 'bruno.client@exemple.fr', owner: 'bruno' },
      { ...planned, nom: 'Journee', prenom: 'Jade', email: 'jade@exemple.fr', nextActionTime: null },
    ]);
    const [slotted] = await ctx.db
      .insertInto('callbackRequests')
      .values([
        callback('Irène Créneau', 'camille', '2026-12-02T13:25:00.000Z'),
        callback('Jules Libre', null, '2026-12-02T13:25:00.000Z'),
        callback('Lise Faite', 'camille', '2026-12-02T13:25:00.000Z', 'completed'),
      ] as never)
      .returning('id')
      .execute();
    callbackId = Number(slotted!.id);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('recalls each appointment given an hour to its user ten minutes before, with its person, telephone and link, once', async () => {
    expect(await ctx.app.jobs.tick(at('13:21:00'))).toContain(ACTION_REMINDERS_JOB);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['camille@exemple.fr'], ['camille@exemple.fr']]);
    expect(await subjects()).toEqual(['[Rappel] 14 h 30 · Appel · Relancer pour le devis · Hélène Éluard (Poésie)', '[Rappel] 14 h 25 · Rappel demandé · Irène Créneau']);
    const action = mailText(smtp.received[0]!.raw);
    expect(action).toContain(
      `Dans 9 minutes, à 14 h 30 :\r\nAppel · Relancer pour le devis\r\nHélène Éluard (Poésie) · 06 11 22 33 44\r\n\r\nOuvrir : https://agence.exemple.fr/admin#prospect-${ids[0]}`,
    );
    expect(mailText(smtp.received[1]!.raw)).toContain(`Dans 4 minutes, à 14 h 25 :\r\nRappel demandé\r\nIrène Créneau · 06 98 76 54 32\r\n\r\nOuvrir : https://agence.exemple.fr/admin#demande-${callbackId}`);

    // A minute later: each was recalled already.
    await ctx.app.jobs.tick(at('13:22:00'));
    expect(smtp.received).toHaveLength(2);
    // The next one when its ten minutes come.
    await ctx.app.jobs.tick(at('13:35:00'));
    expect((await subjects()).slice(2)).toEqual(['[Rappel] 14 h 45 · Envoyer la maquette · Paul Plustard']);
  });

  it('recalls an action moved to another hour at its new one', async () => {
    smtp.received.length = 0;
    await ctx.db.updateTable('prospects').set({ nextActionTime: '14:50' }).where('id', '=', ids[0]!).execute();
    await ctx.app.jobs.tick(at('13:41:00'));
    expect(await subjects()).toEqual(['[Rappel] 14 h 50 · Appel · Relancer pour le devis · Hélène Éluard (Poésie)']);
  });

  it('reads the next day past midnight in Paris', async () => {
    smtp.received.length = 0;
    await insertProspects(ctx.db, [{ nom: 'Minuit', prenom: 'Marc', email: 'marc@exemple.fr', statut: 'Lead', entreprise: '', owner: 'camille', nextActionAt: '2026-12-03', nextActionTime: '00:05', nextActionLabel: 'Appeler Tokyo' }]);
    // 23 h 58 in Paris on 2 December.
    await ctx.app.jobs.tick(at('22:58:00'));
    expect(await subjects()).toEqual(['[Rappel] 0 h 05 · Appeler Tokyo · Marc Minuit']);
  });

  it('gives a reminder the mail server refused back, sends it at the next run, and sends none once switched off', async () => {
    smtp.received.length = 0;
    await insertProspects(ctx.db, [{ nom: 'Refus', prenom: 'Rita', email: 'rita@exemple.fr', statut: 'Lead', entreprise: '', owner: 'camille', nextActionAt: '2026-12-03', nextActionTime: '10:00', nextActionLabel: 'Démo' }]);
    smtp.refuse(true);
    await ctx.app.jobs.tick(at('08:52:00', '2026-12-03'));
    expect(smtp.received).toHaveLength(0);
    smtp.refuse(false);
    await ctx.app.jobs.tick(at('08:53:00', '2026-12-03'));
    expect(await subjects()).toEqual(['[Rappel] 10 h · Démo · Rita Refus']);

    expect((await send('PUT', '/api/admin/settings', { actionReminderEmails: false })).statusCode).toBe(200);
    await insertProspects(ctx.db, [{ nom: 'Eteint', prenom: 'Eric', email: 'eric@exemple.fr', statut: 'Lead', entreprise: '', owner: 'camille', nextActionAt: '2026-12-03', nextActionTime: '11:00', nextActionLabel: 'Démo' }]);
    await ctx.app.jobs.tick(at('09:55:00', '2026-12-03'));
    expect(smtp.received).toHaveLength(1);
  });

  it('sends a reminder once when two instances run at the same minute', async () => {
    smtp.received.length = 0;
    expect((await send('PUT', '/api/admin/settings', { actionReminderEmails: true })).statusCode).toBe(200);
    await insertProspects(ctx.db, [{ nom: 'Double', prenom: 'Dora', email: 'dora@exemple.fr', statut: 'Lead', entreprise: '', owner: 'camille', nextActionAt: '2026-12-04', nextActionTime: '14:30', nextActionLabel: 'Appeler' }]);
    const instance = () => actionReminderJob({ db: ctx.db, mailer: ctx.app.mailer, log: ctx.app.log, publicUrl: 'https://agence.exemple.fr' });
    await Promise.all([instance().run(at('13:25:00', '2026-12-04')), instance().run(at('13:25:00', '2026-12-04'))]);
    expect(await subjects()).toEqual(['[Rappel] 14 h 30 · Appeler · Dora Double']);
  });

  it('recalls a request set aside coming back at its hour to its assignee, not one of nobody nor one brought back already', async () => {
    smtp.received.length = 0;
    const snoozed = (name: string, assignee: string | null, source = 'contact') => ({
      ...callback(name, assignee, null as never),
      source,
      company: name === 'Nina Retour' ? 'Atelier' : '',
      preferredTime: null,
      snoozedUntil: '2026-12-05T09:00:00.000Z',
    });
    const returning = await ctx.db
      .insertInto('callbackRequests')
      .values([snoozed('Nina Retour', 'camille'), snoozed('Omar Personne', null), snoozed('Rémi Réveillé', 'camille', 'callback')] as never)
      .returning('id')
      .execute();
    const [ninaId, , remiId] = returning.map((row) => Number(row.id));
    // Rémi wrote again meanwhile: his request came back by itself and has no return left to recall.
    await ctx.db.updateTable('callbackRequests').set({ snoozedUntil: null }).where('id', '=', remiId!).execute();

    // 9 h 52 in Paris: the returns at 10 h are eight minutes ahead.
    await ctx.app.jobs.tick(at('08:52:00', '2026-12-05'));
    expect(smtp.received.map((mail) => mail.to)).toEqual([['camille@exemple.fr']]);
    expect(await subjects()).toEqual(['[Rappel] 10 h · Message de retour · Nina Retour (Atelier)']);
    expect(mailText(smtp.received[0]!.raw)).toContain(`Dans 8 minutes, à 10 h :\r\nMessage de retour\r\nNina Retour (Atelier) · 06 98 76 54 32\r\n\r\nOuvrir : https://agence.exemple.fr/admin#demande-${ninaId}`);
    await ctx.app.jobs.tick(at('08:53:00', '2026-12-05'));
    expect(smtp.received).toHaveLength(1);

    // Set aside again until 11 h: recalled again before its new hour.
    await ctx.db.updateTable('callbackRequests').set({ snoozedUntil: '2026-12-05T10:00:00.000Z' }).where('id', '=', ninaId!).execute();
    await ctx.app.jobs.tick(at('09:55:00', '2026-12-05'));
    expect((await subjects()).slice(1)).toEqual(['[Rappel] 11 h · Message de retour · Nina Retour (Atelier)']);
  });

  it('lets each user turn their own reminders off, readers included, and sends them none then', async () => {
    smtp.received.length = 0;
    const camille = await loginAs(ctx, 'camille', 'camille-Mdp-12');
    const own = (method: 'GET' | 'PUT', payload?: object) =>
      ctx.app.inject({ method, url: '/api/admin/account/reminders', headers: { 'x-api-key': camille.token }, ...(payload ? { payload } : {}) });
    expect((await own('GET')).json()).toEqual({ success: true, enabled: true, email: 'camille@exemple.fr', agencyEnabled: true });

    const refused = await own('PUT', { enabled: 'peut-être' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(reminderPreferenceMessages.choice);
    expect((await own('GET')).json().enabled).toBe(true);

    expect((await own('PUT', { enabled: false })).json()).toEqual({ success: true, message: reminderPreferenceMessages.off });
    expect((await own('GET')).json().enabled).toBe(false);
    await insertProspects(ctx.db, [{ nom: 'Silence', prenom: 'Sara', email: 'sara@exemple.fr', statut: 'Lead', entreprise: '', owner: 'camille', nextActionAt: '2026-12-07', nextActionTime: '10:00', nextActionLabel: 'Appeler' }]);
    await ctx.app.jobs.tick(at('08:55:00', '2026-12-07'));
    expect(smtp.received).toHaveLength(0);

    expect((await own('PUT', { enabled: true })).json().message).toBe(reminderPreferenceMessages.on);
    await ctx.app.jobs.tick(at('08:56:00', '2026-12-07'));
    expect(await subjects()).toEqual(['[Rappel] 10 h · Appeler · Sara Silence']);

    // A reader, who may change nothing else, sets their own.
    expect((await send('POST', '/api/admin/users', { username: 'lectrice', password: 'lectrice-Mdp-12', roles: ['ROLE_USER'] })).statusCode).toBe(201);
    const reader = await loginAs(ctx, 'lectrice', 'lectrice-Mdp-12');
    const readerPut = await ctx.app.inject({ method: 'PUT', url: '/api/admin/account/reminders', headers: { 'x-api-key': reader.token }, payload: { enabled: false } });
    expect(readerPut.statusCode).toBe(200);
    const readerGet = await ctx.app.inject({ method: 'GET', url: '/api/admin/account/reminders', headers: { 'x-api-key': reader.token } });
    expect(readerGet.json()).toEqual({ success: true, enabled: false, email: null, agencyEnabled: true });
  });
});
