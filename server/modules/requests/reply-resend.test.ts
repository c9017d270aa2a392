import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages } from '../../../domain/inbox';
import { ACKNOWLEDGEMENT_AUTHOR } from '../../../domain/notifications/acknowledgement';
import { buildTestAppAsAdmin } from '../../test/admin-login';
import { databaseKinds } from '../../test/helper';
import { contactMessage } from '../../test/lead-payload';
import { buildRepliesMailingApp, mailText, waitForMail, type MailingApp } from '../../test/smtp';
import { acknowledgementsOf } from './acknowledgement';
import { requestsService } from './service';

describe.each(databaseKinds)('a reply whose e-mail failed, sent again, on %s', (kind) => {
  let mailing: MailingApp;

  beforeAll(async () => {
    mailing = await buildRepliesMailingApp(kind);
  });
  afterAll(() => mailing.close());

  const as: MailingApp['as'] = (...call) => mailing.as(...call);
  const resend = (id: number, replyId: number, who = mailing.admin) => as(who, 'POST', `/api/admin/callback-requests/${id}/replies/${replyId}/resend`);
  const request = async () => (await as(mailing.admin, 'GET', `/api/admin/callback-requests?source=contact`)).json();

  it('leaves again as it was written, once, and then answers the request; a reply that did not fail or another request’s is refused in French', async () => {
    const posted = await mailing.ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage({ email: 'relance@exemple.fr' }) });
    const id = posted.json().id as number;
    mailing.smtp.refuse(true);
    const failed = await as(mailing.admin, 'POST', `/api/admin/callback-requests/${id}/reply`, { subject: 'Votre devis', message: 'Bonjour, voici notre devis.' });
    expect(failed.json()).toMatchObject({ message: conversationMessages.replyFailed, entry: { delivery: 'failed' } });
    const replyId = failed.json().entry.id as number;
    expect((await request()).callbackRequests.find((row: { id: number }) => row.id === id).firstAnsweredAt).toBeNull();

    // Still refused: kept as failed, to try again.
    const again = await resend(id, replyId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ success: true, message: conversationMessages.replyFailed, entry: { id: replyId, delivery: 'failed' } });
    expect(mailing.smtp.received).toHaveLength(0);

    mailing.smtp.refuse(false);
    expect((await resend(id, replyId, mailing.reader)).statusCode).toBe(403);
    const [first, second] = await Promise.all([resend(id, replyId), resend(id, replyId)]);
    // Two clicks at once: one sends it, the other is told there is nothing to send again.
    const answers = [first, second].map((response) => response.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const refused = [first, second].find((response) => response.statusCode === 409)!;
    expect(refused.json().message).toBe(conversationMessages.replyNotFailed);
    const sent = [first, second].find((response) => response.statusCode === 200)!;
    expect(sent.json()).toMatchObject({ message: conversationMessages.replySent('relance@exemple.fr'), entry: { id: replyId, delivery: 'sent', subject: 'Votre devis' } });
    await waitForMail(mailing.smtp.received, 1);
    expect(mailing.smtp.received).toHaveLength(1);
    expect(mailing.smtp.received[0]!.to).toEqual(['relance@exemple.fr']);
    expect(mailText(mailing.smtp.received[0]!.raw)).toContain('Bonjour, voici notre devis.');
    expect((await request()).callbackRequests.find((row: { id: number }) => row.id === id).firstAnsweredAt).toEqual(expect.any(String));
    // The thread holds it once.
    const thread = (await as(mailing.admin, 'GET', `/api/admin/callback-requests/${id}`)).json().thread.filter((entry: { kind: string }) => entry.kind === 'reply');
    expect(thread).toEqual([expect.objectContaining({ id: replyId, delivery: 'sent' })]);

    const twice = await resend(id, replyId);
    expect(twice.statusCode).toBe(409);
    const other = (await mailing.ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage({ email: 'autre@exemple.fr' }) })).json().id as number;
    for (const [requestId, messageId] of [[other, replyId], [id, 999_999]] as const) {
      const missing = await resend(requestId, messageId);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(conversationMessages.replyNotFound);
    }
    const note = (await as(mailing.admin, 'POST', `/api/admin/callback-requests/${id}/notes`, { text: 'Relancé' })).json().entry.id as number;
    expect((await resend(id, note)).statusCode).toBe(404);
  });

  it('sends a failed acknowledgement again without counting it as the answer', async () => {
    expect((await as(mailing.admin, 'PUT', '/api/admin/settings', { visitorAcknowledgement: true })).statusCode).toBe(200);
    mailing.smtp.refuse(true);
    const id = (await mailing.ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage({ email: 'accuse@exemple.fr' }) })).json().id as number;
    const thread = async () => (await as(mailing.admin, 'GET', `/api/admin/callback-requests/${id}`)).json().thread as Array<{ id: number; author: string; delivery: string }>;
    let acknowledgement: { id: number; delivery: string } | undefined;
    for (let i = 0; i < 100 && !acknowledgement; i += 1) {
      acknowledgement = (await thread()).find((entry) => entry.author === ACKNOWLEDGEMENT_AUTHOR);
      if (!acknowledgement) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(acknowledgement).toMatchObject({ delivery: 'failed' });
    // Still refused: the answer names the acknowledgement, not a reply.
    const again = await resend(id, acknowledgement!.id);
    expect(again.json()).toMatchObject({ message: conversationMessages.acknowledgementFailed, entry: { id: acknowledgement!.id, delivery: 'failed' } });

    mailing.smtp.refuse(false);
    const before = mailing.smtp.received.length;
    const sent = await resend(id, acknowledgement!.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ message: conversationMessages.acknowledgementSent('accuse@exemple.fr'), entry: { id: acknowledgement!.id, delivery: 'sent' } });
    await waitForMail(mailing.smtp.received, before + 1);
    expect(mailing.smtp.received.slice(before).map((mail) => mail.to)).toEqual([['accuse@exemple.fr']]);
    // An acknowledgement is not an answer: the request still waits for one, its deadline running.
    const row = (await request()).callbackRequests.find((entry: { id: number }) => entry.id === id);
    expect(row).toMatchObject({ status: 'pending', firstAnsweredAt: null });
  });
});

