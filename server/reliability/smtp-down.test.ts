import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conversationMessages } from '../../domain/inbox';
import { loginAs } from '../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../test/helper';
import { startSmtpServer } from '../test/smtp';
import { contactMessage } from './support/contact-posts';
import { validSamples } from './support/route-samples';

describe.each(databaseKinds)('an SMTP server stopped while the site runs, on %s', (kind) => {
  let ctx: TestContext;
  beforeEach(async () => {
    const smtp = await startSmtpServer();
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SMTP_URL: smtp.url });
    // It worked when the site started, then it went away.
    await smtp.close();
  });
  afterEach(() => ctx.close());

  it('never costs a lead: every public form is acknowledged and stored', async () => {
    const samples = validSamples();
    const contact = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage(7) });
    const callback = await ctx.app.inject({ method: 'POST', url: '/api/callback-requests', payload: samples['POST /api/callback-requests'] });
    const lead = await ctx.app.inject({ method: 'POST', url: '/api/leads', payload: samples['POST /api/leads'] });
    expect([contact.statusCode, callback.statusCode, lead.statusCode]).toEqual([201, 201, 201]);

    const requests = await ctx.db.selectFrom('callbackRequests').select(['id', 'source', 'email']).orderBy('id').execute();
    expect(requests.map((r) => [Number(r.id), r.source, r.email])).toEqual([
      [contact.json().id, 'contact', 'client-7@exemple.fr'],
      [expect.any(Number), 'callback', 'jean@exemple.fr'],
    ]);
    const prospects = await ctx.db.selectFrom('prospects').select('email').execute();
    expect(prospects).toEqual([{ email: 'marie@atelier-lumen.fr' }]);
  });

  it("keeps an admin's reply as failed and says so in French, which leaves the request waiting", async () => {
    const admin = await loginAs(ctx);
    const contact = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage(8) });
    const id = contact.json().id as number;
    const reply = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/callback-requests/${id}/reply`,
      headers: { 'x-api-key': admin.token },
      payload: { subject: 'Votre demande', message: 'Bonjour.' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ message: conversationMessages.replyFailed, entry: { kind: 'reply', delivery: 'failed' } });
    const stored = await ctx.db.selectFrom('callbackRequests').select(['status', 'firstAnsweredAt']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'pending', firstAnsweredAt: null });
  });
});
