import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { mailText, startSmtpServer } from '../../test/smtp';
import { buildTwoInstances } from '../../test/two-instances';
import { insertProspects } from './prospects-fixtures';
import { prospectsService } from './service';
import { settingsService } from '../settings/service';
import { agencyClosuresService } from '../settings/agency-closures';
import { DIGEST_DAY_KEY, FOLLOW_UP_DIGEST_JOB } from './follow-up-digest-job';
import { requestsRepository } from '../requests/repository';
import { requestMessagesRepository } from '../requests/messages-repository';

// 2 March 2026: Paris is at UTC+1, so 07:00 UTC is 8 h in Paris.
const at = (time: string) => new Date(`2026-03-02T${time}Z`);
const followUps = [
  { nom: 'Retard', prenom: 'Claire', entreprise: '', email: 'claire@exemple.fr', statut: 'Qualifié', nextActionAt: '2026-02-27', nextActionLabel: 'Envoyer le devis', estimatedValue: 12_000 },
  { nom: 'Jour', prenom: 'Paul', entreprise: '', email: 'paul@exemple.fr', statut: 'RDV planifié', nextActionAt: '2026-03-02', nextActionLabel: 'Rappeler' },
  // Not listed: won, given up, not yet due, nothing planned.
  { nom: 'Gagne', prenom: 'Louis', entreprise: '', email: 'louis@exemple.fr', statut: 'Client', nextActionAt: '2026-02-20' },
  { nom: 'Perdu', prenom: 'Inès', entreprise: '', email: 'ines@exemple.fr', statut: 'Inactif', nextActionAt: '2026-02-20' },
  { nom: 'Demain', prenom: 'Hugo', entreprise: '', email: 'hugo@exemple.fr', statut: 'Lead', nextActionAt: '2026-03-03' },
  { nom: 'Rien', prenom: 'Emma', entreprise: '', email: 'emma@exemple.fr', statut: 'Lead' },
];