describe.each(databaseKinds)('an acknowledgement sent again without a mail server, on %s', (kind) => {
  it('says it went to the log, naming the acknowledgement, and leaves the request waiting', async () => {
    const { ctx, admin } = await buildTestAppAsAdmin(kind);
    try {
      const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => ctx.app.inject({ method, url, headers: { 'x-api-key': admin.token }, payload });
      expect((await as('PUT', '/api/admin/settings', { visitorAcknowledgement: true })).statusCode).toBe(200);
      const id = (await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage({ email: 'journal@exemple.fr' }) })).json().id as number;
      // The queue is one per database: this is the one the route filled.
      await acknowledgementsOf(ctx.db, ctx.app.mailer, ctx.config.publicUrl, ctx.app.log).drain();
      const acknowledgement = (await as('GET', `/api/admin/callback-requests/${id}`)).json().thread.find((entry: { author: string }) => entry.author === ACKNOWLEDGEMENT_AUTHOR);
      expect(acknowledgement).toMatchObject({ delivery: 'logged' });
      // Refused by a mail server configured then, the server since started without one.
      await requestsService(ctx.db).setDelivery(acknowledgement.id, 'failed');

      const resent = await as('POST', `/api/admin/callback-requests/${id}/replies/${acknowledgement.id}/resend`);
      expect(resent.json()).toMatchObject({ message: conversationMessages.acknowledgementLogged('journal@exemple.fr'), entry: { id: acknowledgement.id, delivery: 'logged' } });
      const row = (await as('GET', '/api/admin/callback-requests?source=contact')).json().callbackRequests.find((entry: { id: number }) => entry.id === id);
      expect(row).toMatchObject({ status: 'pending', firstAnsweredAt: null });
    } finally {
      await ctx.close();
    }
  });
});
