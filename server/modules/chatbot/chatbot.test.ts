import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cannedAnswer } from '../../../domain/chat/canned-replies';
import { loginAs } from '../../test/admin-login';
import { expectBurstLimited } from '../../test/rate-limit';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { chatbotRepository } from './repository';
import { parisToday } from '../../../domain/paris-time';

const ask = (ctx: TestContext, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/chatbot/ask',
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe.each(databaseKinds)('POST /api/chatbot/ask on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => ctx.close());

  it('answers with the canned reply and stores the question', async () => {
    const response = await ask(ctx, { query: '  Quels sont vos tarifs ?  ', page: '/contact' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, source: 'predefined', answer: cannedAnswer('Quels sont vos tarifs ?').answer });
    expect(body.tokens).toBeGreaterThan(0);
    const [row] = await chatbotRepository(ctx.db).recent(1);
    expect(row).toMatchObject({ query: 'Quels sont vos tarifs ?', page: '/contact', source: 'predefined', tokens: body.tokens });
  });

  it('records a question it cannot answer as fallback, page defaulting to /', async () => {
    const body = (await ask(ctx, { query: 'xyzzy' })).json();
    expect(body.source).toBe('fallback');
    const [row] = await chatbotRepository(ctx.db).recent(1);
    expect(row).toMatchObject({ query: 'xyzzy', page: '/', source: 'fallback' });
  });

  it.each([
    ['a blank query', { query: '   ' }, 'Veuillez saisir une question'],
    ['a missing query', { page: '/' }, 'Veuillez saisir une question'],
    ['a number as query', { query: 42 }, 'Veuillez saisir une question'],
    ['a query over 500 characters', { query: 'a'.repeat(501) }, 'La question ne peut pas dépasser 500 caractères'],
    ['a page that is not a path', { query: 'prix', page: 'http://x' }, 'Le chemin de la page doit commencer par /'],
    ['a page over 300 characters', { query: 'prix', page: `/${'p'.repeat(300)}` }, 'Le chemin de la page est trop long'],
  ])('refuses %s and stores nothing', async (_label, payload, message) => {
    const before = await chatbotRepository(ctx.db).count();
    const response = await ask(ctx, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain(message);
    expect(await chatbotRepository(ctx.db).count()).toBe(before);
  });

  it('refuses bodies that are not an object or too big, never with a 5xx', async () => {
    expect((await ask(ctx, '[1]')).statusCode).toBe(400);
    expect((await ask(ctx, '{"query":')).statusCode).toBe(400);
    const big = await ask(ctx, { query: 'x'.repeat(5000) });
    expect(big.statusCode).toBe(413);
  });
});

describe.each(databaseKinds)('GET /api/admin/chatbot/stats on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => ctx.close());

  it('returns the back-office shape from the stored questions', async () => {
    for (const query of ['Tarifs ?', 'tarifs ?', 'xyzzy']) await ask(ctx, { query, page: '/' });
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/chatbot/stats' });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await loginAs(ctx);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/chatbot/stats', headers: { 'x-api-key': token } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.apiKeys).toEqual({ total: 0, totalUsage: 0, keys: [] });
    expect(body.requests.recent).toHaveLength(3);
    expect(body.requests.recent[0]).toEqual(expect.objectContaining({ query: 'xyzzy', source: 'fallback', page: '/', id: expect.any(Number), date: expect.any(String), responseTime: expect.any(Number), tokens: expect.any(Number) }));
    expect(body.requests.sourceStats).toEqual([{ source: 'predefined', count: 2 }, { source: 'fallback', count: 1 }]);
    expect(body.requests.dailyStats).toEqual([{ date: parisToday(), count: 3 }]);
    expect(body.requests.totalTokens).toBe(body.requests.recent.reduce((n: number, r: { tokens: number }) => n + r.tokens, 0));
    expect(body.requests.commonQueries[0]).toEqual({ user_query: 'tarifs ?', count: 2 });
    expect(body.requests.total).toBe(3);
  });

  it('ranks the questions that found no page, most asked first', async () => {
    for (const query of ['Licorne ?', 'licorne ?  ', 'Xylophone', 'licorne ?']) await ask(ctx, { query, page: '/faq' });
    const { token } = await loginAs(ctx);
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/admin/chatbot/stats', headers: { 'x-api-key': token } })).json();
    expect(body.requests.unansweredQueries.map((q: { user_query: string; count: number }) => [q.user_query, q.count])).toEqual([
      ['licorne ?', 3],
      ['xylophone', 1],
      ['xyzzy', 1],
    ]);
    expect(body.requests.unansweredQueries[0]).toMatchObject({ page: '/faq', lastAsked: expect.any(String) });
  });
});

describe.each(databaseKinds)('chatbot rate limit on %s', (kind) => {
  it('answers 429 in French after 20 questions in a minute', () =>
    expectBurstLimited(kind, {
      allowed: 20,
      acceptedStatus: 200,
      send: (ctx) => ask(ctx, { query: 'prix' }),
      stored: (ctx) => chatbotRepository(ctx.db).count(),
    }));
});
