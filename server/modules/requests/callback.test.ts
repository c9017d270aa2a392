import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackMessages } from '../../../domain/validation/callback-schema';
import { messages } from '../../../domain/validation/messages';
import { expectBurstLimited } from '../../test/rate-limit';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { startSmtpServer, waitForMail, withSmtp } from '../../test/smtp';
import { requestsRepository } from './repository';
import { openSlotAfter } from '../../test/open-slot';

const valid = () => ({ name: 'Jean Dupont', phone: '06 12 34 56 78', email: 'jean@exemple.fr', company: 'Atelier Lumen', preferredTime: openSlotAfter(1), website: '' });

const post = (ctx: TestContext, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/callback-requests',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe.each(databaseKinds)('POST /api/callback-requests on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => ctx.close());

  it('stores a pending callback request with its preferred time and answers 201', async () => {
    const input = valid();
    const response = await post(ctx, input);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, id: expect.any(Number) });
    const row = await requestsRepository(ctx.db).findById(body.id);
    expect(row).toMatchObject({
      source: 'callback',
      status: 'pending',
      name: 'Jean Dupont',
      phone: '06 12 34 56 78',
      email: 'jean@exemple.fr',
      company: 'Atelier Lumen',
      preferredTime: input.preferredTime,
      processedAt: null,
    });
  });

  it('stores a request sent twice with the same submission id once, answering its id both times', async () => {
    const body = { ...valid(), submissionId: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c' };
    const first = await post(ctx, body);
    const again = await post(ctx, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().id).toBe(first.json().id);
    const stored = await ctx.db.selectFrom('callbackRequests').select('id').where('submissionId', '=', body.submissionId).execute();
    expect(stored).toHaveLength(1);
  });

  it('accepts a name and a phone alone', async () => {
    const response = await post(ctx, { name: '  Zoé  ', phone: '+33 6 12 34 56 78', website: '' });
    expect(response.statusCode).toBe(201);
    const row = await requestsRepository(ctx.db).findById(response.json().id);
    expect(row).toMatchObject({ name: 'Zoé', email: '', company: '', preferredTime: null, source: 'callback' });
  });

  it('stores the slot as a UTC instant', async () => {
    const slot = new Date(openSlotAfter(1, 11));
    const local = `${slot.toISOString().slice(0, 16)}+00:00`;
    const response = await post(ctx, { ...valid(), preferredTime: local });
    expect((await requestsRepository(ctx.db).findById(response.json().id))?.preferredTime).toBe(slot.toISOString());
  });

  it.each(['name', 'phone'])('refuses a missing %s and stores nothing', async (field) => {
    const before = await requestsRepository(ctx.db).count();
    const response = await post(ctx, { ...valid(), [field]: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: [messages.requiredFields], fieldErrors: { [field]: messages.required } });
    expect(await requestsRepository(ctx.db).count()).toBe(before);
  });

  it.each([
    ['a short name', { name: 'J' }, messages.nameMin],
    ['a name with digits', { name: 'Jean 2' }, messages.nameChars],
    ['a bad phone', { phone: '12 34' }, messages.frenchPhone],
    ['a bad e-mail', { email: 'jean@' }, messages.email],
    ['a throwaway e-mail', { email: 'jean@yopmail.com' }, messages.throwawayEmail],
    ['a one-letter company', { company: 'A' }, messages.companyMin],
    ['a past slot', { preferredTime: new Date(Date.now() - 60_000).toISOString() }, callbackMessages.preferredTimePast],
    ['a slot too far ahead', { preferredTime: new Date(Date.now() + 90 * 24 * 3600 * 1000).toISOString() }, callbackMessages.preferredTimeTooFar],
    ['a slot that is not a date', { preferredTime: 'demain matin' }, callbackMessages.preferredTimeInvalid],
    ['a slot at 19 h, after closing time (0492)', { preferredTime: openSlotAfter(1, 19) }, callbackMessages.preferredTimeClosed],
    ['a number as phone', { phone: 612345678 }, messages.custom],
  ])('refuses %s', async (_label, change, message) => {
    const before = await requestsRepository(ctx.db).count();
    const response = await post(ctx, { ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain(message);
    expect(await requestsRepository(ctx.db).count()).toBe(before);
  });

  it('refuses bodies that are not JSON objects, in French', async () => {
    const broken = await post(ctx, '{"name": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe("Le corps de la requête n'est pas un JSON valide.");
    expect((await post(ctx, [valid()])).statusCode).toBe(400);
    expect((await post(ctx, 'null')).statusCode).toBe(400);
  });

  it('refuses a body over 64 KB', async () => {
    const response = await post(ctx, { ...valid(), company: 'x'.repeat(70_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('La requête est trop volumineuse.');
  });

  it('refuses a filled honeypot and accepts a missing one and stores nothing', async () => {
    const before = await requestsRepository(ctx.db).count();
    const filled = await post(ctx, { ...valid(), website: 'http://spam.example' });
    expect(filled.statusCode).toBe(400);
    expect(filled.json().message).toBe(messages.honeypot);
    const { website: _omitted, ...withoutHoneypot } = valid();
    expect(await requestsRepository(ctx.db).count()).toBe(before);
    expect((await post(ctx, withoutHoneypot)).statusCode).toBe(201);
  });
});

describe.each(databaseKinds)('callback rate limit and e-mail on %s', (kind) => {
  it('answers 429 in French to a burst from one address', () =>
    expectBurstLimited(kind, {
      allowed: 5,
      acceptedStatus: 201,
      send: (ctx) => post(ctx, valid()),
      stored: (ctx) => requestsRepository(ctx.db).count('callback'),
    }));

  it('sends the notification after storing the request', async () => {
    const smtp = await startSmtpServer();
    const ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SMTP_URL: smtp.url, MAIL_TO: 'equipe@exemple.fr' });
    try {
      const response = await post(ctx, valid());
      expect(response.statusCode).toBe(201);
      // The agency's notification, and the visitor's acknowledgement.
      await waitForMail(smtp.received, 2);
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['equipe@exemple.fr', 'jean@exemple.fr']);
      expect(smtp.received.find((mail) => mail.to[0] === 'equipe@exemple.fr')?.raw).toContain(`[Rappel #${response.json().id}]`);
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });

  it.each(['failing', 'unreachable'] as const)('keeps the request once when the SMTP server is %s', (mode) =>
    withSmtp(kind, mode, {}, async (ctx, received, firstMail) => {
      expect((await post(ctx, valid())).statusCode).toBe(201);
      // The app tried the e-mail and gave up on it: only then is 'nothing arrived' a finding.
      expect(await firstMail).toBe(false);
      expect(await requestsRepository(ctx.db).count('callback')).toBe(1);
      expect(received).toHaveLength(0);
    }),
  );
});
