import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACKNOWLEDGEMENT_AUTHOR } from '../../../domain/notifications/acknowledgement';
import { databaseKinds } from '../../test/helper';
import { superAssistantLead } from '../../test/lead-payload';
import { buildMailingApp, waitForMail, type MailingApp } from '../../test/smtp';
import { prospectsRepository } from './repository';
import { LEAD_ACKNOWLEDGEMENT_RETRIES_JOB, prospectEmailsService } from './prospect-emails';
import { EMAIL_RETRY, emailRetryDelayMs, SENDING_INTERRUPTED_AFTER_MS, sendingDeadline } from '../../../domain/email-retry';

describe.each(databaseKinds)("a super-assistant lead's acknowledgement on %s", (kind) => {
  let mailing: MailingApp;
  const postLead = async (email: string) => {
    const posted = await mailing.ctx.app.inject({ method: 'POST', url: '/api/leads', payload: { ...superAssistantLead, email } });
    expect(posted.statusCode, posted.body).toBe(201);
    return posted.json().id as number;
  };
  const emailsOf = (id: number) => mailing.ctx.db.selectFrom('prospectEmails').select(['id', 'author', 'delivery']).where('prospectId', '=', id).execute();
  const settings = (payload: object) => mailing.as(mailing.admin, 'PUT', '/api/admin/settings', payload);

  beforeAll(async () => {
    mailing = await buildMailingApp(kind);
    expect((await settings({ notifySuperAssistant: false })).statusCode).toBe(200);
  });
  beforeEach(async () => {
    mailing.smtp.received.length = 0;
    mailing.smtp.refuse(false);
    expect((await settings({ visitorAcknowledgement: true })).statusCode).toBe(200);
  });
  afterAll(() => mailing.close());

  it('sends none while the visitors’ acknowledgement is switched off', async () => {
    expect((await settings({ visitorAcknowledgement: false })).statusCode).toBe(200);
    const id = await postLead('sans-accuse@atelier.fr');
    // The same lead's notices are off too: a lead stored, nothing sent, nothing kept.
    await mailing.ctx.app.inject({ method: 'POST', url: '/api/leads', payload: { ...superAssistantLead, email: 'temoin@atelier.fr' } });
    expect(mailing.smtp.received).toEqual([]);
    expect(await emailsOf(id)).toEqual([]);
  });

  it('keeps the lead and records the acknowledgement the mail server refused; sent again, it still answers nothing', async () => {
    mailing.smtp.refuse(true);
    const id = await postLead('refuse@atelier.fr');
    await expect.poll(async () => (await emailsOf(id)).map((email) => email.delivery)).toEqual(['failed']);
    const [failed] = await emailsOf(id);
    expect(failed?.author).toBe(ACKNOWLEDGEMENT_AUTHOR);

    mailing.smtp.refuse(false);
    const resent = await mailing.as(mailing.admin, 'POST', `/api/admin/prospects/${id}/emails/${failed!.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    await waitForMail(mailing.smtp.received);
    expect(mailing.smtp.received.map((mail) => mail.to)).toEqual([['refuse@atelier.fr']]);
    expect((await emailsOf(id)).map((email) => email.delivery)).toEqual(['sent']);
    // An acknowledgement is no answer: the prospect is not contacted, its promise still runs.
    expect(await prospectsRepository(mailing.ctx.db).findById(id)).toMatchObject({ isContacted: 0, firstAnsweredAt: null });
  });

  it('tries the refused acknowledgement again by itself, shown in the history until it leaves, once (0545)', async () => {
    mailing.smtp.refuse(true);
    const id = await postLead('plus-tard@atelier.fr');
    await expect.poll(async () => (await emailsOf(id)).map((email) => email.delivery)).toEqual(['failed']);
    const timeline = async () => (await mailing.as(mailing.admin, 'GET', `/api/admin/prospects/${id}/timeline`)).json().entries.find((entry: { kind: string }) => entry.kind === 'email');
    const failed = await timeline();
    expect(failed).toMatchObject({ delivery: 'failed', retryAt: expect.any(String) });
    expect(Date.parse(failed.retryAt) - Date.parse(failed.at)).toBeGreaterThanOrEqual(EMAIL_RETRY.firstDelayMs);

    // Due, still refused: the next attempt twice as far.
    const second = new Date(Date.parse(failed.retryAt) + 1000);
    expect(await mailing.ctx.app.jobs.tick(second)).toContain(LEAD_ACKNOWLEDGEMENT_RETRIES_JOB);
    expect(await timeline()).toMatchObject({ delivery: 'failed', retryAt: new Date(second.getTime() + emailRetryDelayMs(2)).toISOString() });
    expect(mailing.smtp.received).toEqual([]);

    mailing.smtp.refuse(false);
    await mailing.ctx.app.jobs.tick(new Date(second.getTime() + emailRetryDelayMs(2) + 1000));
    expect(mailing.smtp.received.map((mail) => mail.to)).toEqual([['plus-tard@atelier.fr']]);
    const sent = await timeline();
    expect(sent).toMatchObject({ delivery: 'sent' });
    expect(sent.retryAt).toBeUndefined();
    await mailing.ctx.app.jobs.tick(new Date(second.getTime() + 2 * 3600_000));
    // Only the lead's acknowledgement again: the agency's own mails (an unanswered lead's alert on an open day) may go out.
    expect(mailing.smtp.received.filter((mail) => mail.to.includes('plus-tard@atelier.fr'))).toHaveLength(1);
    expect(await prospectsRepository(mailing.ctx.db).findById(id)).toMatchObject({ isContacted: 0, firstAnsweredAt: null });
  });

  it('fails the e-mails a server stopped in the middle of sending after ten minutes, the acknowledgement tried again at once', async () => {
    const id = await postLead('interrompu@atelier.fr');
    await expect.poll(async () => (await emailsOf(id)).map((email) => email.delivery)).toEqual(['sent']);
    const written = await mailing.as(mailing.admin, 'POST', `/api/admin/prospects/${id}/emails`, { subject: 'Proposition', message: 'Bonjour, voici notre proposition.' });
    expect(written.statusCode, written.body).toBe(201);
    const rows = () => mailing.ctx.db.selectFrom('prospectEmails').select(['author', 'delivery', 'retryAt']).where('prospectId', '=', id).orderBy('id').execute();
    expect((await rows()).map((row) => [row.delivery, row.retryAt])).toEqual([['sent', null], ['sent', null]]);

    // The server stopped after taking both for sending, before it knew how they went.
    const stoppedAt = new Date();
    await mailing.ctx.db.updateTable('prospectEmails').set({ delivery: 'sending', retryAt: sendingDeadline(stoppedAt) }).where('prospectId', '=', id).execute();
    mailing.smtp.received.length = 0;
    const emails = prospectEmailsService(mailing.ctx.db, mailing.ctx.app.mailer);
    expect(await emails.retryDue(new Date(stoppedAt.getTime() + 5 * 60_000))).toEqual({ sent: 0, givenUp: [], interrupted: 0 });
    expect(await emails.retryDue(new Date(stoppedAt.getTime() + SENDING_INTERRUPTED_AFTER_MS + 1000))).toEqual({ sent: 1, givenUp: [], interrupted: 2 });
    expect(await rows()).toEqual([
      { author: ACKNOWLEDGEMENT_AUTHOR, delivery: 'sent', retryAt: null },
      { author: 'admin', delivery: 'failed', retryAt: null },
    ]);
    expect(mailing.smtp.received.map((mail) => mail.to)).toEqual([['interrompu@atelier.fr']]);
  });

  it('gives the refused acknowledgement up a day after its first try', async () => {
    mailing.smtp.refuse(true);
    const id = await postLead('abandon@atelier.fr');
    await expect.poll(async () => (await emailsOf(id)).map((email) => email.delivery)).toEqual(['failed']);
    const [email] = await mailing.ctx.db.selectFrom('prospectEmails').select(['id', 'createdAt']).where('prospectId', '=', id).execute();
    const emails = prospectEmailsService(mailing.ctx.db, mailing.ctx.app.mailer);
    expect(await emails.retryDue(new Date(Date.parse(email!.createdAt) + 23 * 3600_000))).toEqual({ sent: 0, givenUp: [], interrupted: 0 });
    expect(await emails.retryDue(new Date(Date.parse(email!.createdAt) + 24 * 3600_000 + 60_000))).toEqual({ sent: 0, givenUp: [{ prospectId: id, recipient: 'abandon@atelier.fr' }], interrupted: 0 });
    const row = await mailing.ctx.db.selectFrom('prospectEmails').select(['delivery', 'retryAt']).where('id', '=', email!.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ delivery: 'failed', retryAt: null });
    expect(await emails.retryDue(new Date(Date.parse(email!.createdAt) + 30 * 3600_000))).toEqual({ sent: 0, givenUp: [], interrupted: 0 });
    expect(mailing.smtp.received).toEqual([]);
  });
});
