import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKED_SENDER_AUTHOR, blockedSenderMessages } from '../../../domain/blocked-senders';
import { bulkMessages } from '../../../domain/inbox-bulk';
import { databaseKinds } from '../../test/helper';
import { buildMailingApp, waitForMail, type MailingApp } from '../../test/smtp';
import { requestsRepository } from './repository';

describe.each(databaseKinds)('blocked senders on %s', (kind) => {
  let mailing: MailingApp;

  beforeAll(async () => {
    mailing = await buildMailingApp(kind);
  });
  afterAll(() => mailing.close());

  const contact = (name: string, email: string) =>
    mailing.ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { name, email, company: 'ACME', message: 'Un message assez long pour passer.', website: '' } });
  const block = (email: unknown, who = mailing.admin) => mailing.as(who, 'POST', '/api/admin/blocked-senders', { email });
  const unblock = (id: number, who = mailing.admin) => mailing.ctx.app.inject({ method: 'DELETE', url: `/api/admin/blocked-senders/${id}`, headers: { 'x-api-key': who.token } });
  const record = async (id: number) => (await mailing.as(mailing.admin, 'GET', `/api/admin/callback-requests/${id}`)).json();
  const listed = async () => (await mailing.as(mailing.admin, 'GET', '/api/admin/blocked-senders')).json().senders;

  it('cancels the waiting requests of an address when it is blocked, each with a note, and lists it', async () => {
    const waiting = (await contact('Spam Premier', 'Spam@Exemple.fr')).json().id;
    const done = (await contact('Spam Second', 'spam@exemple.fr')).json().id;
    const other = (await contact('Cliente Sincere', 'cliente@exemple.fr')).json().id;
    await mailing.as(mailing.admin, 'PUT', `/api/admin/callback-requests/${done}/status`, { status: 'completed' });
    await waitForMail(mailing.smtp.received, 6);

    const response = await block('  SPAM@exemple.fr ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, email: 'spam@exemple.fr', cancelled: [waiting], message: blockedSenderMessages.blocked('spam@exemple.fr', 1, false) });

    const cancelled = await record(waiting);
    expect(cancelled.callbackRequest).toMatchObject({ status: 'cancelled', processedBy: 'admin' });
    expect(cancelled.notes).toEqual([expect.objectContaining({ author: BLOCKED_SENDER_AUTHOR, body: blockedSenderMessages.cancelledByBlocking('spam@exemple.fr', 'admin') })]);
    // A processed request and another person's are left as they are.
    expect((await record(done)).callbackRequest.status).toBe('completed');
    expect((await record(other)).callbackRequest.status).toBe('pending');
    expect(await listed()).toEqual([expect.objectContaining({ email: 'spam@exemple.fr', blockedBy: 'admin' })]);

    // Blocked again: said, nothing doubled.
    const again = await block('spam@exemple.fr');
    expect(again.json()).toMatchObject({ cancelled: [], message: blockedSenderMessages.blocked('spam@exemple.fr', 0, true) });
    expect(await listed()).toHaveLength(1);
  });

  it('stores what a blocked address sends, cancelled from its arrival, and tells nobody', async () => {
    const before = mailing.smtp.received.length;
    const response = await contact('Spam Troisieme', 'SPAM@exemple.fr');
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id;
    const callback = await mailing.ctx.app.inject({ method: 'POST', url: '/api/callback-requests', payload: { name: 'Spam Rappel', phone: '06 12 34 56 78', email: 'spam@exemple.fr', company: '', website: '' } });
    expect(callback.statusCode, callback.body).toBe(201);

    // Posted without JavaScript, the visitor sees the usual page.
    const form = await mailing.ctx.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Spam Formulaire', email: 'spam@exemple.fr', company: '', phone: '', message: 'Un message assez long pour passer.', website: '' }).toString(),
    });
    expect(form.statusCode).toBe(200);
    const formId = Number((await mailing.ctx.db.selectFrom('callbackRequests').select('id').where('name', '=', 'Spam Formulaire').executeTakeFirstOrThrow()).id);

    for (const stored of [id, callback.json().id, formId]) {
      const { callbackRequest, notes } = await record(stored);
      expect(callbackRequest).toMatchObject({ status: 'cancelled', processedBy: null, assignee: null });
      expect(notes).toEqual([expect.objectContaining({ author: BLOCKED_SENDER_AUTHOR, body: blockedSenderMessages.arrivedBlocked('spam@exemple.fr') })]);
      // Nothing left for the job that makes a stopped server's notices again.
      expect((await requestsRepository(mailing.ctx.db).findById(stored))?.arrivalMailsDueAt).toBeNull();
    }
    // Another person's message is told and acknowledged: its two e-mails are the only ones since.
    const sincere = (await contact('Autre Cliente', 'autre@exemple.fr')).json().id;
    await waitForMail(mailing.smtp.received, before + 2);
    const since = mailing.smtp.received.slice(before);
    expect(since).toHaveLength(2);
    expect(since.every((mail) => !mail.raw.includes(`#${id}]`) && !mail.raw.toLowerCase().includes('spam@exemple.fr'))).toBe(true);
    expect((await record(sincere)).callbackRequest.status).toBe('pending');
  });

  it('lets the address write as anyone once unblocked', async () => {
    const [sender] = await listed();
    const response = await unblock(sender.id);
    expect(response.json()).toEqual({ success: true, message: blockedSenderMessages.unblocked });
    expect(await listed()).toEqual([]);
    const id = (await contact('Revenue', 'spam@exemple.fr')).json().id;
    expect((await record(id)).callbackRequest.status).toBe('pending');
    const gone = await unblock(sender.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, message: blockedSenderMessages.notFound });
  });

  it("blocks a whole domain written '@exemple.com': its addresses' waiting requests and next ones, not a webmail's", async () => {
    const waiting = (await contact('Vendeur Un', 'vendeur@Seo-Garanti.io')).json().id;
    const lookalike = (await contact('Voisin', 'contact@pas-seo-garanti.io')).json().id;
    const blocked = await block(' @SEO-garanti.io');
    expect(blocked.json()).toMatchObject({ email: '@seo-garanti.io', cancelled: [waiting], message: blockedSenderMessages.blocked('@seo-garanti.io', 1, false) });
    expect((await record(waiting)).notes).toEqual([expect.objectContaining({ body: blockedSenderMessages.cancelledByBlocking('@seo-garanti.io', 'admin') })]);
    // Another domain that merely ends the same way is another domain.
    expect((await record(lookalike)).callbackRequest.status).toBe('pending');

    const next = (await contact('Vendeur Deux', 'autre.nom@seo-garanti.io')).json().id;
    expect(await record(next)).toMatchObject({
      callbackRequest: { status: 'cancelled', processedBy: null },
      notes: [expect.objectContaining({ body: blockedSenderMessages.arrivedBlocked('@seo-garanti.io') })],
    });
    // A webmail's domain would set aside real leads: refused, in French.
    const webmail = await block('@gmail.com');
    expect(webmail.statusCode).toBe(400);
    expect(webmail.json().message).toContain(blockedSenderMessages.publicDomain);
    const [entry] = await listed();
    expect((await unblock(entry.id)).statusCode).toBe(200);
    expect((await record((await contact('Vendeur Trois', 'trois@seo-garanti.io')).json().id)).callbackRequest.status).toBe('pending');
  });

  it('blocks the senders of several chosen requests at once, each address once (0582)', async () => {
    const first = (await contact('Lot Un', 'lot@exemple.fr')).json().id;
    const again = (await contact('Lot Deux', 'LOT@exemple.fr')).json().id;
    const other = (await contact('Lot Trois', 'lot3@exemple.fr')).json().id;
    const unchosen = (await contact('Lot Quatre', 'lot@exemple.fr')).json().id;
    const noAddress = await mailing.ctx.app.inject({ method: 'POST', url: '/api/callback-requests', payload: { name: 'Sans Adresse', phone: '06 12 34 56 78', email: '', company: '', website: '' } });
    const ids = [first, again, other, noAddress.json().id];

    const response = await mailing.as(mailing.admin, 'POST', '/api/admin/callback-requests/bulk', { ids, action: 'block' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, changed: [first, again, other], skipped: [noAddress.json().id], message: bulkMessages.blocked(2, 4, 1) });
    // The address's other waiting request, not chosen, is cancelled with them.
    for (const id of [first, again, other, unchosen]) expect((await record(id)).callbackRequest.status).toBe('cancelled');
    expect((await record(noAddress.json().id)).callbackRequest.status).toBe('pending');
    expect((await listed()).map((sender: { email: string }) => sender.email).sort()).toEqual(['lot3@exemple.fr', 'lot@exemple.fr']);
    expect((await mailing.as(mailing.reader, 'POST', '/api/admin/callback-requests/bulk', { ids, action: 'block' })).statusCode).toBe(403);
    for (const sender of await listed()) await unblock(sender.id);
  });

  it('refuses an address that is none, and a reader', async () => {
    for (const email of ['pas-une-adresse', '', undefined, 42, '@', '@sans-point', '@ex ample.com']) {
      const response = await block(email);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(blockedSenderMessages.email);
    }
    expect((await block('lecture@exemple.fr', mailing.reader)).statusCode).toBe(403);
    expect(await listed()).toEqual([]);
    expect((await mailing.as(mailing.reader, 'GET', '/api/admin/blocked-senders')).statusCode).toBe(200);
  });
});
