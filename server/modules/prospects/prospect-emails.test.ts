import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followUpDay, prospectEmailMessages } from '../../../domain/prospects/prospect-emails';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import { loginAs, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { superAssistantLead } from '../../test/lead-payload';
import { buildMailingApp, type MailingApp, waitForMail, withSmtp } from '../../test/smtp';
import { prospectsRepository } from './repository';

const postLead = async (ctx: TestContext, email: string) => {
  const posted = await ctx.app.inject({ method: 'POST', url: '/api/leads', payload: { ...superAssistantLead, email } });
  expect(posted.statusCode, posted.body).toBe(201);
  return posted.json().id as number;
};

describe.each(databaseKinds)('e-mails written to a prospect from its record on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  let smtp: MailingApp['smtp'];
  let mailing: MailingApp;

  beforeAll(async () => {
    mailing = await buildMailingApp(kind);
    ({ ctx, smtp, admin, reader } = mailing);
    // Only the e-mails written from the record: the lead's own acknowledgement is tested in leads.test.ts.
    expect((await mailing.as(admin, 'PUT', '/api/admin/settings', { visitorAcknowledgement: false })).statusCode).toBe(200);
  });
  afterAll(() => mailing.close());

  const send = (id: number, payload: object, who = admin) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/prospects/${id}/emails`, headers: { 'x-api-key': who.token }, payload });
  const timeline = async (id: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/${id}/timeline`, headers: { 'x-api-key': admin.token } })).json().entries as { kind: string; title: string; detail: string; author: string | null }[];

  it('stores the e-mail, sends it answering to the agency, the lead is contacted with its promise kept and its follow-up planned', async () => {
    const id = await postLead(ctx, 'helene@atelier-lumen.fr');
    expect(await prospectsRepository(ctx.db).findById(id)).toMatchObject({ isContacted: 0, firstAnsweredAt: null });

    const response = await send(id, { subject: 'Votre écosystème IA', message: 'Bonjour Hélène,\nvoici nos disponibilités pour en parler.', follow_up_days: 3 });
    expect(response.statusCode, response.body).toBe(201);
    const followUp = { next_action_at: followUpDay(3), next_action_time: null, next_action_label: 'Relancer après l’e-mail « Votre écosystème IA »' };
    expect(response.json()).toMatchObject({
      success: true,
      message: `${prospectEmailMessages.sent('helene@atelier-lumen.fr')}. ${prospectEmailMessages.followUpPlanned(followUp.next_action_at)}.`,
      follow_up: followUp,
      email: { author: 'admin', recipient: 'helene@atelier-lumen.fr', subject: 'Votre écosystème IA', delivery: 'sent', createdAt: expect.any(String) },
    });
    // The agency's notification of the lead goes to the agency; the only mail to the person is the one written.
    const toPerson = () => smtp.received.filter((mail) => mail.to.includes('helene@atelier-lumen.fr'));
    for (let i = 0; i < 50 && toPerson().length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toPerson()).toHaveLength(1);
    expect(toPerson()[0]!.raw).toMatch(/^Reply-To: agence@exemple\.fr/im);
    expect(toPerson()[0]!.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Votre_=C3=A9cosyst=C3=A8me_IA\?=/im);

    const stored = await prospectsRepository(ctx.db).findById(id);
    expect(stored).toMatchObject({ isContacted: 1, firstAnsweredAt: expect.any(String), nextActionAt: followUp.next_action_at, nextActionLabel: followUp.next_action_label });
    expect(await timeline(id)).toContainEqual(expect.objectContaining({ kind: 'next-action', author: 'admin' }));
    expect(await timeline(id)).toContainEqual(
      expect.objectContaining({
        kind: 'email',
        title: 'E-mail envoyé : Votre écosystème IA',
        author: 'admin',
        detail: 'À helene@atelier-lumen.fr\n\nBonjour Hélène,\nvoici nos disponibilités pour en parler.',
        subject: 'Votre écosystème IA',
      }),
    );
    // The person's data (GDPR access) holds what was written to them.
    const data = await ctx.app.inject({ method: 'GET', url: '/api/admin/prospects/personal-data?email=helene%40atelier-lumen.fr', headers: { 'x-api-key': admin.token } });
    expect(data.json().prospects[0].emails).toEqual([expect.objectContaining({ subject: 'Votre écosystème IA', delivery: 'sent' })]);
  });

  it('plans the follow-up at the hour asked with it, and an hour without a follow-up plans nothing (0484)', async () => {
    const id = await postLead(ctx, 'agathe@studio-lumen.fr');
    const response = await send(id, { subject: 'Le devis', message: 'Bonjour Agathe', follow_up_days: 2, follow_up_time: '09:30' });
    expect(response.statusCode, response.body).toBe(201);
    const followUp = { next_action_at: followUpDay(2), next_action_time: '09:30', next_action_label: 'Relancer après l’e-mail « Le devis »' };
    expect(response.json()).toMatchObject({ message: `${prospectEmailMessages.sent('agathe@studio-lumen.fr')}. ${prospectEmailMessages.followUpPlanned(followUp.next_action_at, '09:30')}.`, follow_up: followUp });
    expect(response.json().message).toMatch(/Relance prévue le \d\d\/\d\d\/\d{4} à 9 h 30\.$/);
    expect(await prospectsRepository(ctx.db).findById(id)).toMatchObject({ nextActionAt: followUp.next_action_at, nextActionTime: '09:30' });

    const alone = await send(id, { subject: 'Suite', message: 'Bonjour encore', follow_up_time: '16:00' });
    expect(alone.statusCode, alone.body).toBe(201);
    expect(alone.json().follow_up).toBeNull();
    expect(await prospectsRepository(ctx.db).findById(id)).toMatchObject({ nextActionAt: followUp.next_action_at, nextActionTime: '09:30', nextActionLabel: followUp.next_action_label });
  });

  it('refuses an empty or too long e-mail, a follow-up out of bounds, an unknown prospect and a reader, in French, storing and sending nothing', async () => {
    const id = await postLead(ctx, 'paul@boulangerie-martin.fr');
    for (const [payload, error] of [
      [{}, prospectEmailMessages.subject],
      [{ subject: '  ', message: 'Bonjour' }, prospectEmailMessages.subject],
      [{ subject: 'Objet', message: '' }, prospectEmailMessages.message],
      [{ subject: 'x'.repeat(201), message: 'Bonjour' }, prospectEmailMessages.subject],
      [{ subject: 'Objet', message: 'x'.repeat(10_001) }, prospectEmailMessages.message],
      [{ subject: 'Objet', message: 'Bonjour', follow_up_days: 0 }, prospectEmailMessages.followUpDays],
      [{ subject: 'Objet', message: 'Bonjour', follow_up_days: 'demain' }, prospectEmailMessages.followUpDays],
      [{ subject: 'Objet', message: 'Bonjour', follow_up_days: 3, follow_up_time: '25:00' }, prospectEmailMessages.followUpTime],
      [{ subject: 'Objet', message: 'Bonjour', follow_up_days: 3, follow_up_time: '9h30' }, prospectEmailMessages.followUpTime],
      [{ subject: 'Objet', message: 'Bonjour', follow_up_days: 3, follow_up_time: 930 }, prospectEmailMessages.followUpTime],
    ] as const) {
      const refused = await send(id, payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(refused.json().errors).toContain(error);
    }
    const unknown = await send(999_999, { subject: 'Objet', message: 'Bonjour' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(prospectMessages.notFound);
    expect((await send(id, { subject: 'Objet', message: 'Bonjour' }, reader)).statusCode).toBe(403);

    expect((await timeline(id)).filter((entry) => entry.kind === 'email')).toEqual([]);
    expect(await prospectsRepository(ctx.db).findById(id)).toMatchObject({ isContacted: 0, firstAnsweredAt: null });
    await waitForMail(smtp.received, smtp.received.length + 1);
    expect(smtp.received.filter((mail) => mail.to.includes('paul@boulangerie-martin.fr'))).toEqual([]);
  });
});

describe.each(databaseKinds)('an e-mail to a prospect the mail server refuses on %s', (kind) => {
  it('is kept as not sent, and the lead is neither contacted, nor its promise kept, nor a follow-up planned', () =>
    withSmtp(kind, 'failing', {}, async (ctx) => {
      const admin = await loginAs(ctx);
      const id = await postLead(ctx, 'claire@cabinet-durand.fr');
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/prospects/${id}/emails`,
        headers: { 'x-api-key': admin.token },
        payload: { subject: 'Notre proposition', message: 'Bonjour Claire', follow_up_days: 3 },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ message: prospectEmailMessages.failed, email: { delivery: 'failed' }, follow_up: null });
      expect(await prospectsRepository(ctx.db).findById(id)).toMatchObject({ isContacted: 0, firstAnsweredAt: null, nextActionAt: null });
      const entries = (await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/${id}/timeline`, headers: { 'x-api-key': admin.token } })).json().entries;
      expect(entries).toContainEqual(expect.objectContaining({ kind: 'email', title: 'E-mail non parti : Notre proposition' }));
    }));
});

