import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parisToday } from '../../../domain/paris-time';
import { addWorkingMinutes, leadResponseDueAt } from '../../../domain/response-promises';
import { closureSpan, type AgencyClosure } from '../../../domain/settings/agency-closures';
import { agencyClosureMessages, AGENCY_CLOSURES_MAX } from '../../../domain/settings/agency-closures-schema';
import { loginAs, createAndLogin, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { superAssistantLead } from '../../test/lead-payload';
import { openSlotAfter } from '../../test/open-slot';
import { mailText, startSmtpServer, waitForMail } from '../../test/smtp';

const DAY_MS = 86_400_000;
const parisDay = (at: number) => parisToday(new Date(at));
/** A closure from `first` to `last` days after today, Paris time. */
const closureIn = (first: number, last: number, label = 'Congés de l’équipe'): AgencyClosure => ({ from: parisDay(Date.now() + first * DAY_MS), to: parisDay(Date.now() + last * DAY_MS), label });

const contact = { name: 'Hélène Lefèvre', email: 'helene@atelier.fr', company: 'Atelier Lumen', phone: '', message: 'Un devis pour une refonte du site.', website: '' };

describe.each(databaseKinds)('the agency’s closures on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const headers = () => ({ 'x-api-key': admin.token });
  const putClosures = (closures: unknown, as = headers()) => ctx.app.inject({ method: 'PUT', url: '/api/admin/settings/closures', headers: as, payload: { closures } });
  const stored = async () => (await ctx.app.inject({ method: 'GET', url: '/api/admin/settings/closures', headers: headers() })).json().closures as AgencyClosure[];
  const requestOf = async (id: number) => (await ctx.app.inject({ method: 'GET', url: `/api/admin/callback-requests/${id}`, headers: headers() })).json().callbackRequest;
  const callback = (preferredTime: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/callback-requests', payload: { name: 'Paul Martin', phone: '06 12 34 56 78', email: '', company: '', website: '', preferredTime } });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SMTP_URL: smtp.url, MAIL_TO: 'agence@exemple.fr', PUBLIC_URL: 'https://agence.exemple.fr' });
    admin = await loginAs(ctx);
    reader = await createAndLogin(ctx, admin, 'lectrice', ['ROLE_USER']);
    const quiet = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: headers(),
      payload: { notifyContact: false, notifyCallback: false, notifySuperAssistant: false, weeklyReport: false, followUpDigest: false },
    });
    expect(quiet.statusCode).toBe(200);
  });
  beforeEach(async () => {
    expect((await putClosures([])).statusCode).toBe(200);
    await ctx.db.deleteFrom('callbackRequests').execute();
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('stores the closures sorted by first day, the same one once, with who changed them', async () => {
    expect(await stored()).toEqual([]);
    const summer = { from: '2027-08-02', to: '2027-08-20', label: ' Congés d’été ' };
    const winter = { from: '2026-12-24', to: '2027-01-01' };
    const saved = await putClosures([summer, winter, summer]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      message: agencyClosureMessages.saved,
      closures: [
        { from: '2026-12-24', to: '2027-01-01', label: '' },
        { from: '2027-08-02', to: '2027-08-20', label: 'Congés d’été' },
      ],
    });
    expect(await stored()).toEqual(saved.json().closures);
    const history = await ctx.db.selectFrom('settingsChanges').select(['key', 'changedBy']).where('key', '=', 'agency-closures').orderBy('id', 'desc').executeTakeFirst();
    expect(history).toEqual({ key: 'agency-closures', changedBy: 'admin' });
  });

  it('refuses a wrong closure in French and keeps the list as it was', async () => {
    const kept = [{ from: '2027-05-10', to: '2027-05-14', label: 'Séminaire' }];
    expect((await putClosures(kept)).statusCode).toBe(200);
    const cases: Array<[unknown, string]> = [
      [[{ from: '2027-02-30', to: '2027-03-02' }], agencyClosureMessages.from],
      [[{ from: '2027-03-02', to: '' }], agencyClosureMessages.to],
      [[{ from: '2027-03-10', to: '2027-03-02' }], agencyClosureMessages.order],
      [[{ from: '2027-01-01', to: '2027-06-30' }], agencyClosureMessages.tooLong],
      [[{ from: '2027-03-02', to: '2027-03-03', label: 'x'.repeat(61) }], agencyClosureMessages.label],
      [Array.from({ length: AGENCY_CLOSURES_MAX + 1 }, (_, i) => ({ from: `2027-01-${String((i % 28) + 1).padStart(2, '0')}`, to: '2027-03-31' })), agencyClosureMessages.tooMany],
      ['tout le mois d’août', agencyClosureMessages.list],
    ];
    for (const [closures, message] of cases) {
      const refused = await putClosures(closures);
      expect(refused.statusCode, JSON.stringify(closures).slice(0, 80)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect(await stored()).toEqual(kept);
  });

  it('lets a reader see the closures and refuses them any change', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/settings/closures', headers: { 'x-api-key': reader.token } })).statusCode).toBe(200);
    expect((await putClosures([closureIn(1, 2)], { 'x-api-key': reader.token })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/settings/closures' })).statusCode).toBe(401);
    expect(await stored()).toEqual([]);
  });

  it('announces on /api/site-status the closures not over yet, the past ones left out', async () => {
    const past = closureIn(-20, -10, 'Passée');
    const current = closureIn(-1, 3, 'En cours');
    const next = closureIn(30, 40, 'À venir');
    expect((await putClosures([next, past, current])).statusCode).toBe(200);
    const status = (await ctx.app.inject({ method: 'GET', url: '/api/site-status' })).json();
    expect(status.closures).toEqual([current, next]);
  });

  it('announces a closure within two weeks on the forms without JavaScript and after sending them', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/rappel' })).body).not.toContain('Agence fermée');
    const closure = closureIn(3, 5, 'Séminaire');
    expect((await putClosures([closureIn(30, 40, 'Plus tard'), closure])).statusCode).toBe(200);
    const announced = `Agence fermée ${closureSpan(closure)}\u00a0: nous vous répondrons dès notre retour.`;
    const form = await ctx.app.inject({ method: 'GET', url: '/rappel' });
    expect(form.body).toContain(announced);
    expect(form.body).not.toContain('Plus tard');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: contact.name, email: contact.email, message: contact.message }).toString(),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain(announced);
  });

  it('gives a message received before or during a closure its deadline after it, and the acknowledgement says why', async () => {
    const closure = closureIn(0, 12, 'Congés de fin d’année');
    expect((await putClosures([closure])).statusCode).toBe(200);
    const posted = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contact });
    expect(posted.statusCode, posted.body).toBe(201);
    const request = await requestOf(posted.json().id);
    expect(request.responseDueAt).toBe(addWorkingMinutes(new Date(request.createdAt), 120, [closure]).toISOString());
    expect(parisDay(Date.parse(request.responseDueAt))> closure.to).toBe(true);

    await waitForMail(smtp.received);
    const text = mailText(smtp.received.find((mail) => mail.to[0] === contact.email)!.raw);
    expect(text).toContain(`Nos bureaux sont fermés ${closureSpan(closure)} : nous vous répondrons au plus tard`);
  });

  it('counts a lead’s contact promise after the closure too', async () => {
    const closure = closureIn(0, 9);
    expect((await putClosures([closure])).statusCode).toBe(200);
    const posted = await ctx.app.inject({ method: 'POST', url: '/api/leads', payload: { ...superAssistantLead, email: 'fermeture@exemple.fr' } });
    expect(posted.statusCode, posted.body).toBe(201);
    const prospect = (await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/${posted.json().id}`, headers: headers() })).json().prospect;
    expect(prospect.response_due_at).toBe(leadResponseDueAt(prospect.lead_band, prospect.date_ajout, [closure]));
    expect(parisDay(Date.parse(prospect.response_due_at)) > closure.to).toBe(true);
  });

  it('refuses a callback slot on a closed day in French, stores nothing, and takes it once the closure is removed', async () => {
    const slot = openSlotAfter(3);
    const closure = { from: parisDay(Date.parse(slot) - 2 * DAY_MS), to: parisDay(Date.parse(slot) + DAY_MS), label: 'Séminaire' };
    expect((await putClosures([closure])).statusCode).toBe(200);
    const refused = await callback(slot);
    expect(refused.statusCode).toBe(400);
    const message = `L’agence est fermée ${closureSpan(closure)} : choisissez un autre jour`;
    expect(refused.json()).toMatchObject({ success: false, message, fieldErrors: { preferredTime: message } });

    const form = await ctx.app.inject({
      method: 'POST',
      url: '/rappel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Paul Martin', phone: '06 12 34 56 78', preferredTime: new Date(Date.parse(slot)).toLocaleString('sv-SE', { timeZone: 'Europe/Paris' }).slice(0, 16).replace(' ', 'T') }).toString(),
    });
    expect(form.statusCode).toBe(400);
    expect(form.body).toContain('L’agence est fermée');
    expect(await ctx.db.selectFrom('callbackRequests').select('id').execute()).toEqual([]);

    expect((await putClosures([])).statusCode).toBe(200);
    expect((await callback(slot)).statusCode).toBe(201);
  });
});
