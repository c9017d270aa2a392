import { rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAndLogin, loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { superAssistantLead } from '../../test/lead-payload';
import { createTestSite } from '../seo/test-site';

const lead = superAssistantLead;

/** Seeds the evidence through the public APIs, as visitors would. */
async function seedEvidence(ctx: TestContext) {
  const send = async (url: string, payload: unknown, headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });
    expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  for (const query of ['Licorne violette ?', 'licorne violette ?', 'Xylophone quantique']) {
    expect((await send('/api/chatbot/ask', { query, page: '/faq' })).source).toBe('fallback');
  }
  const browser = (n: number) => ({ 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/13${n}` });
  for (const [query, results] of [['licorne', 0], ['Licorne', 0], ['tarifs', 4]] as const) {
    await send('/api/events', { event: 'search', page: '/', properties: { query, results } }, browser(0));
  }
  for (const n of [1, 2, 3, 4]) await send('/api/events', { event: 'page_view', page: '/' }, browser(n));
  await send('/api/events', { event: 'page_view', page: '/workflows-assistants' }, browser(1));
  await send('/api/events', { event: 'page_view', page: '/workflows-assistants' }, browser(2));
  await send('/api/events', { event: 'page_view', page: '/pricing' }, browser(1));
  await send('/api/leads', lead);
  await send('/api/leads', { ...lead, email: 'paul@atelier-lumen.fr', position: 'Directeur technique', currentPain: 'Les exports Excel' });
  await send('/api/leads', { ...lead, email: 'lea@boulangerie.fr', sector: 'Restauration & Hôtellerie', companySize: '2-5' });
  const { id } = await send('/api/contact', { name: 'Élodie Martin', email: 'elodie@exemple.fr', company: 'Lumen', phone: '', subject: 'Devis', message: 'Nous voulons automatiser nos devis.' });
  // Visitors cannot date their own requests: the contact message is aged here to be three days old.
  await ctx.db.updateTable('callbackRequests').set({ createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString() }).where('id', '=', id).execute();
}

describe.each(databaseKinds)('improvement ideas from the evidence, rule-based, on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  const siteDir = createTestSite();

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SITE_DIR: siteDir });
    admin = await loginAs(ctx);
    reader = await createAndLogin(ctx, admin, 'lecteur-idees', ['ROLE_USER']);
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  const read = () => ctx.app.inject({ method: 'GET', url: '/api/improvements', headers: { 'x-api-key': reader.token } });
  const generate = (who = admin) => ctx.app.inject({ method: 'POST', url: '/api/improvements/generate', headers: { 'x-api-key': who.token } });

  it('is closed like an admin route: anonymous 401, ROLE_USER reads but may not generate', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/improvements' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/improvements/generate' })).statusCode).toBe(401);
    expect((await read()).statusCode).toBe(200);
    const refused = await generate(reader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Vous n'avez pas les droits nécessaires pour effectuer cette action");
    const byCookieWithoutOrigin = await ctx.app.inject({ method: 'POST', url: '/api/improvements/generate', headers: { cookie: admin.cookie } });
    expect(byCookieWithoutOrigin.statusCode).toBe(403);
  });

  it('says plainly when there is no evidence yet but the SEO audit, then names the evidence of every idea', async () => {
    const before = (await generate()).json();
    expect(before).toMatchObject({ success: true, is_fallback: true, mode: 'rules', features: [], personas: [] });
    expect(before.notice).toContain('(mode hors-ligne)');
    expect(before.technical.map((i: { id: string }) => i.id)).toEqual(['seo-audit']);

    await seedEvidence(ctx);
    const cached = (await read()).json();
    expect(cached.generated_at).toBe(before.generated_at);

    const body = (await generate()).json();
    type Row = { id: string; title: string; evidence: string; status: string };
    const byId = (list: Row[]) => Object.fromEntries(list.map((i) => [i.id, i])) as Partial<Record<string, Row>>;
    const technical = byId(body.technical);
    const features = byId(body.features);
    expect(technical['seo-audit']).toMatchObject({ status: 'under_review', title: 'Corriger les points SEO de 1 page(s)' });
    expect(technical['seo-audit']?.evidence).toContain('/vieille-page');
    expect(technical['inbox-late']?.evidence).toContain('1 message(s) de contact en attente');
    expect(features['chatbot-content']?.evidence).toBe('3 question(s) posée(s) à Anna sans contenu correspondant : « licorne violette ? » (2), « xylophone quantique » (1).');
    expect(features['search-gaps']?.evidence).toBe('2 recherche(s) sans résultat sur 3 en 30 jours : « licorne » (2).');
    expect(features['funnel-drop']?.title).toBe('Réduire la perte entre les étapes Considération et Conversion');
    expect(features['funnel-drop']?.evidence).toContain('Découverte 5, Intérêt 2, Considération 1, Conversion 0');
    expect(body.personas[0]).toMatchObject({
      name: 'Technologie & IT — 16 à 50 personnes',
      age: null,
      location: null,
      needs: ['Gagner 10 h par semaine', 'Trop de saisie manuelle'],
      pain_points: expect.arrayContaining(['Les relances de devis', 'Les exports Excel']),
    });
    expect(body.personas[0].evidence).toMatch(/^2 lead\(s\) du super assistant, score moyen \d+/);
    expect(body.personas[1].name).toBe('Restauration & Hôtellerie — 2 à 5 personnes');
  });
});

interface Received {
  authorization?: string;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}

/** A local server that speaks the chat-completions protocol; `mode` switches it to failing. */
function startChatCompletions() {
  const received: Received[] = [];
  const state = { mode: 'ok' as 'ok' | 'error' | 'redirect' | 'huge', redirectTo: '' };
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      request.on('data', (chunk) => (data += chunk));
      request.on('end', () => resolve(data));
    });
  const server: Server = createServer(async (request, response) => {
    const body = JSON.parse(await read(request)) as Received['body'];
    received.push({ authorization: request.headers.authorization, body });
    if (request.url !== '/v1/chat/completions' || state.mode === 'error') return response.writeHead(503).end('{"error":"indisponible"}');
    if (state.mode === 'redirect') return response.writeHead(307, { location: state.redirectTo }).end();
    if (state.mode === 'huge') {
      const content = 'x'.repeat(300 * 1024);
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content } }] }));
    }
    const { items } = JSON.parse(body.messages[1]?.content ?? '{}') as { items: Array<{ id: string }> };
    const content = JSON.stringify({ items: items.map((i) => ({ id: i.id, title: `Reformulé : ${i.id}`, description: `Description claire de ${i.id}` })) });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'c1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
  });
  return new Promise<{ server: Server; url: string; received: Received[]; state: typeof state }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, received, state })),
  );
}

describe.each(databaseKinds)('improvement ideas worded by an OpenAI-compatible endpoint on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let ai: Awaited<ReturnType<typeof startChatCompletions>>;
  const siteDir = createTestSite();

  beforeAll(async () => {
    ai = await startChatCompletions();
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SITE_DIR: siteDir, AI_API_URL: ai.url, AI_API_KEY: 'cle-de-test', AI_MODEL: 'modele-test' });
    admin = await loginAs(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    ai.server.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  const generate = () => ctx.app.inject({ method: 'POST', url: '/api/improvements/generate', headers: { 'x-api-key': admin.token } });

  it('sends the evidence for wording and keeps the ids, evidence and statuses', async () => {
    await seedEvidence(ctx);
    const body = (await generate()).json();
    expect(body).toMatchObject({ success: true, is_fallback: false, mode: 'ai', notice: null });
    const [call] = ai.received.slice(-1);
    expect(call?.authorization).toBe('Bearer cle-de-test');
    expect(call?.body.model).toBe('modele-test');
    expect(call?.body.messages[1]?.content).toContain('licorne violette');
    const chatbot = body.features.find((i: { id: string }) => i.id === 'chatbot-content');
    expect(chatbot).toMatchObject({ title: 'Reformulé : chatbot-content', description: 'Description claire de chatbot-content', status: 'under_review' });
    expect(chatbot.evidence).toContain('« licorne violette ? » (2)');
  });

  it('falls back to the last worded ideas, then to the offline rules, when the endpoint fails', async () => {
    ai.state.mode = 'error';
    const cached = (await generate()).json();
    expect(cached).toMatchObject({ is_fallback: false, mode: 'ai' });
    expect(cached.notice).toContain('dernières idées reformulées');

    const fresh = await buildTestApp(kind, { RATE_LIMITS: 'off', SITE_DIR: siteDir, AI_API_URL: ai.url, AI_API_KEY: 'cle-de-test', AI_MODEL: 'modele-test' });
    try {
      const token = (await loginAs(fresh)).token;
      const offline = (await fresh.app.inject({ method: 'POST', url: '/api/improvements/generate', headers: { 'x-api-key': token } })).json();
      expect(offline).toMatchObject({ success: true, is_fallback: true, mode: 'rules' });
      expect(offline.notice).toBe("Le service d'IA n'a pas répondu à temps : idées établies par règles à partir des données du site (mode hors-ligne).");
      expect(offline.technical[0].title).toBe('Corriger les points SEO de 1 page(s)');
    } finally {
      await fresh.close();
      ai.state.mode = 'ok';
    }
  });

  it('follows no redirect away from the configured endpoint and reads no oversized answer: the rules answer instead', async () => {
    let reachedElsewhere = 0;
    const elsewhere = createServer((_request, response) => {
      reachedElsewhere += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    ai.state.redirectTo = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/v1/chat/completions`;
    const fresh = await buildTestApp(kind, { RATE_LIMITS: 'off', SITE_DIR: siteDir, AI_API_URL: ai.url, AI_API_KEY: 'cle-de-test', AI_MODEL: 'modele-test' });
    try {
      const token = (await loginAs(fresh)).token;
      for (const mode of ['redirect', 'huge'] as const) {
        ai.state.mode = mode;
        const answer = (await fresh.app.inject({ method: 'POST', url: '/api/improvements/generate', headers: { 'x-api-key': token } })).json();
        expect(answer).toMatchObject({ success: true, is_fallback: true, mode: 'rules' });
      }
      expect(reachedElsewhere).toBe(0);
    } finally {
      await fresh.close();
      elsewhere.close();
      ai.state.mode = 'ok';
    }
  });
});
