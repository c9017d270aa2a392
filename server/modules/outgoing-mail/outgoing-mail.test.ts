import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notificationMessages } from '../../../domain/notifications/notification-settings';
import { databaseKinds } from '../../test/helper';
import { buildMailingApp, mailText, type MailingApp } from '../../test/smtp';
import { contactMessage } from '../../reliability/support/contact-posts';
import { buildTwoInstances } from '../../test/two-instances';
import { startSmtpServer } from '../../test/smtp';
import { emailRetryDelayMs } from '../../../domain/email-retry';
import { OUTGOING_EMAILS_JOB, OUTGOING_RETRY, outgoingMail } from './service';

const AGENCY = 'agence@exemple.fr';
const seconds = (from: Date, count: number) => new Date(from.getTime() + count * 1000);

describe.each(databaseKinds)("the back-office's own e-mails kept when the mail server refuses them, on %s", (kind) => {
  let mailing: MailingApp;
  beforeEach(async () => {
    mailing = await buildMailingApp(kind, {}, 'lecteur');
    const quiet = await mailing.as(mailing.admin, 'PUT', '/api/admin/settings', { visitorAcknowledgement: false });
    expect(quiet.statusCode, quiet.body).toBe(200);
  });
  afterEach(() => mailing.close());

  const toAgency = () => mailing.smtp.received.filter((mail) => mail.to.includes(AGENCY));
  const waiting = async () => (await mailing.as(mailing.admin, 'GET', '/api/admin/notifications')).json().waitingEmails as { count: number; nextAttemptAt: string | null };
  const kept = () => mailing.ctx.db.selectFrom('outgoingEmails').selectAll().execute();
  async function until(done: () => Promise<boolean> | boolean) {
    for (let i = 0; i < 100 && !(await done()); i += 1) await sleep(25);
  }

  it('keeps nothing while the mail server takes them', async () => {
    const posted = await mailing.ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage(1) });
    expect(posted.statusCode).toBe(201);
    await until(() => toAgency().length === 1);
    expect(toAgency()).toHaveLength(1);
    expect(await kept()).toEqual([]);
    expect(await waiting()).toEqual({ count: 0, nextAttemptAt: null });
  });

  it("keeps a new lead's notification the mail server refused, and sends it once the server takes it again", async () => {
    mailing.smtp.refuse(true);
    const before = new Date();
    const posted = await mailing.ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage(2) });
    expect(posted.statusCode).toBe(201);
    await until(async () => (await kept()).length === 1);
    const [row] = await kept();
    expect(row).toMatchObject({ recipient: AGENCY, attempts: 1 });
    expect(row!.body).toContain('client-2@exemple.fr');
    expect(Date.parse(row!.nextAttemptAt) - Date.parse(row!.createdAt)).toBe(OUTGOING_RETRY.firstDelayMs);

    const shown = await waiting();
    expect(shown).toEqual({ count: 1, nextAttemptAt: row!.nextAttemptAt });
    const mailStatus = async () => (await mailing.as(mailing.admin, 'GET', '/api/admin/system-stats')).json().apiStatus['E-mail (SMTP)'];
    expect(await mailStatus()).toBe('degraded');
    expect(notificationMessages.waitingEmails(1, '14:32')).toBe(
      'Un e-mail n’a pas encore pu partir : le serveur de messagerie ne l’a pas accepté. Nouvel essai automatique à 14:32 ; chaque e-mail est réessayé pendant 24 heures.',
    );

    // Not due yet: nothing tried.
    await mailing.ctx.app.outgoingMail.job().run(seconds(before, 5));
    expect((await kept())[0]!.attempts).toBe(1);

    // Due, still refused: counted, and the next one twice as far.
    const second = seconds(new Date(row!.nextAttemptAt), 1);
    expect(await mailing.ctx.app.jobs.tick(second)).toContain(OUTGOING_EMAILS_JOB);
    const [again] = await kept();
    expect(again!.attempts).toBe(2);
    expect(Date.parse(again!.nextAttemptAt) - second.getTime()).toBe(emailRetryDelayMs(2));
    expect(toAgency()).toHaveLength(0);

    // The server takes it: sent once, as written, and nothing of it kept.
    mailing.smtp.refuse(false);
    await mailing.ctx.app.jobs.tick(seconds(new Date(again!.nextAttemptAt), 1));
    expect(toAgency()).toHaveLength(1);
    expect(mailText(toAgency()[0]!.raw)).toContain('client-2@exemple.fr');
    expect(await kept()).toEqual([]);
    expect(await waiting()).toEqual({ count: 0, nextAttemptAt: null });
    expect(await mailStatus()).toBe('operational');
    await mailing.ctx.app.jobs.tick(seconds(new Date(again!.nextAttemptAt), 600));
    expect(toAgency()).toHaveLength(1);
  });

  it('gives an e-mail up, logged, after a day of refusals', async () => {
    mailing.smtp.refuse(true);
    const sent = await mailing.ctx.app.outgoingMail.send({ to: 'camille@exemple.fr', subject: 'Avis', text: 'Bonjour.' });
    expect(sent).toBe(false);
    const [row] = await kept();
    const created = new Date(row!.createdAt);
    await mailing.ctx.app.jobs.tick(seconds(created, 23 * 3600));
    expect(await kept()).toHaveLength(1);
    await mailing.ctx.app.jobs.tick(seconds(created, 24 * 3600 + 60));
    expect(await kept()).toEqual([]);
    expect(mailing.smtp.received).toHaveLength(0);
  });

  it("tries every kept e-mail at once at 'Réessayer maintenant', for administrators only", async () => {
    const retry = (who = mailing.admin) => mailing.as(who, 'POST', '/api/admin/notifications/waiting-emails/retry');
    mailing.smtp.refuse(true);
    for (const n of [1, 2]) await mailing.ctx.app.outgoingMail.send({ to: `collegue-${n}@exemple.fr`, subject: 'Avis', text: `Avis ${n}` });
    expect(await kept()).toHaveLength(2);

    const reader = await retry(mailing.reader);
    expect(reader.statusCode).toBe(403);
    expect((await kept()).map((row) => row.attempts)).toEqual([1, 1]);

    const refused = await retry();
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toEqual({
      success: true,
      message: 'Le serveur de messagerie refuse encore : 2 e-mails restent en attente. Vérifiez SMTP_URL, puis réessayez.',
      sent: 0,
      waiting: 2,
    });
    expect((await kept()).map((row) => row.attempts)).toEqual([2, 2]);

    mailing.smtp.refuse(false);
    expect((await retry()).json()).toMatchObject({ message: '2 e-mails envoyés : plus aucun n’attend.', sent: 2, waiting: 0 });
    expect(mailing.smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['collegue-1@exemple.fr', 'collegue-2@exemple.fr']);
    expect(await waiting()).toEqual({ count: 0, nextAttemptAt: null });
    expect((await retry()).json().message).toBe('Aucun e-mail en attente : rien à renvoyer.');
  });

  it('keeps the e-mail to a former address when the mail server refuses it', async () => {
    mailing.smtp.refuse(true);
    const first = await mailing.as(mailing.reader, 'PUT', '/api/admin/account/email', { email: 'avant@exemple.fr', currentPassword: 'lecteur-Password-1' });
    expect(first.statusCode, first.body).toBe(200);
    const changed = await mailing.as(mailing.reader, 'PUT', '/api/admin/account/email', { email: 'apres@exemple.fr', currentPassword: 'lecteur-Password-1' });
    expect(changed.statusCode, changed.body).toBe(200);
    await until(async () => (await kept()).length === 1);
    const [row] = await kept();
    expect(row).toMatchObject({ recipient: 'avant@exemple.fr', priority: 'high' });

    mailing.smtp.refuse(false);
    await mailing.ctx.app.jobs.tick(seconds(new Date(row!.nextAttemptAt), 1));
    expect(mailing.smtp.received.map((mail) => mail.to)).toEqual([['avant@exemple.fr']]);
  });
});

describe.each(databaseKinds)('two instances trying the kept e-mails at once, on %s', (kind) => {
  it('send each one once', async () => {
    const smtp = await startSmtpServer({ failing: true });
    const both = await buildTwoInstances(kind, { SMTP_URL: smtp.url });
    try {
      for (let n = 0; n < 5; n += 1) expect(await both.first.outgoingMail.send({ to: `collegue-${n}@exemple.fr`, subject: 'Avis', text: `Avis ${n}` })).toBe(false);
      smtp.refuse(false);
      const due = seconds(new Date(), 60);
      const [first, second] = [outgoingMail({ db: both.first.db, mailer: both.first.mailer, log: both.first.log }), outgoingMail({ db: both.second.db, mailer: both.second.mailer, log: both.second.log })];
      await Promise.all([first.job().run(due), second.job().run(due)]);
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([0, 1, 2, 3, 4].map((n) => `collegue-${n}@exemple.fr`));
      expect(await first.waiting()).toEqual({ count: 0, nextAttemptAt: null });
    } finally {
      await both.close();
      await smtp.close();
    }
  });
});
