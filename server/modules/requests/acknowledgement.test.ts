import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACKNOWLEDGEMENT_AUTHOR } from '../../../domain/notifications/acknowledgement';
import { loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { mailText, startSmtpServer, waitForMail } from '../../test/smtp';

const message = { name: 'Hélène Lefèvre', email: 'helene@atelier.fr', company: 'Atelier Lumen', phone: '', message: 'Un devis pour une refonte du site.', website: '' };

describe.each(databaseKinds)("the visitor's acknowledgement on %s", (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const settings = (payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { 'x-api-key': admin.token }, payload });
  const conversation = async (id: number) => (await ctx.app.inject({ method: 'GET', url: `/api/admin/callback-requests/${id}`, headers: { 'x-api-key': admin.token } })).json();
  const toVisitors = () => smtp.received.filter((mail) => mail.to[0] !== 'agence@exemple.fr');

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SMTP_URL: smtp.url, MAIL_TO: 'agence@exemple.fr', PUBLIC_URL: 'https://agence.exemple.fr' });
    admin = await loginAs(ctx);
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('e-mails the visitor that the message arrived and when the answer comes, answering to the agency, and keeps it in the thread', async () => {
    const posted = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: message });
    expect(posted.statusCode).toBe(201);
    const id = posted.json().id as number;
    await waitForMail(smtp.received, 2);
    const [mail] = toVisitors();
    expect(mail!.to).toEqual(['helene@atelier.fr']);
    expect(mail!.raw).toMatch(/^Reply-To: agence@exemple\.fr/im);
    const text = mailText(mail!.raw);
    expect(text).toContain('Bonjour Hélène,');
    // Day and month names in French: décembre, février and août hold letters outside \w.
    expect(text).toMatch(/nous vous répondrons au plus tard \p{L}+ \d+ \p{L}+ à \d\d:\d\d\./iu);
    // Nothing the visitor wrote but the first name.
    expect(text).not.toContain('refonte');

    // The thread's entry is written once its e-mail went.
    await expect.poll(async () => (await conversation(id)).thread[0]?.delivery).toBe('sent');
    expect((await conversation(id)).thread).toEqual([expect.objectContaining({ kind: 'reply', author: ACKNOWLEDGEMENT_AUTHOR, recipient: 'helene@atelier.fr', subject: 'Nous avons bien reçu votre message' })]);
    // An acknowledgement is not an answer: the deadline runs on.
    expect((await conversation(id)).callbackRequest.firstAnsweredAt).toBeNull();
  });

  it('acknowledges a form posted without JavaScript too, and a callback only when it gives an e-mail', async () => {
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...message, email: 'sans-js@atelier.fr' }).toString(),
    });
    expect(form.statusCode).toBe(200);
    await waitForMail(smtp.received, 2);
    expect(toVisitors().map((mail) => mail.to[0])).toEqual(['sans-js@atelier.fr']);

    smtp.received.length = 0;
    const callback = { name: 'Paul Martin', phone: '06 12 34 56 78', company: '', preferredTime: '', website: '' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/callback-requests', payload: { ...callback, email: '' } })).statusCode).toBe(201);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/callback-requests', payload: { ...callback, email: 'paul@exemple.fr' } })).statusCode).toBe(201);
    await waitForMail(smtp.received, 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(toVisitors().map((mail) => mail.to[0])).toEqual(['paul@exemple.fr']);
    expect(mailText(toVisitors()[0]!.raw)).toMatch(/nous vous appellerons au 06 12 34 56 78 au plus tard/i);
  });

  it('sends nothing to the visitor once switched off', async () => {
    expect((await settings({ visitorAcknowledgement: false })).statusCode).toBe(200);
    try {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { ...message, email: 'silence@atelier.fr' } })).statusCode).toBe(201);
      await waitForMail(smtp.received, 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(toVisitors()).toEqual([]);
    } finally {
      await settings({ visitorAcknowledgement: true });
    }
  });
});

describe.each(databaseKinds)('the acknowledgement with a mail server that refuses it on %s', (kind) => {
  it('keeps the message, answers 201 and records the failed acknowledgement in the thread', async () => {
    const failing = await startSmtpServer({ failing: true });
    const ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SMTP_URL: failing.url });
    try {
      const admin = await loginAs(ctx);
      const posted = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: message });
      expect(posted.statusCode).toBe(201);
      const read = async () =>
        (await ctx.app.inject({ method: 'GET', url: `/api/admin/callback-requests/${posted.json().id}`, headers: { 'x-api-key': admin.token } })).json().thread[0]?.delivery;
      await expect.poll(read, { timeout: 10_000 }).toBe('failed');
    } finally {
      await ctx.close();
      await failing.close();
    }
  });
});
