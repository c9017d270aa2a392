import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/validation/messages';
import { expectBurstLimited } from '../../test/rate-limit';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { startSmtpServer, waitForMail, withSmtp } from '../../test/smtp';
import { requestsRepository } from './repository';

const valid = {
  name: 'Élodie Lefèvre-D’Arc',
  email: 'elodie@exemple.fr',
  company: 'Atelier Lumen',
  phone: '',
  subject: 'Demande de contact - Atelier Lumen',
  message: 'Nous voulons automatiser nos devis.',
  website: '',
};

const post = (ctx: TestContext, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe.each(databaseKinds)('POST /api/contact on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => ctx.close());

  it('stores a valid message as a pending contact request and answers 201', async () => {
    const response = await post(ctx, valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true });
    const row = await requestsRepository(ctx.db).findById(body.id);
    expect(row).toMatchObject({
      source: 'contact',
      status: 'pending',
      name: valid.name,
      email: valid.email,
      company: 'Atelier Lumen',
      phone: 'Non fourni',
      processedAt: null,
    });
    expect(row?.notes).toBe('Sujet: Demande de contact - Atelier Lumen\n\nMessage:\nNous voulons automatiser nos devis.');
  });

  it('trims the fields and builds the subject when none is sent', async () => {
    const response = await post(ctx, { ...valid, subject: undefined, company: '', name: '  Jean  ', phone: '06 12 34 56 78' });
    const row = await requestsRepository(ctx.db).findById(response.json().id);
    expect(row).toMatchObject({ name: 'Jean', phone: '06 12 34 56 78' });
    expect(row?.notes).toMatch(/^Sujet: Demande de contact - Entreprise\n/);
  });

  it.each(['name', 'email', 'message'])('refuses a missing %s with the French messages', async (field) => {
    const before = await requestsRepository(ctx.db).count();
    const response = await post(ctx, { ...valid, [field]: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: [messages.requiredFields],
      fieldErrors: { [field]: messages.required },
    });
    expect(await requestsRepository(ctx.db).count()).toBe(before);
  });

  it.each([
    ['a bad e-mail', { email: 'pas-un-email' }, messages.email],
    ['a throwaway domain', { email: 'test@yopmail.com' }, messages.throwawayEmail],
    ['a message too short', { message: '  court  ' }, messages.messageMin(10)],
    ['a message too long', { message: 'a'.repeat(2001) }, messages.messageMax],
    ['a name with digits', { name: 'Jean 2' }, messages.nameChars],
    ['a bad phone', { phone: '12 34' }, messages.frenchPhone],
    ['a one-letter company', { company: 'A' }, messages.companyMin],
    ['a number as name', { name: 42 }, messages.custom],
  ])('refuses %s', async (_label, change, message) => {
    const response = await post(ctx, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain(message);
  });

  it('accepts a message of exactly 10 and 2000 characters', async () => {
    expect((await post(ctx, { ...valid, message: 'a'.repeat(10) })).statusCode).toBe(201);
    expect((await post(ctx, { ...valid, message: 'a'.repeat(2000) })).statusCode).toBe(201);
  });

  it('refuses a body that is not JSON, in French', async () => {
    const broken = await post(ctx, '{"name": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe("Le corps de la requête n'est pas un JSON valide.");
    const form = await ctx.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=x' });
    expect(form.statusCode).toBe(415);
    expect(form.json().message).toBe('Le contenu doit être envoyé au format JSON.');
    const array = await post(ctx, [valid]);
    expect(array.statusCode).toBe(400);
  });

  it('refuses a body over 64 KB', async () => {
    const response = await post(ctx, { ...valid, message: 'x'.repeat(70_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('La requête est trop volumineuse.');
  });

  it('refuses a filled honeypot and accepts a missing one and stores nothing', async () => {
    const before = await requestsRepository(ctx.db).count();
    const filled = await post(ctx, { ...valid, website: 'http://spam.example' });
    expect(filled.statusCode).toBe(400);
    expect(filled.json().message).toBe(messages.honeypot);
    const { website: _omitted, ...withoutHoneypot } = valid;
    expect(await requestsRepository(ctx.db).count()).toBe(before);
    expect((await post(ctx, withoutHoneypot)).statusCode).toBe(201);
  });
});

describe.each(databaseKinds)('contact rate limit and e-mail on %s', (kind) => {
  it('answers 429 in French to a burst from one address', () =>
    expectBurstLimited(kind, {
      allowed: 5,
      acceptedStatus: 201,
      // A forged proxy header changes nothing: it is not trusted by default.
      send: (ctx) => post(ctx, valid, { 'x-forwarded-for': `10.0.0.${Math.floor(Math.random() * 250)}` }),
      stored: (ctx) => requestsRepository(ctx.db).count('contact'),
    }));

  it('sends the notification after storing the message', async () => {
    const smtp = await startSmtpServer();
    const ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SMTP_URL: smtp.url, MAIL_TO: 'equipe@exemple.fr' });
    try {
      const response = await post(ctx, valid);
      expect(response.statusCode).toBe(201);
      // The agency's notification, and the visitor's acknowledgement.
      await waitForMail(smtp.received, 2);
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['elodie@exemple.fr', 'equipe@exemple.fr']);
      expect(smtp.received.find((mail) => mail.to[0] === 'equipe@exemple.fr')?.raw).toContain(`[Contact #${response.json().id}]`);
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });

  it('stores, tells and acknowledges a message sent twice with the same submission id once, answering its id both times', async () => {
    const smtp = await startSmtpServer();
    const ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SMTP_URL: smtp.url, MAIL_TO: 'equipe@exemple.fr' });
    try {
      const submissionId = '0b5c8f1e-3d7a-4c2b-9e6f-1a2b3c4d5e6f';
      const first = await post(ctx, { ...valid, submissionId });
      expect(first.statusCode, first.body).toBe(201);
      await waitForMail(smtp.received, 2);
      // Its browser lost the answer and sends it again, as it was.
      const again = await post(ctx, { ...valid, submissionId });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toMatchObject({ success: true, id: first.json().id });
      // Another sending, without an id or with another one, is another message.
      expect((await post(ctx, valid)).json().id).not.toBe(first.json().id);
      expect((await post(ctx, { ...valid, submissionId: '9f8e7d6c-5b4a-4321-8fed-cba987654321' })).json().id).not.toBe(first.json().id);
      expect(await requestsRepository(ctx.db).count('contact')).toBe(3);
      await waitForMail(smtp.received, 6);
      expect(smtp.received.filter((mail) => mail.raw.includes(`[Contact #${first.json().id}]`))).toHaveLength(1);
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });

  it('stores a message whose submission id is malformed, without one: an id never costs a lead', async () => {
    const ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
    try {
      const sent = [await post(ctx, { ...valid, submissionId: 'pas-un-uuid' }), await post(ctx, { ...valid, submissionId: 'pas-un-uuid' })];
      expect(sent.map((response) => response.statusCode)).toEqual([201, 201]);
      expect(await requestsRepository(ctx.db).count('contact')).toBe(2);
      expect((await requestsRepository(ctx.db).findById(sent[0]!.json().id))?.submissionId).toBeNull();
    } finally {
      await ctx.close();
    }
  });

  it.each(['failing', 'unreachable'] as const)('keeps the message once when the SMTP server is %s', (mode) =>
    withSmtp(kind, mode, {}, async (ctx, received, firstMail) => {
      expect((await post(ctx, valid)).statusCode).toBe(201);
      // The app tried the e-mail and gave up on it: only then is 'nothing arrived' a finding.
      expect(await firstMail).toBe(false);
      expect(await requestsRepository(ctx.db).count('contact')).toBe(1);
      expect(received).toHaveLength(0);
    }),
  );
});