describe.each(databaseKinds)('an e-mail to a prospect that failed, sent again, on %s', (kind) => {
  let mailing: MailingApp;
  beforeAll(async () => {
    mailing = await buildMailingApp(kind);
    // The lead's own acknowledgement, sent by a job, would otherwise reach the timeline and the mail server at any moment.
    expect((await mailing.as(mailing.admin, 'PUT', '/api/admin/settings', { visitorAcknowledgement: false })).statusCode).toBe(200);
  });
  afterAll(() => mailing.close());

  it('leaves as it was written once the mail server takes it, and the lead is then contacted; refused in French otherwise', async () => {
    const { ctx, smtp, admin, reader } = mailing;
    const id = await postLead(ctx, 'ines@cabinet-faure.fr');
    const other = await postLead(ctx, 'hugo@cabinet-noir.fr');
    smtp.received.length = 0;
    smtp.refuse(true);
    const failed = await ctx.app.inject({ method: 'POST', url: `/api/admin/prospects/${id}/emails`, headers: { 'x-api-key': admin.token }, payload: { subject: 'Proposition', message: 'Bonjour Inès', follow_up_days: 4, follow_up_time: '11:15' } });
    const emailId = failed.json().email.id as number;
    expect(failed.json().follow_up).toBeNull();
    expect(await prospectsRepository(ctx.db).findById(id)).toMatchObject({ nextActionAt: null });
    const resend = (prospectId: number, email: number, who = admin) =>
      ctx.app.inject({ method: 'POST', url: `/api/admin/prospects/${prospectId}/emails/${email}/resend`, headers: { 'x-api-key': who.token } });
    const timelineEmail = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/${id}/timeline`, headers: { 'x-api-key': admin.token } })).json().entries.find((entry: { kind: string }) => entry.kind === 'email');
    expect(await timelineEmail()).toMatchObject({ emailId, delivery: 'failed', title: 'E-mail non parti : Proposition' });

    const refusedAgain = await resend(id, emailId);
    expect(refusedAgain.json()).toEqual({ success: true, message: prospectEmailMessages.failed, delivery: 'failed', follow_up: null });
    expect(await prospectsRepository(ctx.db).findById(id)).toMatchObject({ nextActionAt: null });

    smtp.refuse(false);
    expect((await resend(id, emailId, reader)).statusCode).toBe(403);
    for (const [prospectId, email] of [[other, emailId], [id, 999_999]] as const) {
      const missing = await resend(prospectId, email);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(prospectEmailMessages.notFound);
    }
    const sent = await resend(id, emailId);
    expect(sent.statusCode, sent.body).toBe(200);
    // The follow-up asked with the e-mail is planned from the day it leaves (0459).
    const followUp = { next_action_at: followUpDay(4), next_action_time: '11:15', next_action_label: 'Relancer après l’e-mail « Proposition »' };
    expect(sent.json()).toEqual({
      success: true,
      message: `${prospectEmailMessages.sent('ines@cabinet-faure.fr')}. ${prospectEmailMessages.followUpPlanned(followUp.next_action_at, '11:15')}.`,
      delivery: 'sent',
      follow_up: followUp,
    });
    expect(await prospectsRepository(ctx.db).findById(id)).toMatchObject({ nextActionAt: followUp.next_action_at, nextActionTime: '11:15', nextActionLabel: followUp.next_action_label });
    await waitForMail(smtp.received, 1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['ines@cabinet-faure.fr']]);
    expect(await prospectsRepository(ctx.db).findById(id)).toMatchObject({ isContacted: 1, firstAnsweredAt: expect.any(String) });
    expect(await timelineEmail()).toMatchObject({ emailId, delivery: 'sent', title: 'E-mail envoyé : Proposition' });
    const twice = await resend(id, emailId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(prospectEmailMessages.notFailed);
  });
});