describe.each(databaseKinds)('the morning digest of follow-ups on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ids: number[];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SMTP_URL: smtp.url, MAIL_TO: 'agence@exemple.fr', PUBLIC_URL: 'https://agence.exemple.fr' });
    admin = await loginAs(ctx);
    ids = await insertProspects(ctx.db, followUps);
    const saved = await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { 'x-api-key': admin.token }, payload: { notificationRecipients: 'ventes@exemple.fr', weeklyReport: false } });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('waits for its hour, then sends one e-mail to the recipients with the overdue and the due follow-ups', async () => {
    expect(await ctx.app.jobs.tick(at('06:59:00'))).toContain(FOLLOW_UP_DIGEST_JOB);
    expect(smtp.received).toHaveLength(0);
    expect(await ctx.app.jobs.tick(at('07:05:00'))).toContain(FOLLOW_UP_DIGEST_JOB);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['ventes@exemple.fr']);
    const body = mailText(smtp.received[0]!.raw);
    expect(body).toContain(`En retard (1) :\r\n- Claire Retard — prévu le 27/02/2026 : Envoyer le devis · Sans responsable · 12 000 €\r\n  https://agence.exemple.fr/admin#prospect-${ids[0]}`);
    expect(body).toContain(`Aujourd'hui (1) :\r\n- Paul Jour : Rappeler · Sans responsable\r\n  https://agence.exemple.fr/admin#prospect-${ids[1]}`);
    expect(body).toContain('https://agence.exemple.fr/admin#pipeline');
    for (const name of ['Louis', 'Inès', 'Hugo', 'Emma']) expect(body).not.toContain(name);

    // Later the same day: already sent.
    expect(await ctx.app.jobs.tick(at('09:00:00'))).toContain(FOLLOW_UP_DIGEST_JOB);
    expect(smtp.received).toHaveLength(1);
  });

  it.runIf(kind === 'sqlite')("counts the follow-ups due on the worker's connection, and on the server's when the worker is gone", async () => {
    const worker = ctx.db.readOffLoop!;
    const asked: string[] = [];
    try {
      ctx.db.readOffLoop = (text, parameters) => {
        asked.push(text);
        return worker(text, parameters);
      };
      const due = await prospectsService(ctx.db).dueBy('2026-03-02', 50);
      expect([due.total, due.overdue, due.prospects.map((p) => p.nom)]).toEqual([2, 1, ['Retard', 'Jour']]);
      expect(asked).toEqual([expect.stringMatching(/^select count\(\*\) as "n", sum\(case when next_action_at < \?/)]);
      ctx.db.readOffLoop = () => Promise.reject(new Error('le fil de lecture SQLite est arrêté'));
      const again = await prospectsService(ctx.db).dueBy('2026-03-02', 50);
      expect([again.total, again.overdue]).toEqual([2, 1]);
    } finally {
      ctx.db.readOffLoop = worker;
    }
  });

  it('follows the hour of the settings, and sends nothing once switched off', async () => {
    smtp.received.length = 0;
    const put = (payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { 'x-api-key': admin.token }, payload });
    expect((await put({ followUpDigestHour: 24 })).json().fieldErrors.followUpDigestHour).toBe("L'heure d'envoi du récapitulatif doit être une heure entière de 0 à 23");
    expect((await put({ followUpDigestHour: 10 })).statusCode).toBe(200);
    // 3 March: 08:30 in Paris is before 10 h; 10:00 is not.
    await ctx.app.jobs.tick(new Date('2026-03-03T07:30:00Z'));
    expect(smtp.received).toHaveLength(0);
    await ctx.app.jobs.tick(new Date('2026-03-03T09:00:00Z'));
    expect(smtp.received).toHaveLength(1);
    expect(mailText(smtp.received[0]!.raw)).toContain('Hugo Demain');

    expect((await put({ followUpDigest: false })).statusCode).toBe(200);
    await ctx.app.jobs.tick(new Date('2026-03-04T12:00:00Z'));
    expect(smtp.received).toHaveLength(1);
  });

  it("sends each user with an address the follow-ups of their deals and their requests coming back, after the agency's, unless their address already receives it", async () => {
    smtp.received.length = 0;
    const send = (method: 'POST' | 'PUT', url: string, payload: object) => ctx.app.inject({ method, url, headers: { 'x-api-key': admin.token }, payload });
    expect((await send('PUT', '/api/admin/settings', { followUpDigest: true, followUpDigestHour: 8 })).statusCode).toBe(200);
    for (const [username, email] of [['camille', 'camille@exemple.fr'], ['ventes', 'Ventes@exemple.fr'], ['bruno', 'bruno@exemple.fr']]) {
      // Camille has a monthly goal (0463).
      const goal = username === 'camille' ? { monthlyWonGoal: 4_000 } : {};
      expect((await send('POST', '/api/admin/users', { username, password: `${username}-Mdp-12`, roles: ['ROLE_ADMIN'], email, ...goal })).statusCode).toBe(201);
    }
    const [overdue, today] = await insertProspects(ctx.db, [
      { nom: 'Retard', prenom: 'Alice', entreprise: '', email: 'alice@exemple.fr', statut: 'Qualifié', owner: 'camille', nextActionAt: '2026-03-12', nextActionLabel: 'Relancer le devis' },
      { nom: 'Jour', prenom: 'Bastien', entreprise: '', email: 'bastien@exemple.fr', statut: 'Lead', owner: 'camille', nextActionAt: '2026-03-16', nextActionLabel: 'Appeler' },
      // Hers but not yet due, and due but owned by a user whose address receives the agency's digest.
      { nom: 'Plustard', prenom: 'Chloe', email: 'chloe@exemple.fr', statut: 'Lead', owner: 'camille', nextActionAt: '2026-03-20' },
      { nom: 'Equipe', prenom: 'Denis', email: 'denis@exemple.fr', statut: 'Lead', owner: 'ventes', nextActionAt: '2026-03-16' },
      // Won by her earlier in March, towards her goal.
      { nom: 'Gagne', prenom: 'Emile', email: 'emile@exemple.fr', statut: 'Client', owner: 'camille', estimatedValue: 1_500, wonAt: '2026-03-05T10:00:00.000Z' },
    ]);
    // Set aside until that day: one assigned to her, one to nobody.
    const request = (name: string, assignee: string | null) => ({
      source: 'callback',
      name,
      email: 'rappel@exemple.fr',
      phone: '-',
      company: '',
      notes: 'Rappeler',
      preferredTime: null,
      status: 'pending',
      createdAt: '2026-03-10T09:00:00.000Z',
      snoozedUntil: '2026-03-16T08:00:00.000Z',
      assignee,
    });
    await ctx.db.insertInto('callbackRequests').values([request('Gilles Sienne', 'camille'), request('Hector Personne', null)] as never).execute();
    // Callbacks at the slot their visitor chose (docs/decisions/0478-callback-slots-in-digest.md): hers and nobody's
    // that day; hers the next day and one already made are not.
    const slot = (name: string, assignee: string | null, preferredTime: string, status = 'pending') => ({
      ...request(name, assignee),
      phone: '06 12 34 56 78',
      preferredTime,
      snoozedUntil: null,
      status,
    });
    const [slotted] = await ctx.db
      .insertInto('callbackRequests')
      .values([
        slot('Irène Créneau', 'camille', '2026-03-16T09:30:00.000Z'),
        slot('Jules Libre', null, '2026-03-16T13:00:00.000Z'),
        slot('Karim Demain', 'camille', '2026-03-17T09:30:00.000Z'),
        slot('Lise Faite', 'camille', '2026-03-16T10:00:00.000Z', 'completed'),
      ] as never)
      .returning('id')
      .execute();
    // 16 March 2026, 8:05 in Paris.
    await ctx.app.jobs.tick(new Date('2026-03-16T07:05:00Z'));
    expect(smtp.received.map((mail) => mail.to)).toEqual([['ventes@exemple.fr'], ['camille@exemple.fr']]);
    const agency = mailText(smtp.received[0]!.raw);
    expect(agency).toContain('Voici les relances prévues au lundi 16 mars 2026.');
    expect(agency).toContain('Denis Equipe');
    expect(agency).toContain('Hector Personne');
    expect(agency).toContain("Rappels demandés aujourd'hui (2) :");
    expect(agency).toContain('- Jules Libre — Rappel, créneau à 14 h, au 06 12 34 56 78 · Non assignée');
    const own = mailText(smtp.received[1]!.raw);
    expect(own).toContain('Voici vos relances prévues au lundi 16 mars 2026.');
    expect(own).toContain(`En retard (1) :\r\n- Alice Retard — prévu le 12/03/2026 : Relancer le devis · Responsable : camille\r\n  https://agence.exemple.fr/admin#prospect-${overdue}`);
    expect(own).toContain(`Aujourd'hui (1) :\r\n- Bastien Jour : Appeler · Responsable : camille\r\n  https://agence.exemple.fr/admin#prospect-${today}`);
    expect(own).toContain(
      `Rappels demandés aujourd'hui (1) :\r\n- Irène Créneau — Rappel, créneau à 10 h 30, au 06 12 34 56 78 · Assignée à camille\r\n  https://agence.exemple.fr/admin#demande-${slotted!.id}`,
    );
    expect(own).toContain("Demandes reportées de retour aujourd'hui (1) :");
    expect(own).toContain('Gilles Sienne');
    for (const name of ['Chloe', 'Denis', 'Claire', 'Paul', 'Hector', 'Jules', 'Karim', 'Lise']) expect(own).not.toContain(name);
    expect(own).toContain('les relances de vos affaires, les rappels qui vous sont attribués, vos demandes reportées qui reviennent');
    expect(own).toContain('Votre objectif de mars : 1 500 € gagnés sur 4 000 € (37 %).');
    // The agency set none.
    expect(agency).not.toContain('Objectif');
    // Later the same day: neither goes out again.
    await ctx.app.jobs.tick(new Date('2026-03-16T09:00:00Z'));
    expect(smtp.received).toHaveLength(2);
  });
});

