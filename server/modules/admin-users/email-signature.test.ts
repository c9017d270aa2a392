import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_SIGNATURE_MAX, emailSignatureMessages } from '../../../domain/email-signature';
import type { AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { superAssistantLead } from '../../test/lead-payload';
import { buildMailingApp, type MailingApp } from '../../test/smtp';

const SIGNATURE = 'Camille Martin\nCheffe de projet IA\n06 12 34 56 78';

describe.each(databaseKinds)("each user's e-mail signature on %s", (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  let smtp: MailingApp['smtp'];
  let mailing: MailingApp;

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, who: AdminCredentials | null = admin) =>
    ctx.app.inject({ method, url, headers: who ? { 'x-api-key': who.token } : {}, ...(payload ? { payload } : {}) });
  const signatureOf = async (who: AdminCredentials) => (await call('GET', '/api/admin/account/signature', undefined, who)).json().signature as string;
  /** The mail the SMTP server received for an address, once there. */
  const mailTo = async (address: string) => {
    for (let i = 0; i < 60; i += 1) {
      const mail = smtp.received.find((received) => received.to.includes(address));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`aucun e-mail pour ${address}`);
  };

  beforeAll(async () => {
    mailing = await buildMailingApp(kind);
    ({ ctx, smtp, admin, reader } = mailing);
    await call('PUT', '/api/admin/settings', { notifyContact: false, notifyCallback: false, visitorAcknowledgement: false });
  });
  afterAll(() => mailing.close());

  it('is each user’s own, readers included, kept without its surrounding spaces and Windows line ends', async () => {
    expect(await signatureOf(admin)).toBe('');
    const saved = await call('PUT', '/api/admin/account/signature', { signature: `  ${SIGNATURE.replaceAll('\n', '\r\n')}\n\n` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(emailSignatureMessages.saved);
    expect(await signatureOf(admin)).toBe(SIGNATURE);
    expect((await call('PUT', '/api/admin/account/signature', { signature: 'Lecteur' }, reader)).statusCode).toBe(200);
    expect(await signatureOf(reader)).toBe('Lecteur');
    expect(await signatureOf(admin)).toBe(SIGNATURE);
  });

  it.each([
    ['too long', { signature: 'a'.repeat(EMAIL_SIGNATURE_MAX + 1) }],
    ['not text', { signature: 42 }],
    ['missing', {}],
  ])('refuses a signature %s in French and keeps the one before', async (_case, payload) => {
    const refused = await call('PUT', '/api/admin/account/signature', payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(emailSignatureMessages.tooLong);
    expect(await signatureOf(admin)).toBe(SIGNATURE);
  });

  it('is asked for and changed with a login only', async () => {
    expect((await call('GET', '/api/admin/account/signature', undefined, null)).statusCode).toBe(401);
    expect((await call('PUT', '/api/admin/account/signature', { signature: 'x' }, null)).statusCode).toBe(401);
  });

  it("goes under an inbox reply as it leaves, and the thread keeps what left", async () => {
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Hélène Lefèvre', email: 'helene@signature.fr', company: '', phone: '', message: 'Un devis pour une refonte.', website: '' },
    });
    const id = contact.json().id as number;
    const reply = await call('POST', `/api/admin/callback-requests/${id}/reply`, { subject: 'Votre devis', message: 'Bonjour Hélène,\nvoici nos disponibilités.\n\n' });
    expect(reply.statusCode, reply.body).toBe(201);
    const sent = `Bonjour Hélène,\nvoici nos disponibilités.\n\n-- \n${SIGNATURE}`;
    expect(reply.json().entry.body).toBe(sent);
    expect((await call('GET', `/api/admin/callback-requests/${id}`)).json().thread[0].body).toBe(sent);
    expect((await mailTo('helene@signature.fr')).raw).toContain('Cheffe de projet IA');
  });

  it('goes under an e-mail to a prospect, and none once removed', async () => {
    const lead = await ctx.app.inject({ method: 'POST', url: '/api/leads', payload: { ...superAssistantLead, email: 'paul@signature.fr' } });
    const id = lead.json().id as number;
    const signed = await call('POST', `/api/admin/prospects/${id}/emails`, { subject: 'Votre projet', message: 'Bonjour Paul,' });
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json().email.body).toBe(`Bonjour Paul,\n\n-- \n${SIGNATURE}`);
    expect((await mailTo('paul@signature.fr')).raw).toContain('06 12 34 56 78');

    const removed = await call('PUT', '/api/admin/account/signature', { signature: '   ' });
    expect(removed.json().message).toBe(emailSignatureMessages.removed);
    const plain = await call('POST', `/api/admin/prospects/${id}/emails`, { subject: 'Relance', message: 'Bonjour Paul, des nouvelles ?' });
    expect(plain.json().email.body).toBe('Bonjour Paul, des nouvelles ?');
  });
});
