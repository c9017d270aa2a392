import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectTools } from '../../../domain/super-assistant/detect-tools';
import { INTEGRATION_PREFERENCES_MAX } from '../../../domain/super-assistant/integration-choices';
import { leadMessages } from '../../../domain/super-assistant/lead-schema';
import { messages } from '../../../domain/validation/messages';
import { expectBurstLimited } from '../../test/rate-limit';
import { loginAs } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { superAssistantLead } from '../../test/lead-payload';
import { mailText, startSmtpServer, waitForMail, withSmtp } from '../../test/smtp';
import { leadAcknowledgementMail } from '../../../domain/notifications/acknowledgement';
import { prospectsRepository } from './repository';

const valid = superAssistantLead;
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
// 35 (16-50) + 25 (Rapide) + 12 (standard) + 12 (6 tools) + 10 (sector) + 8 (5-15h) + 5 (professional address)
const VALID_SCORE = 107;

const post = (ctx: TestContext, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/leads',
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe.each(databaseKinds)('POST /api/leads on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => ctx.close());

  it('stores the lead as a prospect with the score the server computed', async () => {
    expect(detectTools(valid.scanEmail)).toHaveLength(6);
    const response = await post(ctx, { ...valid, leadScore: 130 });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const row = await prospectsRepository(ctx.db).findById(id);
    expect(row).toMatchObject({
      nom: 'Curie',
      prenom: 'Marie',
      email: 'marie@atelier-lumen.fr',
      telephone: '06 12 34 56 78',
      entreprise: 'Atelier Lumen',
      fonction: 'Directrice générale',
      source: 'super-assistant',
      statut: 'Lead',
      isContacted: 0,
      leadScore: VALID_SCORE,
      leadBand: 'HOT',
    });
    expect(Date.parse(row?.dateAjout ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const details = JSON.parse(row?.details ?? '{}');
    expect(details).toMatchObject({
      sector: 'Technologie & IT',
      companySize: '16-50',
      urgency: 'Rapide',
      budget: 'standard',
      needs: { challenges: 'Trop de saisie manuelle', goals: 'Gagner 10 h par semaine', currentPain: 'Les relances de devis', timeSpentManual: '5-15h', teamSize: 3 },
      assistantName: 'Camille',
      decisionDelay: '2-4 semaines',
      analysisTimestamp: '2026-03-10T09:00:00.000Z',
      workflow: { roi: 450, monthlySavings: 25, setupTime: 2, confidence: 0.97, automationLevel: 'ULTRA-AUTOMATISÉ' },
    });
    expect(details.detectedTools.map((t: { id: string }) => t.id)).toEqual(detectTools(valid.scanEmail).map((t) => t.id));
    expect(details.submissionTimestamp).toBe(row?.dateAjout);
  });

  it('ignores tools and names the browser invents', async () => {
    const response = await post(ctx, { ...valid, scanEmail: 'x@orange.fr', assistantName: 'Hacker', detectedToolsData: Array(20).fill({ id: 'gmail' }) });
    const row = await prospectsRepository(ctx.db).findById(response.json().id);
    // Two smart suggestions only: 4 points instead of 12.
    expect(row?.leadScore).toBe(VALID_SCORE - 8);
    expect(row?.leadBand).toBe('WARM');
    expect(JSON.parse(row?.details ?? '{}').assistantName).toBe('Assistant IA');
  });

  it('stores the required fields alone with a standard band', async () => {
    const minimal = { firstName: 'Jean', lastName: 'Dupont', email: 'jean@gmail.com', phone: '0612345678', company: 'Dupont SARL', sector: 'Autre', companySize: '1', urgency: 'Exploratoire', scanEmail: 'jean@gmail.com', website: '' };
    const response = await post(ctx, minimal);
    expect(response.statusCode).toBe(201);
    const row = await prospectsRepository(ctx.db).findById(response.json().id);
    expect(row).toMatchObject({ fonction: '', leadScore: 5 + 3 + 12, leadBand: 'STANDARD' });
  });

  it.each(['firstName', 'lastName', 'email', 'phone', 'company', 'sector', 'companySize', 'urgency', 'scanEmail'])('refuses a missing %s and stores nothing', async (field) => {
    const before = await prospectsRepository(ctx.db).count();
    const response = await post(ctx, { ...valid, [field]: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: [messages.requiredFields], fieldErrors: { [field]: messages.required } });
    expect(await prospectsRepository(ctx.db).count()).toBe(before);
  });

  it.each([
    ['firstName', 'M', messages.nameMin],
    ['lastName', 'Curie 2', messages.nameChars],
    ['email', 'marie@', messages.email],
    ['email', 'marie@yopmail.com', messages.throwawayEmail],
    ['phone', '12 34', messages.frenchPhone],
    ['company', 'A', messages.companyMin],
    ['sector', 'Agriculture', leadMessages.choose],
    ['companySize', '3-4', leadMessages.choose],
    ['urgency', 'Hier', leadMessages.choose],
    ['budget', 'illimité', leadMessages.choose],
    ['timeSpentManual', '2h', leadMessages.choose],
    ['teamSize', 0, leadMessages.teamSize],
    ['teamSize', '1001', leadMessages.teamSize],
    ['position', 'x'.repeat(101), messages.maxLength(100)],
    ['goals', 'x'.repeat(1001), messages.maxLength(1000)],
    ['currentPain', 'x'.repeat(501), messages.maxLength(500)],
    ['scanEmail', 'pas-un-email', messages.email],
    ['firstName', 42, messages.custom],
    ['sector', 5, leadMessages.choose],
    ['budget', ['premium'], leadMessages.choose],
    ['teamSize', null, leadMessages.teamSize],
    ['teamSize', { n: 3 }, leadMessages.teamSize],
    ['scanEmail', ['a@b.fr'], messages.custom],
  ])('refuses a bad %s (case %#)', async (field, value, message) => {
    const before = await prospectsRepository(ctx.db).count();
    const response = await post(ctx, { ...valid, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain(message);
    expect(await prospectsRepository(ctx.db).count()).toBe(before);
  });

  it('stores the tools to connect first in the catalogue spelling, once each, without changing the score', async () => {
    const response = await post(ctx, { ...valid, integrationPreferences: ['slack', 'Gmail', 'Pennylane', 'SLACK'] });
    expect(response.statusCode).toBe(201);
    const row = await prospectsRepository(ctx.db).findById(response.json().id);
    expect(JSON.parse(row?.details ?? '{}').integrationPreferences).toEqual(['Slack', 'Gmail', 'Pennylane']);
    expect(row?.leadScore).toBe(VALID_SCORE);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/${response.json().id}`, headers: { 'x-api-key': (await loginAs(ctx)).token } });
    expect(detail.json().prospect.details.integrationPreferences).toEqual(['Slack', 'Gmail', 'Pennylane']);
  });

  it('stores an empty list when the documented payload has no preferences', async () => {
    const row = await prospectsRepository(ctx.db).findById((await post(ctx, valid)).json().id);
    expect(JSON.parse(row?.details ?? '{}').integrationPreferences).toEqual([]);
  });

  it.each([
    [Array.from({ length: INTEGRATION_PREFERENCES_MAX + 1 }, (_, i) => ['Gmail', 'Slack', 'Notion', 'HubSpot', 'Stripe', 'Excel', 'Outlook', 'Trello', 'Jira'][i]), leadMessages.integrationMax],
    [['Gmail', 'Logiciel maison'], leadMessages.integrationUnknown('Logiciel maison')],
    ['Gmail', leadMessages.integrationList],
    [[42], leadMessages.integrationList],
    [['x'.repeat(5000)], leadMessages.integrationList],
  ])('refuses bad integration preferences in French and stores nothing (case %#)', async (value, message) => {
    const before = await prospectsRepository(ctx.db).count();
    const response = await post(ctx, { ...valid, integrationPreferences: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.integrationPreferences).toBe(message);
    expect(await prospectsRepository(ctx.db).count()).toBe(before);
  });

  it('refuses bodies that are not JSON objects and oversize bodies, never with a 5xx', async () => {
    expect((await post(ctx, '{"firstName":')).statusCode).toBe(400);
    expect((await post(ctx, [valid])).statusCode).toBe(400);
    expect((await post(ctx, '"texte"')).statusCode).toBe(400);
    const big = await post(ctx, { ...valid, challenges: 'x'.repeat(70_000) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('La requête est trop volumineuse.');
  });

  it('refuses a filled honeypot and accepts a missing one', async () => {
    const before = await prospectsRepository(ctx.db).count();
    expect((await post(ctx, { ...valid, website: 'x' })).json().message).toBe(messages.honeypot);
    const { website: _omitted, ...withoutHoneypot } = valid;
    expect(await prospectsRepository(ctx.db).count()).toBe(before);
    expect((await post(ctx, withoutHoneypot)).statusCode).toBe(201);
  });
});

describe.each(databaseKinds)('lead rate limit and e-mail on %s', (kind) => {
  it('answers 429 in French to a burst', () =>
    expectBurstLimited(kind, {
      allowed: 5,
      acceptedStatus: 201,
      send: (ctx) => post(ctx, valid),
      stored: (ctx) => prospectsRepository(ctx.db).count(),
    }));

  it('sends a high-priority notification for a HOT lead after storing it, and the lead its acknowledgement', async () => {
    const smtp = await startSmtpServer();
    const ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SMTP_URL: smtp.url, MAIL_TO: 'equipe@exemple.fr', PUBLIC_URL: 'https://agence.exemple.fr' });
    try {
      const response = await post(ctx, { ...valid, integrationPreferences: ['HubSpot', 'Slack'] });
      expect(response.statusCode).toBe(201);
      const id = response.json().id as number;
      await waitForMail(smtp.received, 2);
      expect(smtp.received).toHaveLength(2);
      const notice = smtp.received.find((mail) => mail.to[0] === 'equipe@exemple.fr');
      // Read decoded; the e-mail holds the no-break space French puts before ':' (docs/decisions/0524).
      expect(notice?.raw.replace(/=\r?\n/g, '')).toContain('Outils =C3=A0 connecter en priorit=C3=A9=C2=A0: HubSpot, Slack');
      expect(mailText(notice!.raw)).toContain('Outils à connecter en priorité : HubSpot, Slack');
      expect(notice?.raw).toContain(`[HOT] Lead super assistant #${id}`);
      expect(notice?.raw).toMatch(/X-Priority: 1/i);
      // The record opens from the e-mail, through the login if need be (domain/admin-links.ts).
      expect(mailText(notice!.raw)).toContain(`Fiche du prospect : https://agence.exemple.fr/admin#prospect-${id}`);

      // The lead's acknowledgement (0503): by when an expert calls, answering to the agency, nothing they wrote but the first name.
      const acknowledgement = smtp.received.find((mail) => mail.to[0] === valid.email);
      expect(acknowledgement?.raw).toMatch(/^Reply-To: equipe@exemple\.fr/im);
      const text = mailText(acknowledgement!.raw);
      const stored = (await prospectsRepository(ctx.db).findById(id))!;
      const expected = leadAcknowledgementMail({ firstName: 'Marie', createdAt: stored.dateAjout, responseDueAt: stored.responseDueAt }, 'https://agence.exemple.fr');
      for (const line of expected.text.split('\n')) expect(text).toContain(line);
      expect(plainSpaces(text)).toMatch(/Bonjour Marie,[\s\S]*Un expert vous contactera au plus tard \p{L}+ \d+ \p{L}+ à \d\d:\d\d\./iu);
      for (const written of ['Curie', 'Atelier Lumen', 'saisie manuelle']) expect(text).not.toContain(written);
      // Kept with the prospect's e-mails, its Message-ID with it; not an answer: the promise still runs.
      await expect.poll(async () => (await ctx.db.selectFrom('prospectEmails').select(['author', 'delivery', 'messageId']).where('prospectId', '=', id).execute())).toEqual([
        { author: 'Accusé de réception automatique', delivery: 'sent', messageId: expect.stringMatching(/@/) },
      ]);
      expect(await prospectsRepository(ctx.db).findById(id)).toMatchObject({ isContacted: 0, firstAnsweredAt: null });
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });

  it('sends a normal-priority notification under 100', async () => {
    const smtp = await startSmtpServer();
    const ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SMTP_URL: smtp.url });
    try {
      await post(ctx, { ...valid, urgency: 'Exploratoire' });
      await waitForMail(smtp.received);
      expect(smtp.received[0]?.raw).toContain('[WARM] Lead super assistant');
      expect(smtp.received[0]?.raw).not.toMatch(/X-Priority: 1/i);
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });

  it('stores a lead sent twice with the same submission id once, notified once', async () => {
    const smtp = await startSmtpServer();
    const ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SMTP_URL: smtp.url, MAIL_TO: 'equipe@exemple.fr' });
    try {
      const submissionId = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
      const first = await post(ctx, { ...valid, submissionId });
      expect(first.statusCode, first.body).toBe(201);
      await waitForMail(smtp.received, 1);
      // Its browser lost the answer and sends it again, as it was.
      const again = await post(ctx, { ...valid, submissionId });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toMatchObject({ success: true, id: first.json().id });
      // Another sending, without an id or with another one, is another lead.
      expect((await post(ctx, valid)).json().id).not.toBe(first.json().id);
      expect((await post(ctx, { ...valid, submissionId: '7e6d5c4b-3a29-4817-a6f5-e4d3c2b1a098' })).json().id).not.toBe(first.json().id);
      expect(await prospectsRepository(ctx.db).count('super-assistant')).toBe(3);
      expect((await prospectsRepository(ctx.db).findById(first.json().id))?.submissionId).toBe(submissionId);
      await waitForMail(smtp.received, 3);
      expect(smtp.received.filter((mail) => mail.raw.includes(`Lead super assistant #${first.json().id}`))).toHaveLength(1);
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });

  it('stores a lead whose submission id is malformed, without one: an id never costs a lead', async () => {
    const ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
    try {
      const sent = [await post(ctx, { ...valid, submissionId: 'pas-un-uuid' }), await post(ctx, { ...valid, submissionId: 42 })];
      expect(sent.map((response) => response.statusCode)).toEqual([201, 201]);
      expect(await prospectsRepository(ctx.db).count('super-assistant')).toBe(2);
      expect((await prospectsRepository(ctx.db).findById(sent[0]!.json().id))?.submissionId).toBeNull();
    } finally {
      await ctx.close();
    }
  });

  it.each(['failing', 'unreachable'] as const)('keeps the prospect once when the SMTP server is %s', (mode) =>
    withSmtp(kind, mode, {}, async (ctx, received, firstMail) => {
      expect((await post(ctx, valid)).statusCode).toBe(201);
      // The app tried the e-mail and gave up on it: only then is 'nothing arrived' a finding.
      expect(await firstMail).toBe(false);
      expect(await prospectsRepository(ctx.db).count('super-assistant')).toBe(1);
      expect(received).toHaveLength(0);
    }),
  );
});
