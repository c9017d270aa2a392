import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { satisfactionMessages, surveyDay, surveyValidUntil, SURVEY_VALID_DAYS } from '../../../domain/satisfaction';
import { requestLogLine } from '../../lib/request-log';
import { databaseKinds } from '../../test/helper';
import { buildRepliesMailingApp, mailText, waitForMail, type MailingApp } from '../../test/smtp';
import { SATISFACTION_SURVEYS_JOB, satisfactionService } from './service';

const MINUTE_MS = 60_000;
const contact = (name: string, email: string) => ({ name, email, company: 'Atelier Lumen', phone: '', message: 'Un devis pour une refonte du site.', website: '' });
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

// docs/decisions/0487-satisfaction-surveys.md
describe.each(databaseKinds)('the visitors’ satisfaction surveys on %s', (kind) => {
  let mailing: MailingApp;
  // Each look of the job a few minutes after the last: its lease lets one look a minute.
  let clock = Date.now();
  const look = () => mailing.ctx.app.jobs.tick(new Date((clock += 2 * MINUTE_MS)));

  beforeAll(async () => {
    mailing = await buildRepliesMailingApp(kind);
  });
  beforeEach(() => {
    mailing.smtp.received.length = 0;
  });
  afterAll(() => mailing.close());

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => mailing.as(mailing.admin, method, url, payload);
  const setSurvey = async (on: boolean) => expect((await api('PUT', '/api/admin/settings', { satisfactionSurvey: on })).statusCode).toBe(200);
  /** A contact message stored, then processed by the administrator; its id. */
  const processedRequest = async (name: string, email: string) => {
    const posted = await mailing.ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contact(name, email) });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json().id as number;
    expect((await api('PUT', `/api/admin/callback-requests/${id}/status`, { status: 'completed' })).statusCode).toBe(200);
    return id;
  };
  const surveysTo = (email: string) => mailing.smtp.received.filter((mail) => mail.to.includes(email)).map((mail) => mailText(mail.raw));
  const linkIn = (text: string) => {
    const link = /https?:\/\/\S+\/avis\/([\w-]+)/.exec(text);
    expect(link, text).not.toBeNull();
    return { path: `/avis/${link![1]}`, token: link![1]! };
  };
  const page = (path: string) => mailing.ctx.app.inject({ method: 'GET', url: path });
  const post = (path: string, fields: Record<string, string>) =>
    mailing.ctx.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form(fields) });

  it('sends nothing while the setting is off, which it is by default', async () => {
    const settings = (await api('GET', '/api/admin/settings')).json();
    expect(settings.settings?.satisfactionSurvey ?? settings.satisfactionSurvey).toBe(false);
    await processedRequest('Paul Silence', 'paul@silence.fr');
    expect(await look()).toContain(SATISFACTION_SURVEYS_JOB);
    await waitForMail(mailing.smtp.received, 1);
    expect(surveysTo('paul@silence.fr')).toEqual([]);
  });

  it('e-mails a processed request’s person once, with a link whose page takes a note and comment, changed while the link is valid, then tells the back-office', async () => {
    await setSurvey(true);
    const id = await processedRequest('Hélène Lefèvre', 'helene@atelier.fr');
    // A pending request and a cancelled one are not surveyed.
    const waiting = await mailing.ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contact('Marc Attente', 'marc@attente.fr') });
    const cancelled = await mailing.ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contact('Nina Annulée', 'nina@annulee.fr') });
    expect((await api('PUT', `/api/admin/callback-requests/${cancelled.json().id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    expect(waiting.statusCode).toBe(201);

    await look();
    await waitForMail(mailing.smtp.received, 2);
    const [mail, ...more] = surveysTo('helene@atelier.fr');
    expect(more).toEqual([]);
    expect(mail).toMatch(/^Subject: Votre avis sur notre =\?UTF-8|^Subject: .*avis/im);
    expect(mail).toContain('Bonjour Hélène,');
    expect(mail).toContain('Comment s’est passé cet échange ?');
    expect(mail).toContain(`Le lien reste valable ${SURVEY_VALID_DAYS} jours, pour donner votre note ou la changer.`);
    expect(surveysTo('marc@attente.fr')).toEqual([]);
    expect(surveysTo('nina@annulee.fr')).toEqual([]);
    // Processed before the setting was turned on, within its 24 hours: surveyed too, as the setting says.
    expect(surveysTo('paul@silence.fr')).toHaveLength(1);
    // Looked at again, nothing more.
    await look();
    await waitForMail(mailing.smtp.received, 3);
    expect(surveysTo('helene@atelier.fr')).toHaveLength(1);

    const { path, token } = linkIn(mail!);
    const sent = (await api('GET', `/api/admin/satisfaction/requests/${id}`)).json();
    expect(sent.survey).toMatchObject({ delivery: 'sent', rating: null, answeredAt: null });
    const opened = await page(path);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toMatch(/^text\/html/);
    expect(opened.body).toContain('Votre avis sur notre échange');
    expect(opened.body).toContain('name="note" value="5"');
    // Its secret stays out of the server's log.
    expect(requestLogLine({ method: 'GET', url: path, headers: {}, host: 'x', ip: '127.0.0.1' } as never).url).toBe('/avis/…');

    const refused = await post(path, { note: '6', commentaire: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(satisfactionMessages.rating);
    const tooLong = await post(path, { note: '4', commentaire: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('Le commentaire doit contenir 1');

    const answered = await post(path, { note: '4', commentaire: '  Rappel rapide et <b>clair</b>.  ' });
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toContain(satisfactionMessages.thanks);
    // Opened again, the page holds the answer given, to change it while the link is valid (Chatwoot, 0490).
    const reopened = (await page(path)).body;
    const stored = await mailing.ctx.db.selectFrom('satisfactionSurveys').select(['sentAt', 'answeredAt']).where('requestId', '=', id).executeTakeFirstOrThrow();
    expect(reopened).toContain(satisfactionMessages.answered(surveyDay(stored.answeredAt!), surveyDay(surveyValidUntil(stored.sentAt))));
    expect(reopened).toContain('name="note" value="4" checked');
    expect(reopened).not.toContain('value="5" checked');
    expect(reopened).toContain('>Rappel rapide et &lt;b&gt;clair&lt;/b&gt;.</textarea>');
    expect(reopened).toContain(`>${satisfactionMessages.change}</button>`);
    const wrongChange = await post(path, { note: '9' });
    expect(wrongChange.statusCode).toBe(400);
    expect(wrongChange.body).toContain(satisfactionMessages.rating);
    expect(wrongChange.body).toContain(satisfactionMessages.change);
    expect((await api('GET', `/api/admin/satisfaction/requests/${id}`)).json().survey).toMatchObject({ rating: 4 });

    const changed = await post(path, { note: '2', commentaire: 'Finalement, pas de suite.' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain(satisfactionMessages.changed);
    expect(changed.body).not.toContain(satisfactionMessages.thanks);

    const record = (await api('GET', `/api/admin/satisfaction/requests/${id}`)).json();
    expect(record.survey).toMatchObject({ rating: 2, ratingLabel: 'Déçu', comment: 'Finalement, pas de suite.', answeredAt: expect.any(String) });
    const summary = (await api('GET', '/api/admin/satisfaction')).json();
    expect(summary).toMatchObject({ days: 30, sent: 2, answered: 1, average: 2, byPerson: [{ person: 'admin', answered: 1, average: 2 }] });
    expect(summary.distribution).toContainEqual({ rating: 2, label: 'Déçu', count: 1 });
    expect(summary.distribution).toContainEqual({ rating: 4, label: 'Satisfait', count: 0 });
    expect(summary.latest).toEqual([expect.objectContaining({ requestId: id, rating: 2, comment: 'Finalement, pas de suite.' })]);
    expect(token).toMatch(/^[\w-]{43}$/);
  });

  it('tries a survey the mail server refused again by itself, under a new link that works (0545)', async () => {
    await setSurvey(true);
    mailing.smtp.refuse(true);
    const id = await processedRequest('Rémi Refus', 'remi@refus.fr');
    await look();
    const refused = (await api('GET', `/api/admin/satisfaction/requests/${id}`)).json().survey;
    expect(refused).toMatchObject({ delivery: 'failed', retryAt: expect.any(String) });
    expect(Date.parse(refused.retryAt) - Date.parse(refused.sentAt)).toBe(30_000);

    mailing.smtp.refuse(false);
    await look();
    await waitForMail(mailing.smtp.received, 1);
    const [mail, ...more] = surveysTo('remi@refus.fr');
    expect(more).toEqual([]);
    expect((await api('GET', `/api/admin/satisfaction/requests/${id}`)).json().survey).toMatchObject({ delivery: 'sent', retryAt: null, sentAt: refused.sentAt });
    const opened = await page(linkIn(mail!).path);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Votre avis sur notre échange');
    await look();
    expect(surveysTo('remi@refus.fr')).toHaveLength(1);
  });

  it('sends a survey a stopped server left leaving once it is taken as interrupted, both links answering, and gives a refused one up after a day', async () => {
    await setSurvey(true);
    const id = await processedRequest('Inès Interrompue', 'ines@interrompue.fr');
    await look();
    await waitForMail(mailing.smtp.received, 1);
    const first = linkIn(surveysTo('ines@interrompue.fr')[0]!);
    mailing.smtp.received.length = 0;
    // The server stopped after taking it for sending, before it knew how it went: that e-mail may have left.
    await mailing.ctx.db.updateTable('satisfactionSurveys').set({ delivery: 'sending', retryAt: new Date(clock).toISOString() }).where('requestId', '=', id).execute();
    await look();
    await waitForMail(mailing.smtp.received, 1);
    expect(surveysTo('ines@interrompue.fr')).toHaveLength(1);
    expect((await api('GET', `/api/admin/satisfaction/requests/${id}`)).json().survey).toMatchObject({ delivery: 'sent', retryAt: null });
    // Whichever e-mail the visitor opens, its link answers the one survey (0548).
    const second = linkIn(surveysTo('ines@interrompue.fr')[0]!);
    expect(second.path).not.toBe(first.path);
    for (const link of [first, second]) expect((await page(link.path)).body).toContain('Votre avis sur notre échange');
    expect((await post(first.path, { note: '5', commentaire: 'Très réactifs.' })).statusCode).toBe(200);
    expect((await post(second.path, { note: '4', commentaire: 'Réactifs.' })).statusCode).toBe(200);
    expect((await api('GET', `/api/admin/satisfaction/requests/${id}`)).json().survey).toMatchObject({ rating: 4, comment: 'Réactifs.' });

    mailing.smtp.refuse(true);
    const given = await processedRequest('Gilles Abandon', 'gilles@abandon.fr');
    await look();
    const refused = (await api('GET', `/api/admin/satisfaction/requests/${given}`)).json().survey;
    expect(refused).toMatchObject({ delivery: 'failed', retryAt: expect.any(String) });
    // Looked at a day after its first try, still refused: given up, its link never sent.
    const service = satisfactionService(mailing.ctx.db, mailing.ctx.app.mailer, mailing.ctx.config.publicUrl, mailing.ctx.app.log);
    await service.sendDue(new Date(Date.parse(refused.sentAt) + 24 * 3600_000));
    expect((await api('GET', `/api/admin/satisfaction/requests/${given}`)).json().survey).toMatchObject({ delivery: 'failed', retryAt: null });
    mailing.smtp.refuse(false);
    await look();
    expect(surveysTo('gilles@abandon.fr')).toEqual([]);
  });

  it('answers an unknown, expired or malformed link with its French page, never an error of the server', async () => {
    for (const path of ['/avis/inconnu', `/avis/${'a'.repeat(43)}`, '/avis/%E2%82%AC']) {
      const opened = await page(path);
      expect(opened.statusCode, path).toBe(404);
      expect(opened.body).toContain(satisfactionMessages.invalid);
      const posted = await post(path, { note: '5' });
      expect(posted.statusCode, path).toBe(404);
      expect(posted.body).toContain(satisfactionMessages.invalid);
    }
    const id = await processedRequest('Olga Ancienne', 'olga@ancienne.fr');
    await look();
    await waitForMail(mailing.smtp.received, 1);
    const { path } = linkIn(surveysTo('olga@ancienne.fr')[0]!);
    expect((await post(path, { note: '3' })).statusCode).toBe(200);
    await mailing.ctx.db
      .updateTable('satisfactionSurveys')
      .set({ sentAt: new Date(Date.now() - (SURVEY_VALID_DAYS + 1) * 86_400_000).toISOString() })
      .where('requestId', '=', id)
      .execute();
    expect((await page(path)).statusCode).toBe(404);
    // An answer given can no longer be changed once its link has expired.
    const late = await post(path, { note: '5' });
    expect(late.statusCode).toBe(404);
    expect(late.body).toContain(satisfactionMessages.invalid);
    expect((await api('GET', `/api/admin/satisfaction/requests/${id}`)).json().survey).toMatchObject({ rating: 3 });
  });

  it('gives a person’s surveys with their data, and erases them with their requests', async () => {
    const id = await processedRequest('Rémi Données', 'remi@donnees.fr');
    await look();
    await waitForMail(mailing.smtp.received, 1);
    const { path } = linkIn(surveysTo('remi@donnees.fr')[0]!);
    expect((await post(path, { note: '2', commentaire: 'Trop long à venir.' })).statusCode).toBe(200);

    const data = (await api('GET', '/api/admin/prospects/personal-data?email=remi%40donnees.fr')).json();
    expect(data.satisfactionSurveys).toEqual([expect.objectContaining({ requestId: id, rating: 2, comment: 'Trop long à venir.' })]);
    const erased = await api('POST', '/api/admin/prospects/personal-data/erase', { email: 'remi@donnees.fr' });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await mailing.ctx.db.selectFrom('satisfactionSurveys').select('id').where('requestId', '=', id).execute()).toEqual([]);
    expect((await page(path)).statusCode).toBe(404);
  });

  it('is read by administrators and readers alike, and closed to anyone else', async () => {
    expect((await mailing.as(mailing.reader, 'GET', '/api/admin/satisfaction?days=90')).statusCode).toBe(200);
    expect((await mailing.as(mailing.reader, 'GET', '/api/admin/satisfaction?days=12')).statusCode).toBe(400);
    expect((await mailing.ctx.app.inject({ method: 'GET', url: '/api/admin/satisfaction' })).statusCode).toBe(401);
  });
});
