import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_RETRY, emailRetryDelayMs, SENDING_INTERRUPTED_AFTER_MS, sendingDeadline } from '../../../domain/email-retry';
import { ACKNOWLEDGEMENT_AUTHOR } from '../../../domain/notifications/acknowledgement';
import { databaseKinds } from '../../test/helper';
import { contactMessage } from '../../test/lead-payload';
import { buildMailingApp, mailText, startSmtpServer, type MailingApp } from '../../test/smtp';
import { buildTwoInstances } from '../../test/two-instances';
import { acknowledgementsOf } from './acknowledgement';
import { ACKNOWLEDGEMENT_RETRIES_JOB, acknowledgementRetriesJob } from './acknowledgement-retries-job';
import { inboxService } from './inbox-service';

const VISITOR = 'accuse@exemple.fr';
const seconds = (from: string | Date, count: number) => new Date(new Date(from).getTime() + count * 1000);

interface ThreadEntry {
  id: number;
  author: string;
  delivery: string;
  createdAt: string;
  retryAt?: string | null;
}

describe.each(databaseKinds)('a visitor’s acknowledgement the mail server refused, tried again by itself, on %s', (kind) => {
  let mailing: MailingApp;
  beforeEach(async () => {
    mailing = await buildMailingApp(kind);
    const settings = await mailing.as(mailing.admin, 'PUT', '/api/admin/settings', { notifyContact: false, visitorAcknowledgement: true });
    expect(settings.statusCode, settings.body).toBe(200);
  });
  afterEach(() => mailing.close());

  const toVisitor = () => mailing.smtp.received.filter((mail) => mail.to.includes(VISITOR));
  const thread = async (id: number) => (await mailing.as(mailing.admin, 'GET', `/api/admin/callback-requests/${id}`)).json().thread as ThreadEntry[];
  const acknowledgementOf = async (id: number) => (await thread(id)).find((entry) => entry.author === ACKNOWLEDGEMENT_AUTHOR)!;
  const attemptsOf = async (replyId: number) =>
    Number((await mailing.ctx.db.selectFrom('requestMessages').select('deliveryAttempts').where('id', '=', replyId).executeTakeFirstOrThrow()).deliveryAttempts);
  /** A contact posted while the mail server refuses: its acknowledgement recorded as failed. */
  async function refusedContact() {
    mailing.smtp.refuse(true);
    const posted = await mailing.ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage({ email: VISITOR }) });
    expect(posted.statusCode).toBe(201);
    const id = posted.json().id as number;
    await acknowledgementsOf(mailing.ctx.db, mailing.ctx.app.mailer, mailing.ctx.config.publicUrl, mailing.ctx.app.log).drain();
    const acknowledgement = await acknowledgementOf(id);
    expect(acknowledgement).toMatchObject({ delivery: 'failed' });
    return { id, acknowledgement };
  }
  const pendingRow = async (id: number) =>
    (await mailing.as(mailing.admin, 'GET', '/api/admin/callback-requests?source=contact')).json().callbackRequests.find((row: { id: number }) => row.id === id);

  it('is tried again 30 s later, then twice as late, and leaves once, still not the answer', async () => {
    const { id, acknowledgement } = await refusedContact();
    expect(Date.parse(acknowledgement.retryAt!) - Date.parse(acknowledgement.createdAt)).toBeGreaterThanOrEqual(EMAIL_RETRY.firstDelayMs);
    expect(Date.parse(acknowledgement.retryAt!) - Date.parse(acknowledgement.createdAt)).toBeLessThan(EMAIL_RETRY.firstDelayMs + 5_000);
    expect(await attemptsOf(acknowledgement.id)).toBe(1);

    // Not due yet: nothing tried.
    await acknowledgementRetriesJob(inboxService(mailing.ctx.db, mailing.ctx.app.mailer), mailing.ctx.app.log).run(seconds(acknowledgement.createdAt, 5));
    expect(await attemptsOf(acknowledgement.id)).toBe(1);

    // Due, still refused: counted, and the next one twice as far.
    const second = seconds(acknowledgement.retryAt!, 1);
    expect(await mailing.ctx.app.jobs.tick(second)).toContain(ACKNOWLEDGEMENT_RETRIES_JOB);
    const again = await acknowledgementOf(id);
    expect(again).toMatchObject({ delivery: 'failed', retryAt: new Date(second.getTime() + emailRetryDelayMs(2)).toISOString() });
    expect(await attemptsOf(acknowledgement.id)).toBe(2);
    expect(toVisitor()).toHaveLength(0);

    // The server takes it: sent once, as written, with its Message-ID, and tried no more.
    mailing.smtp.refuse(false);
    await mailing.ctx.app.jobs.tick(seconds(again.retryAt!, 1));
    expect(toVisitor()).toHaveLength(1);
    expect(mailText(toVisitor()[0]!.raw)).toContain('Nous avons bien reçu votre message');
    expect(await acknowledgementOf(id)).toMatchObject({ id: acknowledgement.id, delivery: 'sent', retryAt: null });
    await mailing.ctx.app.jobs.tick(seconds(again.retryAt!, 3600));
    expect(toVisitor()).toHaveLength(1);
    // An acknowledgement is not an answer: the request still waits for one, its deadline running.
    expect(await pendingRow(id)).toMatchObject({ status: 'pending', firstAnsweredAt: null });
  });

  it('is given up a day after its first try, kept as failed to be sent again by hand', async () => {
    const { id, acknowledgement } = await refusedContact();
    const job = acknowledgementRetriesJob(inboxService(mailing.ctx.db, mailing.ctx.app.mailer), mailing.ctx.app.log);
    await job.run(seconds(acknowledgement.createdAt, 23 * 3600));
    expect(await acknowledgementOf(id)).toMatchObject({ delivery: 'failed', retryAt: expect.any(String) });
    await job.run(seconds(acknowledgement.createdAt, 24 * 3600 + 60));
    expect(await acknowledgementOf(id)).toMatchObject({ delivery: 'failed', retryAt: null });
    const attempts = await attemptsOf(acknowledgement.id);
    await job.run(seconds(acknowledgement.createdAt, 30 * 3600));
    expect(await attemptsOf(acknowledgement.id)).toBe(attempts);

    mailing.smtp.refuse(false);
    const resent = await mailing.as(mailing.admin, 'POST', `/api/admin/callback-requests/${id}/replies/${acknowledgement.id}/resend`);
    expect(resent.json()).toMatchObject({ entry: { id: acknowledgement.id, delivery: 'sent' } });
    expect(toVisitor()).toHaveLength(1);
  });

  it('sent again by hand, is tried by itself no more', async () => {
    const { id, acknowledgement } = await refusedContact();
    mailing.smtp.refuse(false);
    const resent = await mailing.as(mailing.admin, 'POST', `/api/admin/callback-requests/${id}/replies/${acknowledgement.id}/resend`);
    expect(resent.json()).toMatchObject({ entry: { id: acknowledgement.id, delivery: 'sent', retryAt: null } });
    await mailing.ctx.app.jobs.tick(seconds(acknowledgement.retryAt!, 60));
    expect(toVisitor()).toHaveLength(1);
  });

  it('left leaving by a server stopped in the middle, is tried again after ten minutes; a reply so left is failed with its button', async () => {
    const posted = await mailing.ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage({ email: VISITOR }) });
    const id = posted.json().id as number;
    await acknowledgementsOf(mailing.ctx.db, mailing.ctx.app.mailer, mailing.ctx.config.publicUrl, mailing.ctx.app.log).drain();
    const reply = await mailing.as(mailing.admin, 'POST', `/api/admin/callback-requests/${id}/reply`, { subject: 'Votre devis', message: 'Bonjour, voici notre devis.' });
    expect(reply.json().entry).toMatchObject({ delivery: 'sent', retryAt: null });
    const rows = () => mailing.ctx.db.selectFrom('requestMessages').select(['id', 'author', 'delivery', 'retryAt']).where('requestId', '=', id).orderBy('id').execute();
    expect((await rows()).map((row) => [row.delivery, row.retryAt])).toEqual([['sent', null], ['sent', null]]);

    // The server stopped after taking both for sending, before it knew how they went.
    const stoppedAt = new Date();
    await mailing.ctx.db.updateTable('requestMessages').set({ delivery: 'sending', retryAt: sendingDeadline(stoppedAt) }).where('requestId', '=', id).execute();
    mailing.smtp.received.length = 0;
    const job = acknowledgementRetriesJob(inboxService(mailing.ctx.db, mailing.ctx.app.mailer), mailing.ctx.app.log);
    await job.run(new Date(stoppedAt.getTime() + 5 * 60_000));
    expect((await rows()).map((row) => row.delivery)).toEqual(['sending', 'sending']);

    await job.run(new Date(stoppedAt.getTime() + SENDING_INTERRUPTED_AFTER_MS + 1000));
    const [acknowledgement, agencyReply] = await rows();
    expect(acknowledgement).toMatchObject({ author: ACKNOWLEDGEMENT_AUTHOR, delivery: 'sent', retryAt: null });
    expect(agencyReply).toMatchObject({ author: 'admin', delivery: 'failed', retryAt: null });
    expect(toVisitor()).toHaveLength(1);
    expect(mailText(toVisitor()[0]!.raw)).toContain('Nous avons bien reçu votre message');
    const shown = (await thread(id)).find((entry) => entry.id === agencyReply!.id);
    expect(shown).toMatchObject({ delivery: 'failed', retryAt: null });
  });
});

