import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import { buildTestAppAsAdmin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { chatbotRepository } from '../chatbot/repository';
import { eventsRepository } from '../events/repository';
import { outgoingEmailsRepository } from '../outgoing-mail/repository';
import { blockedSendersRepository } from '../requests/blocked-senders-repository';
import { requestsRepository } from '../requests/repository';
import { insertProspects } from '../prospects/prospects-fixtures';
import { prospectsRepository } from '../prospects/repository';

const EMAIL = 'marie_curie@radium.fr';
const NAME = 'Marie Curie';

describe.each(databaseKinds)('GDPR access and erasure on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;

  beforeAll(async () => {
    ({ ctx, admin } = await buildTestAppAsAdmin(kind));
    await insertProspects(ctx.db, [
      { nom: 'Curie', prenom: 'Marie', email: EMAIL },
      { nom: 'Curie', prenom: 'Marie', email: 'MARIE_CURIE@radium.fr', source: 'import' },
      // Another person whose address only differs where a LIKE wildcard would match.
      { nom: 'Curie', prenom: 'Pierre', email: 'marieXcurie@radium.fr' },
    ]);
    const requests = requestsRepository(ctx.db);
    await requests.insert({ source: 'contact', name: NAME, email: EMAIL, phone: 'Non fourni', company: 'Radium', notes: 'Sujet: Essai', preferredTime: null });
    await requests.insert({ source: 'callback', name: 'Pierre Curie', email: 'pierre@radium.fr', phone: '0612345678', company: 'Radium', notes: '', preferredTime: null });
    const events = eventsRepository(ctx.db);
    const event = { name: 'contact_form_submit', page: '/contact', funnelStage: 'CONVERSION', visitorKey: 'k', createdAt: new Date().toISOString() };
    await events.insert({ ...event, properties: JSON.stringify({ email: EMAIL }) });
    await events.insert({ ...event, properties: JSON.stringify({ label: 'Bouton' }) });
    const chatbot = chatbotRepository(ctx.db);
    const question = { page: '/', source: 'local', responseTimeMs: 1, tokens: 10, createdAt: new Date().toISOString() };
    await chatbot.insert({ ...question, query: `Bonjour, je suis ${NAME.toUpperCase()}, rappelez-moi` });
    await chatbot.insert({ ...question, query: 'Quels sont vos tarifs ?' });
    // The agency's notification of her message, kept while the mail server refused it; another person's too.
    const kept = outgoingEmailsRepository(ctx.db);
    const at = new Date().toISOString();
    const mail = { recipient: 'agence@exemple.fr', attempts: 1, nextAttemptAt: at, lockedUntil: at, createdAt: at };
    await kept.insert(ctx.db, { ...mail, subject: '[Contact #1] Essai', body: `Nom : ${NAME}\nE-mail : ${EMAIL.toUpperCase()}` });
    await kept.insert(ctx.db, { ...mail, subject: '[Contact #2] Essai', body: 'Nom : Pierre Curie\nE-mail : pierre@radium.fr' });
    // Her address among the blocked senders, and another one.
    const blocked = blockedSendersRepository(ctx.db);
    await blocked.insertOnce(EMAIL, 'admin', at);
    await blocked.insertOnce('pierre@radium.fr', 'admin', at);
  });
  afterAll(() => ctx.close());

  const exportData = (email: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/personal-data?email=${encodeURIComponent(email)}`, headers: { 'x-api-key': admin.token } });

  it('exports as JSON everything stored about the person, and nothing about others', async () => {
    const response = await exportData('Marie_Curie@Radium.fr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="donnees-personnelles-\d{4}-\d{2}-\d{2}\.json"$/);
    const body = response.json();
    expect(body.email).toBe(EMAIL);
    expect(body.prospects.map((p: { prenom: string }) => p.prenom)).toEqual(['Marie', 'Marie']);
    expect(body.requests).toHaveLength(1);
    expect(body.analyticsEvents).toHaveLength(1);
    expect(body.chatbotRequests).toHaveLength(1);
    expect(body.outgoingEmails.map((mail: { subject: string }) => mail.subject)).toEqual(['[Contact #1] Essai']);
    expect(body.blockedSenders).toEqual([expect.objectContaining({ email: EMAIL, blockedBy: 'admin' })]);
    expect(body.found).toBe(7);
    expect(JSON.stringify(body)).not.toContain('Pierre');
  });

  it('refuses a request without a valid address', async () => {
    const response = await exportData('personne');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(prospectMessages.personalDataEmail);
  });

  it('erases every row that names the person and keeps the others', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/prospects/personal-data/erase', headers: admin.cookieWrite, payload: { email: EMAIL } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, erased: { prospects: 2, requests: 1, analyticsEvents: 1, chatbotRequests: 1, outgoingEmails: 1, blockedSenders: 1 }, message: prospectMessages.erased(7) });
    const after = (await exportData(EMAIL)).json();
    expect(after).toMatchObject({ found: 0, prospects: [], requests: [], analyticsEvents: [], chatbotRequests: [], outgoingEmails: [], blockedSenders: [] });
    // Nothing left anywhere that names her.
    const everything = JSON.stringify([
      await ctx.db.selectFrom('prospects').selectAll().execute(),
      await ctx.db.selectFrom('callbackRequests').selectAll().execute(),
      await ctx.db.selectFrom('analyticsEvents').selectAll().execute(),
      await ctx.db.selectFrom('chatbotRequests').selectAll().execute(),
      await ctx.db.selectFrom('outgoingEmails').selectAll().execute(),
      await ctx.db.selectFrom('blockedSenders').selectAll().execute(),
    ]).toLowerCase();
    expect(everything).not.toContain('marie_curie');
    expect(everything).not.toContain('marie curie');
    expect(await prospectsRepository(ctx.db).count()).toBe(1);
    expect(await requestsRepository(ctx.db).count()).toBe(1);
    expect(await eventsRepository(ctx.db).count()).toBe(1);
    expect(await chatbotRepository(ctx.db).count()).toBe(1);
    expect(await outgoingEmailsRepository(ctx.db).waiting()).toMatchObject({ count: 1 });
    expect(await blockedSendersRepository(ctx.db).count()).toBe(1);
  });
});