describe.each(databaseKinds)('the requests coming back in the digest on %s', (kind) => {
  it('lists the requests set aside until that day, and goes out for them alone', async () => {
    const smtp = await startSmtpServer();
    const ctx = await buildTestApp(kind, { SMTP_URL: smtp.url, MAIL_TO: 'agence@exemple.fr', PUBLIC_URL: 'https://agence.exemple.fr' });
    try {
      await settingsService(ctx.db).update({ weeklyReport: false }, 'admin');
      const requests = requestsRepository(ctx.db);
      const add = async (name: string, snoozedUntil: string, status: 'pending' | 'completed' = 'pending') => {
        const id = await requests.insert({ source: 'callback', name, email: '', phone: '06 12 34 56 78', company: 'Lumen', notes: '', preferredTime: null });
        await ctx.db.updateTable('callbackRequests').set({ snoozedUntil, status }).where('id', '=', id).execute();
        return id;
      };
      // 9 h in Paris on 2 March is 08:00 UTC; the others come back another day, or were processed meanwhile.
      const back = await add('Jeanne Retour', '2026-03-02T08:00:00.000Z');
      await add('Paul Demain', '2026-03-02T23:30:00.000Z');
      await add('Lucie Traitee', '2026-03-02T09:00:00.000Z', 'completed');

      await ctx.app.jobs.tick(at('07:05:00'));
      expect(smtp.received).toHaveLength(1);
      const body = mailText(smtp.received[0]!.raw);
      expect(body).toContain("Demandes reportées de retour aujourd'hui (1) :");
      expect(body).toContain(`- Jeanne Retour (Lumen) — Rappel, de retour à 9 h · Non assignée\r\n  https://agence.exemple.fr/admin#demande-${back}`);
      for (const name of ['Paul Demain', 'Lucie Traitee']) expect(body).not.toContain(name);
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });
});

describe.each(databaseKinds)('the digest on the days the agency opens on %s', (kind) => {
  it('sends none on a weekend or a closure, then lists on the next open day the requests back since the agency closed (0502)', async () => {
    const smtp = await startSmtpServer();
    const ctx = await buildTestApp(kind, { SMTP_URL: smtp.url, MAIL_TO: 'agence@exemple.fr', PUBLIC_URL: 'https://agence.exemple.fr' });
    try {
      await settingsService(ctx.db).update({ weeklyReport: false }, 'admin');
      // Closed on Monday 9 March 2026 too, besides the weekend of the 7th and 8th.
      await agencyClosuresService(ctx.db).replace([{ from: '2026-03-09', to: '2026-03-09', label: 'Séminaire' }], 'admin');
      const requests = requestsRepository(ctx.db);
      const add = async (name: string, snoozedUntil: string) => {
        const id = await requests.insert({ source: 'callback', name, email: '', phone: '06 12 34 56 78', company: 'Lumen', notes: '', preferredTime: null });
        await ctx.db.updateTable('callbackRequests').set({ snoozedUntil }).where('id', '=', id).execute();
        return id;
      };
      const friday = await add('Fanny Vendredi', '2026-03-06T08:00:00.000Z');
      const saturday = await add('Samuel Samedi', '2026-03-07T08:00:00.000Z');
      const tuesday = await add('Thomas Mardi', '2026-03-10T09:00:00.000Z');
      await add('Wanda Mercredi', '2026-03-11T08:00:00.000Z');

      // Saturday, Sunday and the seminar's Monday at 8:05 in Paris: nothing goes out.
      for (const day of ['2026-03-07', '2026-03-08', '2026-03-09']) await ctx.app.jobs.tick(new Date(`${day}T07:05:00Z`));
      expect(smtp.received).toHaveLength(0);

      await ctx.app.jobs.tick(new Date('2026-03-10T07:05:00Z'));
      expect(smtp.received).toHaveLength(1);
      const body = mailText(smtp.received[0]!.raw);
      expect(body).toContain('Demandes reportées de retour depuis le samedi 7 mars 2026 (2) :');
      expect(body).toContain(`- Samuel Samedi (Lumen) — Rappel, de retour le 07/03 à 9 h · Non assignée\r\n  https://agence.exemple.fr/admin#demande-${saturday}`);
      expect(body).toContain(`- Thomas Mardi (Lumen) — Rappel, de retour à 10 h · Non assignée\r\n  https://agence.exemple.fr/admin#demande-${tuesday}`);
      // Friday's went in Friday's digest; Wednesday's waits for its own.
      expect(body).not.toContain(`#demande-${friday}`);
      expect(body).not.toContain('Wanda Mercredi');
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });
});

describe.each(databaseKinds)('the callbacks of the day in the digest on %s', (kind) => {
  it('lists the pending callbacks whose visitor chose a slot that day, the earliest first, and goes out for them alone', async () => {
    const smtp = await startSmtpServer();
    const ctx = await buildTestApp(kind, { SMTP_URL: smtp.url, MAIL_TO: 'agence@exemple.fr', PUBLIC_URL: 'https://agence.exemple.fr' });
    try {
      await settingsService(ctx.db).update({ weeklyReport: false }, 'admin');
      const requests = requestsRepository(ctx.db);
      const add = (name: string, preferredTime: string) => requests.insert({ source: 'callback', name, email: '', phone: '06 12 34 56 78', company: 'Lumen', notes: '', preferredTime });
      // 2 March in Paris runs from 1 March 23:00 UTC to 2 March 23:00 UTC.
      const late = await add('Marc Soir', '2026-03-02T17:45:00.000Z');
      const early = await add('Anne Matin', '2026-03-01T23:30:00.000Z');
      await add('Paul Demain', '2026-03-02T23:00:00.000Z');
      await add('Eve Veille', '2026-03-01T22:59:00.000Z');

      await ctx.app.jobs.tick(at('07:05:00'));
      expect(smtp.received).toHaveLength(1);
      const body = mailText(smtp.received[0]!.raw);
      expect(body).toContain(
        `Rappels demandés aujourd'hui (2) :\r\n- Anne Matin (Lumen) — Rappel, créneau à 0 h 30, au 06 12 34 56 78 · Non assignée\r\n  https://agence.exemple.fr/admin#demande-${early}\r\n- Marc Soir (Lumen) — Rappel, créneau à 18 h 45, au 06 12 34 56 78 · Non assignée\r\n  https://agence.exemple.fr/admin#demande-${late}`,
      );
      for (const name of ['Paul Demain', 'Eve Veille']) expect(body).not.toContain(name);
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });
});

describe.each(databaseKinds)('the replies awaiting an answer in the digest on %s', (kind) => {
  it('lists the waiting requests whose person wrote back and was not answered since, and goes out for them alone', async () => {
    const smtp = await startSmtpServer();
    const ctx = await buildTestApp(kind, { SMTP_URL: smtp.url, MAIL_TO: 'agence@exemple.fr', PUBLIC_URL: 'https://agence.exemple.fr' });
    try {
      await settingsService(ctx.db).update({ weeklyReport: false }, 'admin');
      const requests = requestsRepository(ctx.db);
      const messages = requestMessagesRepository(ctx.db);
      const add = async (name: string, thread: Array<'received' | 'reply' | 'note'>, change: { status?: 'completed'; snoozedUntil?: string } = {}) => {
        const id = await requests.insert({ source: 'contact', name, email: `${name.split(' ')[0]!.toLowerCase()}@exemple.fr`, phone: '', company: 'Lumen', notes: 'Un devis', preferredTime: null });
        if (change.status || change.snoozedUntil) await ctx.db.updateTable('callbackRequests').set(change).where('id', '=', id).execute();
        for (const [i, message] of thread.entries()) {
          await messages.insert({ requestId: id, kind: message, author: message === 'received' ? name : 'admin', subject: 'Re: Votre devis', body: 'Texte', recipient: null, delivery: null }, new Date(Date.UTC(2026, 2, 1, 17, 30 + i)));
        }
        return id;
      };
      // 1 March at 18:31 in Paris the person answered; nobody wrote back since (a note is not an answer).
      const waiting = await add('Fanny Attente', ['reply', 'received', 'note']);
      await add('Bruno Repondu', ['reply', 'received', 'reply']);
      await add('Chloe Traitee', ['reply', 'received'], { status: 'completed' });
      await add('Denis Reporte', ['reply', 'received'], { snoozedUntil: '2026-03-10T08:00:00.000Z' });
      await add('Emma Silence', ['reply']);
      // A prospect answered at 18:10 in Paris, one answered and then written to again.
      const [ines, zoe] = await insertProspects(ctx.db, [
        { nom: 'Garnier', prenom: 'Inès', entreprise: 'Studio G', email: 'ines@exemple.fr', statut: 'Qualifié' },
        { nom: 'Zoe', prenom: 'Zoé', entreprise: '', email: 'zoe@exemple.fr', statut: 'Qualifié' },
      ]);
      const written = (prospectId: number, createdAt: string) => ({ prospectId, author: 'admin', recipient: 'x@exemple.fr', subject: 'Devis', body: 'Bonjour', delivery: 'sent' as const, createdAt, messageId: null });
      const reply = (prospectId: number, receivedAt: string) => ({ prospectId, emailId: null, sender: 'x@exemple.fr', subject: 'Re: Devis', body: 'Merci', messageId: `<${prospectId}-${receivedAt}@exemple.fr>`, receivedAt });
      await ctx.db.insertInto('prospectEmails').values([written(ines!, '2026-03-01T16:00:00.000Z'), written(zoe!, '2026-03-01T16:00:00.000Z'), written(zoe!, '2026-03-01T18:00:00.000Z')]).execute();
      await ctx.db.insertInto('prospectEmailReplies').values([reply(ines!, '2026-03-01T17:10:00.000Z'), reply(zoe!, '2026-03-01T17:10:00.000Z')]).execute();

      await ctx.app.jobs.tick(at('07:05:00'));
      expect(smtp.received).toHaveLength(1);
      const mail = mailText(smtp.received[0]!.raw);
      expect(mail).toContain(
        `Réponses reçues qui attendent la vôtre (2) :\r\n- Inès Garnier (Studio G) — Prospect, réponse reçue le 01/03 à 18 h 10 · Sans responsable\r\n  https://agence.exemple.fr/admin#prospect-${ines}\r\n- Fanny Attente (Lumen) — Contact, réponse reçue le 01/03 à 18 h 31 · Non assignée\r\n  https://agence.exemple.fr/admin#demande-${waiting}`,
      );
      for (const name of ['Bruno', 'Chloe', 'Denis', 'Emma', 'Zoé']) expect(mail).not.toContain(name);
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });
});

describe.each(databaseKinds)('the follow-up digest across instances on %s', (kind) => {
  it('goes out once when two instances look at the same time', { timeout: 30_000 }, async () => {
    const smtp = await startSmtpServer();
    const instances = await buildTwoInstances(kind, { SMTP_URL: smtp.url, MAIL_TO: 'agence@exemple.fr' });
    try {
      await insertProspects(instances.first.db, followUps.slice(0, 2));
      // 2 March 2026 is a Monday: the weekly report stays quiet, only the digest reaches the SMTP server. Each
      // instance reads the change at once (their settings are cached for a second).
      for (const instance of [instances.first, instances.second]) await settingsService(instance.db).update({ weeklyReport: false }, 'admin');
      await Promise.all([instances.first.jobs.tick(at('07:30:00')), instances.second.jobs.tick(at('07:30:00'))]);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['agence@exemple.fr']);
    } finally {
      await instances.close();
      await smtp.close();
    }
  });

  it('gives the day back when the mail server refuses it, so that a later look sends it', { timeout: 30_000 }, async () => {
    const failing = await startSmtpServer({ failing: true });
    const ctx = await buildTestApp(kind, { SMTP_URL: failing.url });
    try {
      await insertProspects(ctx.db, followUps.slice(0, 1));
      expect(await ctx.app.jobs.tick(at('07:30:00'))).toContain(FOLLOW_UP_DIGEST_JOB);
      // The day is free again: whoever claims it now is the first.
      expect(await settingsService(ctx.db).claimDay(DIGEST_DAY_KEY, '2026-03-02')).toBe(true);
    } finally {
      await ctx.close();
      await failing.close();
    }
  });
});