describe.each(databaseKinds)('two instances trying a refused acknowledgement at once, on %s', (kind) => {
  it('send it once', async () => {
    const smtp = await startSmtpServer({ failing: true });
    const both = await buildTwoInstances(kind, { SMTP_URL: smtp.url, MAIL_TO: 'agence@exemple.fr' });
    try {
      const ids: number[] = [];
      for (let n = 0; n < 3; n += 1) {
        const posted = await both.first.inject({ method: 'POST', url: '/api/contact', payload: contactMessage({ email: `visiteur-${n}@exemple.fr` }) });
        ids.push(posted.json().id as number);
      }
      await acknowledgementsOf(both.first.db, both.first.mailer, both.config.publicUrl, both.first.log).drain();
      smtp.refuse(false);
      smtp.received.length = 0;
      const due = seconds(new Date(), 60);
      const jobs = [both.first, both.second].map((app) => acknowledgementRetriesJob(inboxService(app.db, app.mailer), app.log));
      await Promise.all(jobs.map((job) => job.run(due)));
      const visitors = smtp.received.map((mail) => mail.to[0]).filter((to) => to?.startsWith('visiteur-'));
      expect(visitors.sort()).toEqual([0, 1, 2].map((n) => `visiteur-${n}@exemple.fr`));
      expect(ids).toHaveLength(3);
    } finally {
      await both.close();
      await smtp.close();
    }
  });
});
