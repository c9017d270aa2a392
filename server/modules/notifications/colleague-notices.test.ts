import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/validation/messages';
import { createAndLogin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds } from '../../test/helper';
import { buildMailingApp, mailText, waitForMail, type MailingApp } from '../../test/smtp';
import type { OutgoingMail } from '../outgoing-mail/service';
import { insertProspects } from '../prospects/prospects-fixtures';
import { superAssistantLead } from '../../test/lead-payload';
import { colleagueNotifier } from './colleague-notifier';

describe.each(databaseKinds)('colleague notices on %s', (kind) => {
  let mailing: MailingApp;
  let camille: AdminCredentials;

  beforeAll(async () => {
    mailing = await buildMailingApp(kind);
    camille = await createAndLogin(mailing.ctx, mailing.admin, 'camille', ['ROLE_ADMIN']);
  });
  afterAll(() => mailing.close());

  const as = (who: AdminCredentials, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    mailing.ctx.app.inject({ method, url, headers: { 'x-api-key': who.token }, ...(payload ? { payload } : {}) });
  const emailOf = async (username: string) =>
    (await as(mailing.admin, 'GET', '/api/admin/users')).json().users.find((user: { username: string }) => user.username === username)?.email;
  const insertRequest = async (name: string, source: 'contact' | 'callback' = 'contact') => {
    const row = { source, name, email: `${name.toLowerCase().replace(/\s+/g, '.')}@exemple.fr`, phone: '-', company: 'Durand SA', notes: 'Bonjour', preferredTime: null };
    const stored = await mailing.ctx.db
      .insertInto('callbackRequests')
      .values({ ...row, status: 'pending', createdAt: new Date().toISOString() } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(stored.id);
  };
  const mailsTo = (address: string) => mailing.smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => mailText(mail.raw));
  /** Waits for the one e-mail the last action sends, then a little more, so that none other can still come. */
  const settled = async (count: number) => {
    await waitForMail(mailing.smtp.received, count);
    await sleep(150);
    expect(mailing.smtp.received).toHaveLength(count);
  };

  it("keeps each user's e-mail address checked and lower-cased, the same when a change sends none, and removes it when empty", async () => {
    const refused = await as(mailing.admin, 'PUT', '/api/admin/users/camille', { roles: ['ROLE_ADMIN'], email: 'camille@' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContain(messages.email);
    expect(await emailOf('camille')).toBeNull();

    expect((await as(mailing.admin, 'PUT', '/api/admin/users/camille', { roles: ['ROLE_ADMIN'], email: ' Camille@Exemple.FR ' })).statusCode).toBe(200);
    expect(await emailOf('camille')).toBe('camille@exemple.fr');
    // A client written before the field keeps working and changes nothing of it.
    expect((await as(mailing.admin, 'PUT', '/api/admin/users/camille', { roles: ['ROLE_ADMIN'] })).statusCode).toBe(200);
    expect(await emailOf('camille')).toBe('camille@exemple.fr');

    const made = await as(mailing.admin, 'POST', '/api/admin/users', { username: 'dominique', password: 'Dominique-Mdp-1', roles: ['ROLE_USER'], email: 'dom@exemple.fr' });
    expect(made.statusCode).toBe(201);
    expect(await emailOf('dominique')).toBe('dom@exemple.fr');
    expect((await as(mailing.admin, 'PUT', '/api/admin/users/dominique', { roles: ['ROLE_USER'], email: '' })).statusCode).toBe(200);
    expect(await emailOf('dominique')).toBeNull();
    expect(await emailOf('admin')).toBeNull();
    // The address removed is told, before the next test counts its own e-mails (docs/decisions/0536-own-email-address.md).
    await expect.poll(() => mailsTo('dom@exemple.fr').length).toBe(1);
  });

  it('tells a user the requests another assigned to them, each with the link that opens it; nothing to oneself, twice, or without an address', async () => {
    const { publicUrl } = mailing.ctx.app.config;
    const [first, second, third, fourth, fifth] = [await insertRequest('Jean Durand'), await insertRequest('Lea Martin', 'callback'), await insertRequest('Paul Roux'), await insertRequest('Ines Petit'), await insertRequest('Hugo Blanc')];
    mailing.smtp.received.length = 0;

    // Her own choice, and the admin, who has no address, told nothing.
    expect((await as(camille, 'PUT', `/api/admin/callback-requests/${second}/assignee`, { username: 'camille' })).statusCode).toBe(200);
    expect((await as(mailing.admin, 'PUT', `/api/admin/callback-requests/${third}/assignee`, { username: 'admin' })).statusCode).toBe(200);
    expect((await as(mailing.admin, 'PUT', `/api/admin/callback-requests/${first}/assignee`, { username: 'camille' })).statusCode).toBe(200);
    await settled(1);
    const [told] = mailsTo('camille@exemple.fr');
    expect(told).toContain('admin vous a assigné une demande.');
    expect(told).toContain('- Jean Durand · Message de contact · Durand SA');
    expect(told).toContain(`Ouvrir : ${publicUrl}/admin#demande-${first}`);
    expect(told).toMatch(/Subject: .*Attribution/);

    // Given again to whom it already was: nothing new.
    expect((await as(mailing.admin, 'PUT', `/api/admin/callback-requests/${first}/assignee`, { username: 'camille' })).statusCode).toBe(200);
    // In bulk: one e-mail with the requests that were not hers already.
    const bulk = await as(mailing.admin, 'POST', '/api/admin/callback-requests/bulk', { ids: [first, second, fourth, fifth], action: 'assign', username: 'camille' });
    expect(bulk.statusCode, bulk.body).toBe(200);
    await settled(2);
    const grouped = mailsTo('camille@exemple.fr')[1]!;
    expect(grouped).toContain('admin vous a assigné 2 demandes.');
    expect(grouped).toContain(`/admin#demande-${fourth}`);
    expect(grouped).toContain(`/admin#demande-${fifth}`);
    expect(grouped).not.toContain(`/admin#demande-${first}`);
    expect(grouped).not.toContain(`/admin#demande-${second}`);
  });

  it('tells the owner the deals given from the record or in bulk', async () => {
    const { publicUrl } = mailing.ctx.app.config;
    const [one, two, three] = await insertProspects(mailing.ctx.db, [
      { email: 'affaire1@exemple.fr', prenom: 'Anne', nom: 'Lefort', entreprise: 'Lefort SARL', statut: 'Qualifié' },
      { email: 'affaire2@exemple.fr', prenom: 'Marc', nom: 'Girard' },
      { email: 'affaire3@exemple.fr', prenom: 'Nina', nom: 'Morel' },
    ]);
    mailing.smtp.received.length = 0;
    const saved = await as(mailing.admin, 'PUT', `/api/admin/prospects/${one}`, { email: 'affaire1@exemple.fr', telephone: '', statut: 'RDV planifié', owner: 'camille' });
    expect(saved.statusCode, saved.body).toBe(200);
    await settled(1);
    const [told] = mailsTo('camille@exemple.fr');
    expect(told).toContain('admin vous a assigné une affaire.');
    expect(told).toContain('- Anne Lefort · Affaire · RDV planifié · Lefort SARL');
    expect(told).toContain(`Ouvrir : ${publicUrl}/admin#prospect-${one}`);

    const bulk = await as(mailing.admin, 'POST', '/api/admin/prospects/bulk', { ids: [one, two, three], action: 'owner', owner: 'camille' });
    expect(bulk.statusCode, bulk.body).toBe(200);
    await settled(2);
    const grouped = mailsTo('camille@exemple.fr')[1]!;
    expect(grouped).toContain('admin vous a assigné 2 affaires.');
    expect(grouped).toContain('- Marc Girard · Affaire · Lead');
    expect(grouped).not.toContain(`/admin#prospect-${one}`);
    // Taken back by the admin for herself: nobody to tell.
    expect((await as(mailing.admin, 'POST', '/api/admin/prospects/bulk', { ids: [two], action: 'owner', owner: 'admin' })).statusCode).toBe(200);
    expect((await as(mailing.admin, 'PUT', `/api/admin/prospects/${three}`, { email: 'affaire3@exemple.fr', telephone: '', statut: 'Lead', owner: null })).statusCode).toBe(200);
    await sleep(150);
    expect(mailing.smtp.received).toHaveLength(2);
  });

  it('tells the colleagues a note names who gave an address, once each, and says so in the answer', async () => {
    const { publicUrl } = mailing.ctx.app.config;
    const request = await insertRequest('Sophie Laurent', 'callback');
    mailing.smtp.received.length = 0;
    const plain = await as(mailing.admin, 'POST', `/api/admin/callback-requests/${request}/notes`, { text: 'Rappel prévu, écrire à sophie@exemple.fr' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().message).toBe('Note interne ajoutée');
    // Named twice, with the author himself, a user without an address and a name nobody has.
    const text = '@Camille peux-tu la rappeler ? @admin @dominique @personne merci @camille.';
    const named = await as(mailing.admin, 'POST', `/api/admin/callback-requests/${request}/notes`, { text });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().message).toBe('Note interne ajoutée ; prévenu par e-mail : camille');
    expect(named.json().entry).toMatchObject({ kind: 'note', body: text, author: 'admin' });
    await settled(1);
    const [told] = mailsTo('camille@exemple.fr');
    expect(told).toContain('admin vous a mentionné dans une note interne :');
    expect(told).toContain(`> ${text}`);
    expect(told).toContain('- Sophie Laurent · Demande de rappel · Durand SA');
    expect(told).toContain(`Ouvrir : ${publicUrl}/admin#demande-${request}`);
    // Camille naming herself tells nobody.
    const own = await as(camille, 'POST', `/api/admin/callback-requests/${request}/notes`, { text: 'Fait, @camille' });
    expect(own.json().message).toBe('Note interne ajoutée');
    await sleep(150);
    expect(mailing.smtp.received).toHaveLength(1);

    // The same in a prospect's record, the link opening the deal.
    const [deal] = await insertProspects(mailing.ctx.db, [{ email: 'note.affaire@exemple.fr', prenom: 'Claire', nom: 'Dumas', entreprise: 'Dumas SAS', statut: 'Qualifié' }]);
    const onDeal = await as(mailing.admin, 'POST', `/api/admin/prospects/${deal}/notes`, { text: '@camille tu la connais ?' });
    expect(onDeal.statusCode, onDeal.body).toBe(201);
    expect(onDeal.json().message).toBe('Note interne ajoutée ; prévenu par e-mail : camille');
    await settled(2);
    const toldOfDeal = mailsTo('camille@exemple.fr')[1]!;
    expect(toldOfDeal).toContain('admin vous a mentionné dans une note interne :');
    expect(toldOfDeal).toContain('- Claire Dumas · Affaire · Qualifié · Dumas SAS');
    expect(toldOfDeal).toContain(`Ouvrir : ${publicUrl}/admin#prospect-${deal}`);
  });

  it('tells, when a note is changed, only the colleagues it names now and did not name before', async () => {
    const made = await as(mailing.admin, 'POST', '/api/admin/users', { username: 'elise', password: 'Elise-Mdp-Fort-1', roles: ['ROLE_USER'], email: 'elise@exemple.fr' });
    expect(made.statusCode, made.body).toBe(201);
    const request = await insertRequest('Marc Petit');
    const [deal] = await insertProspects(mailing.ctx.db, [{ email: 'note.modifiee@exemple.fr', prenom: 'Marc', nom: 'Petit', entreprise: 'Petit SARL', statut: 'Lead' }]);
    for (const url of [`/api/admin/callback-requests/${request}/notes`, `/api/admin/prospects/${deal}/notes`]) {
      mailing.smtp.received.length = 0;
      const note = await as(mailing.admin, 'POST', url, { text: '@camille à rappeler' });
      expect(note.statusCode, note.body).toBe(201);
      await settled(1);
      const noteId = note.json().entry.id ?? note.json().entry.noteId;
      // Camille, told already, is not told again; Élise, named now, is.
      const changed = await as(mailing.admin, 'PUT', `${url}/${noteId}`, { text: '@camille à rappeler demain, @elise prépare le devis' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().message).toBe('Note modifiée ; prévenu par e-mail : elise');
      await settled(2);
      expect(mailsTo('camille@exemple.fr')).toHaveLength(1);
      const [toElise] = mailsTo('elise@exemple.fr');
      expect(toElise).toContain('admin vous a mentionné dans une note interne :');
      expect(toElise).toContain('> @camille à rappeler demain, @elise prépare le devis');
      // Changed again without a new name: nobody is told.
      const again = await as(mailing.admin, 'PUT', `${url}/${noteId}`, { text: '@elise prépare le devis' });
      expect(again.json().message).toBe('Note modifiée');
      await sleep(150);
      expect(mailing.smtp.received).toHaveLength(2);
    }
  });

  it('tells the user the automatic assignment gives a new lead to, unless its notification already reached them', async () => {
    const settings = (payload: object) => as(mailing.admin, 'PUT', '/api/admin/settings', payload);
    const away = (username: string, value: boolean) => as(mailing.admin, 'PUT', `/api/admin/users/${username}/availability`, { away: value });
    const post = async (url: string, payload: object) => {
      const response = await mailing.ctx.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    const contact = { name: 'Jeanne Martin', email: 'jeanne.martin@exemple.fr', company: 'Atelier Lumen', phone: '', message: 'Un projet de site à refaire cet hiver.', website: '' };
    // Camille is the only administrator present: every new lead is hers.
    expect((await settings({ inboxAutoAssign: true, visitorAcknowledgement: false })).statusCode).toBe(200);
    expect((await away('admin', true)).statusCode).toBe(200);
    mailing.smtp.received.length = 0;

    // The agency's notification goes to its address; Camille receives it too, saying why.
    const first = await post('/api/contact', contact);
    await settled(2);
    expect(mailsTo('agence@exemple.fr')).toHaveLength(1);
    const [told] = mailsTo('camille@exemple.fr');
    expect(told).toContain('Ce nouveau message de contact vous est attribué automatiquement.');
    expect(told).toContain('Attribuée à : camille');
    expect(told).toContain(`Ouvrir dans le back-office : ${mailing.ctx.app.config.publicUrl}/admin#demande-${first}`);
    expect(told).toMatch(/Subject: .*Attribution/);
    expect(mailing.smtp.received.find((mail) => mail.to.includes('camille@exemple.fr'))!.raw).toMatch(/Reply-To: jeanne\.martin@exemple\.fr/i);

    // Among the recipients already: the notification alone.
    expect((await settings({ notificationRecipients: 'Camille@Exemple.fr, direction@exemple.fr' })).statusCode).toBe(200);
    await post('/api/callback-requests', { name: 'Paul Roux', phone: '0612345678', email: '', company: '', preferredTime: '', website: '' });
    await settled(4);
    expect(mailsTo('camille@exemple.fr')[1]).toContain('Nouvelle demande de rappel');
    expect(mailsTo('camille@exemple.fr')[1]).not.toContain('attribuée automatiquement');

    // The agency's e-mail switched off for messages: the one it was given to still learns it.
    expect((await settings({ notifyContact: false })).statusCode).toBe(200);
    await post('/api/contact', { ...contact, email: 'ines.petit@exemple.fr' });
    await settled(5);
    expect(mailsTo('camille@exemple.fr')[2]).toContain('Ce nouveau message de contact vous est attribué automatiquement.');

    // A super-assistant lead, the recipients not naming her.
    expect((await settings({ notificationRecipients: 'direction@exemple.fr', notifyContact: true })).statusCode).toBe(200);
    const lead = await post('/api/leads', { ...superAssistantLead, email: 'lead.auto@atelier-lumen.fr' });
    await settled(7);
    const leadNotice = mailsTo('camille@exemple.fr')[3]!;
    expect(leadNotice).toContain('Ce nouveau lead du super assistant vous est attribué automatiquement.');
    expect(leadNotice).toContain(`/admin#prospect-${lead}`);

    // Given to the admin, who has no address: the notification alone.
    expect((await away('admin', false)).statusCode).toBe(200);
    expect((await away('camille', true)).statusCode).toBe(200);
    await post('/api/contact', { ...contact, email: 'hugo.blanc@exemple.fr' });
    await settled(8);
    expect(mailsTo('direction@exemple.fr')).toHaveLength(3);
    expect((await away('camille', false)).statusCode).toBe(200);
    expect((await settings({ inboxAutoAssign: false, visitorAcknowledgement: true, notificationRecipients: '' })).statusCode).toBe(200);
  });

  it('answers false, logged, when the mail server refuses or fails, and never throws', async () => {
    const { db, app } = mailing.ctx;
    const note = { author: 'admin', mentioned: ['camille'], item: { id: 1, name: 'Anne Lefort', detail: 'Message de contact' }, note: '@camille' };
    expect(await colleagueNotifier({ db, outbox: { send: async () => false }, log: app.log, publicUrl: '' }).mentioned(note)).toEqual([]);
    expect(await colleagueNotifier({ db, outbox: { send: async () => true }, log: app.log, publicUrl: '' }).mentioned(note)).toEqual(['camille']);
    const withOutbox = (send: OutgoingMail['send']) => colleagueNotifier({ db, outbox: { send }, log: app.log, publicUrl: app.config.publicUrl });
    const told = { kind: 'deal' as const, assignee: 'camille', by: 'admin', items: [{ id: 1, name: 'Anne Lefort', detail: 'Affaire' }] };
    expect(await withOutbox(async () => false).assigned(told)).toBe(false);
    expect(await withOutbox(() => Promise.reject(new Error('connexion refusée'))).assigned(told)).toBe(false);
    expect(await withOutbox(async () => true).assigned(told)).toBe(true);
    // Nobody to tell: no e-mail tried.
    let tried = 0;
    const counting = withOutbox(async () => (tried += 1) > 0);
    expect(await counting.assigned({ ...told, by: 'camille' })).toBe(false);
    expect(await counting.assigned({ ...told, assignee: 'admin' })).toBe(false);
    expect(tried).toBe(0);
  });
});
