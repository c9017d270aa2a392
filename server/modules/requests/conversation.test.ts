import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages } from '../../../domain/inbox';
import { createAndLogin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { buildMailingApp, type MailingApp, waitForMail } from '../../test/smtp';
import { openSlotAfter } from '../../test/open-slot';

describe.each(databaseKinds)('the inbox conversation view on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  let smtp: MailingApp['smtp'];
  let mailing: MailingApp;
  const ids: Record<string, number> = {};

  const post = async (url: string, payload: Record<string, unknown>) => {
    const response = await ctx.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  const get = (url: string, who = admin) => ctx.app.inject({ method: 'GET', url, headers: { 'x-api-key': who.token } });
  const write = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, who = admin) =>
    ctx.app.inject({ method, url, headers: { 'x-api-key': who.token }, payload });

  beforeAll(async () => {
    mailing = await buildMailingApp(kind);
    ({ ctx, smtp, admin, reader } = mailing);
    // No notification e-mail for the leads themselves: the SMTP server then only sees the replies.
    await write('PUT', '/api/admin/settings', { notifyContact: false, notifyCallback: false, visitorAcknowledgement: false });
    ids.lefevre = await post('/api/contact', { name: 'Hélène Lefèvre', email: 'helene@atelier.fr', company: 'Atelier Lumen', phone: '', message: 'Un devis pour une refonte.', website: '' });
    ids.other = await post('/api/contact', { name: 'Paul Martin', email: 'paul@exemple.fr', company: 'Boulangerie', phone: '', message: 'Automatiser la facturation électronique.', website: '' });
    const base = { phone: '06 12 34 56 78', email: '', company: '', website: '' };
    ids.nextWeek = await post('/api/callback-requests', { ...base, name: 'Semaine prochaine', preferredTime: openSlotAfter(7, 10) });
    ids.tomorrow = await post('/api/callback-requests', { ...base, name: 'Demain matin', preferredTime: openSlotAfter(1, 10) });
    ids.asap = await post('/api/callback-requests', { ...base, name: 'Dès que possible', preferredTime: '' });
    ids.inThreeDays = await post('/api/callback-requests', { ...base, name: 'Dans trois jours', preferredTime: openSlotAfter(3, 14) });
  });
  afterAll(() => mailing.close());

  it('sends a reply by e-mail to the visitor, answering to the agency, and keeps it in the thread', async () => {
    smtp.received.length = 0;
    const response = await write('POST', `/api/admin/callback-requests/${ids.lefevre}/reply`, { subject: 'Votre devis', message: 'Bonjour Hélène,\nvoici nos disponibilités.' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Réponse envoyée à helene@atelier.fr', entry: { kind: 'reply', author: 'admin', delivery: 'sent' } });
    await waitForMail(smtp.received);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['helene@atelier.fr']);
    expect(smtp.received[0]!.raw).toMatch(/^Reply-To: agence@exemple\.fr/im);
    expect(smtp.received[0]!.raw).toMatch(/^Subject: Votre devis/im);
    const conversation = (await get(`/api/admin/callback-requests/${ids.lefevre}`)).json();
    expect(conversation.callbackRequest).toMatchObject({ id: ids.lefevre, name: 'Hélène Lefèvre' });
    expect(conversation.thread).toEqual([
      expect.objectContaining({ kind: 'reply', author: 'admin', subject: 'Votre devis', recipient: 'helene@atelier.fr', delivery: 'sent', createdAt: expect.any(String) }),
    ]);
    expect(conversation.notes).toEqual([]);
  });

  it('keeps an internal note in notes[] and e-mails nothing', async () => {
    smtp.received.length = 0;
    const response = await write('POST', `/api/admin/callback-requests/${ids.lefevre}/notes`, { text: 'Rappeler après le salon.' });
    expect(response.statusCode).toBe(201);
    const conversation = (await get(`/api/admin/callback-requests/${ids.lefevre}`)).json();
    expect(conversation.notes).toEqual([expect.objectContaining({ kind: 'note', author: 'admin', body: 'Rappeler après le salon.', delivery: null })]);
    expect(conversation.thread).toHaveLength(1);
    await waitForMail(smtp.received);
    expect(smtp.received).toHaveLength(0);
  });

  it('assigns a request to an admin user, filters by assignee, and refuses an unknown user', async () => {
    const assigned = await write('PUT', `/api/admin/callback-requests/${ids.other}/assignee`, { username: 'lectrice' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().callbackRequest.assignee).toBe('lectrice');
    const listed = (await get('/api/admin/callback-requests?assignee=lectrice')).json();
    expect(listed.callbackRequests.map((r: { id: number }) => r.id)).toEqual([ids.other]);
    const unknown = await write('PUT', `/api/admin/callback-requests/${ids.other}/assignee`, { username: 'personne' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Cet utilisateur n'existe pas dans le back-office");
    expect((await write('PUT', `/api/admin/callback-requests/${ids.other}/assignee`, { username: null })).json().callbackRequest.assignee).toBeNull();
  });

  it("lists the signed-in user's requests and those assigned to nobody, with their pending counts", async () => {
    await write('PUT', `/api/admin/callback-requests/${ids.lefevre}/assignee`, { username: 'admin' });
    await write('PUT', `/api/admin/callback-requests/${ids.other}/assignee`, { username: 'lectrice' });
    try {
      const view = async (query: string, who = admin) => (await get(`/api/admin/callback-requests?source=contact${query}`, who)).json();
      const mine = await view('&assignment=mine');
      expect(mine.callbackRequests.map((r: { id: number }) => r.id)).toEqual([ids.lefevre]);
      expect(mine.total).toBe(1);
      // The counts are those of the pending requests of the source, whatever the view shown.
      expect(mine.assignmentCounts).toEqual({ mine: 1, unassigned: 0 });
      expect((await view('&assignment=mine', reader)).callbackRequests.map((r: { id: number }) => r.id)).toEqual([ids.other]);
      await write('PUT', `/api/admin/callback-requests/${ids.other}/assignee`, { username: null });
      const unassigned = await view('&assignment=unassigned');
      expect(unassigned.callbackRequests.map((r: { id: number }) => r.id)).toEqual([ids.other]);
      expect(unassigned.assignmentCounts).toEqual({ mine: 1, unassigned: 1 });
      // A request processed leaves the counts, not the view.
      await write('PUT', `/api/admin/callback-requests/${ids.lefevre}/status`, { status: 'completed' });
      const after = await view('&assignment=mine');
      expect(after.callbackRequests.map((r: { id: number }) => r.id)).toEqual([ids.lefevre]);
      expect(after.assignmentCounts).toEqual({ mine: 0, unassigned: 1 });
      const refused = await get('/api/admin/callback-requests?assignment=tous');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('La vue doit valoir « mine » (mes demandes) ou « unassigned » (non assignées)');
    } finally {
      await write('PUT', `/api/admin/callback-requests/${ids.lefevre}/status`, { status: 'pending' });
      await write('PUT', `/api/admin/callback-requests/${ids.lefevre}/assignee`, { username: null });
    }
  });

  it('finds Lefèvre from lefevre, and a word of the message, accents and case aside', async () => {
    const names = async (search: string) =>
      (await get(`/api/admin/callback-requests?search=${encodeURIComponent(search)}`)).json().callbackRequests.map((r: { name: string }) => r.name);
    expect(await names('lefevre')).toEqual(['Hélène Lefèvre']);
    expect(await names('HELENE atelier')).toEqual(['Hélène Lefèvre']);
    expect(await names('facturation electronique')).toEqual(['Paul Martin']);
    expect(await names('boulangerie')).toEqual(['Paul Martin']);
    expect(await names('introuvable')).toEqual([]);
  });

  it('orders callbacks by their requested slot with sort=slot, those without a slot last', async () => {
    const names = (await get('/api/admin/callback-requests?source=callback&sort=slot')).json().callbackRequests.map((r: { name: string }) => r.name);
    expect(names).toEqual(['Demain matin', 'Dans trois jours', 'Semaine prochaine', 'Dès que possible']);
    expect((await get('/api/admin/callback-requests?sort=soon')).statusCode).toBe(400);
  });

  it('orders by the latest exchange with sort=exchange: an e-mail written or received counts, an internal note does not', async () => {
    const names = async (sort: string) =>
      (await get(`/api/admin/callback-requests?source=contact&sort=${sort}`)).json().callbackRequests.map((r: { name: string }) => r.name).filter((name: string) => ['Hélène Lefèvre', 'Paul Martin'].includes(name));
    // Paul wrote after Hélène, but Hélène was answered since (the first test): her conversation moved last.
    expect(await write('POST', `/api/admin/callback-requests/${ids.other}/notes`, { text: 'Voir avec la comptable.' })).toHaveProperty('statusCode', 201);
    expect(await names('recent')).toEqual(['Paul Martin', 'Hélène Lefèvre']);
    expect(await names('exchange')).toEqual(['Hélène Lefèvre', 'Paul Martin']);
    const refused = await get('/api/admin/callback-requests?sort=activite');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Le tri doit valoir « recent », « exchange » ou « slot »');
  });

  it("lists the same person's other requests by e-mail address, any case, the newest first; none without an address", async () => {
    const callback = await post('/api/callback-requests', {
      name: 'Hélène Lefèvre',
      email: 'Helene@Atelier.fr',
      phone: '06 11 22 33 44',
      company: 'Atelier Lumen',
      preferredTime: '',
      website: '',
    });
    const again = await post('/api/contact', { name: 'Hélène Lefèvre', email: 'helene@atelier.fr', company: 'Atelier Lumen', phone: '', message: 'Et la maintenance ?', website: '' });
    const history = (await get(`/api/admin/callback-requests/${ids.lefevre}`)).json().history;
    expect(history).toEqual({
      total: 2,
      requests: [
        { id: again, source: 'contact', status: 'pending', createdAt: expect.any(String), excerpt: 'Et la maintenance ?' },
        { id: callback, source: 'callback', status: 'pending', createdAt: expect.any(String), excerpt: '' },
      ],
    });
    // From the callback, the two messages; Paul's request is never among them.
    const fromCallback = (await get(`/api/admin/callback-requests/${callback}`)).json().history;
    expect(fromCallback.requests.map((row: { id: number }) => row.id)).toEqual([again, ids.lefevre]);
    expect((await get(`/api/admin/callback-requests/${ids.other}`)).json().history).toEqual({ total: 0, requests: [] });
    expect((await get(`/api/admin/callback-requests/${ids.asap}`)).json().history).toEqual({ total: 0, requests: [] });
  });

  it('refuses empty notes and replies, and a reply to a request without e-mail, in French', async () => {
    const empty = await write('POST', `/api/admin/callback-requests/${ids.lefevre}/notes`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/La note doit contenir/);
    const noSubject = await write('POST', `/api/admin/callback-requests/${ids.lefevre}/reply`, { subject: '', message: 'x' });
    expect(noSubject.statusCode).toBe(400);
    const noEmail = await write('POST', `/api/admin/callback-requests/${ids.tomorrow}/reply`, { subject: 'Bonjour', message: 'x' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toMatch(/par téléphone/);
    expect((await get(`/api/admin/callback-requests/${ids.tomorrow}`)).json().thread).toEqual([]);
    expect((await get('/api/admin/callback-requests/999999')).statusCode).toBe(404);
  });

  it('lets a ROLE_USER read the conversation and refuses its three writes with 403', async () => {
    expect((await get(`/api/admin/callback-requests/${ids.lefevre}`, reader)).statusCode).toBe(200);
    smtp.received.length = 0;
    const attempts = [
      await write('POST', `/api/admin/callback-requests/${ids.lefevre}/notes`, { text: 'Note' }, reader),
      await write('POST', `/api/admin/callback-requests/${ids.lefevre}/reply`, { subject: 'Objet', message: 'Texte' }, reader),
      await write('PUT', `/api/admin/callback-requests/${ids.lefevre}/assignee`, { username: 'lectrice' }, reader),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    const conversation = (await get(`/api/admin/callback-requests/${ids.lefevre}`)).json();
    expect(conversation.notes).toHaveLength(1);
    expect(conversation.thread).toHaveLength(1);
    expect(conversation.callbackRequest.assignee).toBeNull();
    expect(smtp.received).toHaveLength(0);
  });

  it("deletes a note for its author only; another's, a reply or an unknown note refused in French, deleting nothing", async () => {
    const remove = (noteId: number, who: AdminCredentials = admin, requestId = ids.other!) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/admin/callback-requests/${requestId}/notes/${noteId}`, headers: { 'x-api-key': who.token } });
    const notes = async () => (await get(`/api/admin/callback-requests/${ids.other}`)).json().notes.map((note: { body: string }) => note.body);
    const colleague = await createAndLogin(ctx, admin, 'collegue', ['ROLE_ADMIN']);
    const before = await notes();
    const mine = (await write('POST', `/api/admin/callback-requests/${ids.other}/notes`, { text: 'Numéro erroné, à corriger.' })).json().entry.id;
    const theirs = (await write('POST', `/api/admin/callback-requests/${ids.other}/notes`, { text: 'Je m’en occupe.' }, colleague)).json().entry.id;
    const sent = (await write('POST', `/api/admin/callback-requests/${ids.other}/reply`, { subject: 'Re : votre demande', message: 'Bonjour' })).json().entry.id;

    const refused = await remove(theirs);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(conversationMessages.noteNotYours);
    for (const [noteId, requestId] of [[sent, ids.other], [mine, ids.lefevre], [999_999, ids.other]] as const) {
      const missing = await remove(noteId, admin, requestId);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(conversationMessages.noteNotFound);
    }
    expect((await remove(mine, reader)).statusCode).toBe(403);
    expect(await notes()).toEqual([...before, 'Numéro erroné, à corriger.', 'Je m’en occupe.']);

    const deleted = await remove(mine);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: conversationMessages.noteDeleted });
    expect(await notes()).toEqual([...before, 'Je m’en occupe.']);
    expect((await remove(theirs, colleague)).statusCode).toBe(200);
    expect(await notes()).toEqual(before);
    // The reply stays: only notes are deleted.
    expect((await get(`/api/admin/callback-requests/${ids.other}`)).json().thread.map((entry: { id: number }) => entry.id)).toContain(sent);
  });

  it("changes a note for its author only, dated; another's, a reply, an unknown note or an empty text refused in French, changing nothing", async () => {
    const edit = (noteId: number, text: string, who: AdminCredentials = admin, requestId = ids.lefevre!) =>
      ctx.app.inject({ method: 'PUT', url: `/api/admin/callback-requests/${requestId}/notes/${noteId}`, headers: { 'x-api-key': who.token }, payload: { text } });
    const notesOf = async () =>
      (await get(`/api/admin/callback-requests/${ids.lefevre}`)).json().notes.map(({ id, body, editedAt }: { id: number; body: string; editedAt: string | null }) => ({ id, body, editedAt }));
    const writer = await createAndLogin(ctx, admin, 'redactrice', ['ROLE_ADMIN']);
    const mine = (await write('POST', `/api/admin/callback-requests/${ids.lefevre}/notes`, { text: 'Budget : 8 000 €' })).json().entry;
    expect(mine.editedAt).toBeNull();
    const theirs = (await write('POST', `/api/admin/callback-requests/${ids.lefevre}/notes`, { text: 'Vu au salon.' }, writer)).json().entry.id;
    const sent = (await write('POST', `/api/admin/callback-requests/${ids.lefevre}/reply`, { subject: 'Re : votre demande', message: 'Bonjour' })).json().entry.id;
    const before = await notesOf();

    const refused = await edit(theirs, 'Réécrit');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(conversationMessages.noteNotYoursToEdit);
    for (const [noteId, requestId] of [[sent, ids.lefevre], [mine.id, ids.other], [999_999, ids.lefevre]] as const) {
      const missing = await edit(noteId, 'Réécrit', admin, requestId);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(conversationMessages.noteNotFound);
    }
    const empty = await edit(mine.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(conversationMessages.noteText);
    expect((await edit(mine.id, 'Réécrit', reader)).statusCode).toBe(403);
    expect(await notesOf()).toEqual(before);

    const changed = await edit(mine.id, 'Budget : 12 000 €');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ success: true, message: 'Note modifiée', entry: { id: mine.id, kind: 'note', body: 'Budget : 12 000 €', author: 'admin', createdAt: mine.createdAt } });
    expect(Date.parse(changed.json().entry.editedAt)).toBeGreaterThanOrEqual(Date.parse(mine.createdAt));
    expect(await notesOf()).toEqual(before.map((note: { id: number }) => (note.id === mine.id ? { id: mine.id, body: 'Budget : 12 000 €', editedAt: changed.json().entry.editedAt } : note)));
    // The reply is untouched.
    expect((await get(`/api/admin/callback-requests/${ids.lefevre}`)).json().thread.find((entry: { id: number }) => entry.id === sent).body).toBe('Bonjour');
  });
});
