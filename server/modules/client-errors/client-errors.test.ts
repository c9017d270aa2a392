import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAndLogin, loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { expectBurstLimited } from '../../test/rate-limit';
import { daysMessageFor } from '../../../domain/validation/days-query';
import { errorReportsRepository } from './repository';

const report = { kind: 'render-crash', message: 'Cannot read properties of undefined', detail: 'at Page (page.tsx:12)', page: '/contact' };

const send = (ctx: TestContext, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/client-errors',
    headers: { 'content-type': 'application/json', 'user-agent': 'Navigateur de test' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const countRows = async (ctx: TestContext) => (await errorReportsRepository(ctx.db).listSince('2000-01-01', 1000)).length;

describe.each(databaseKinds)('client error reports on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' }, {
      // A route that fails as a bug would, to see the central error handler record it.
      onRoute: (route) => {
        if (route.url !== '/api/health') return;
        const healthHandler = route.handler;
        route.handler = function (this: unknown, request, reply) {
          if (request.query && (request.query as Record<string, string>).panne) throw new Error('Panne simulée');
          return healthHandler.call(this as never, request, reply);
        };
      },
    });
    admin = await loginAs(ctx);
  });
  afterAll(() => ctx.close());

  const list = async (query = '') =>
    (await ctx.app.inject({ method: 'GET', url: `/api/admin/error-reports${query}`, headers: { 'x-api-key': admin.token } })).json();

  it('stores a report from any visitor and lists it to the admin', async () => {
    const response = await send(ctx, report);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const body = await list();
    expect(body.success).toBe(true);
    expect(body.reports[0]).toMatchObject({ id, origin: 'client', ...report, userAgent: 'Navigateur de test' });
    expect(body.totals.client).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['an unknown kind', { ...report, kind: 'autre' }, "Type d'erreur inconnu"],
    ['a blank message', { ...report, message: '  ' }, "Le message d'erreur est obligatoire"],
    ['a message over 500 characters', { ...report, message: 'x'.repeat(501) }, "Le message d'erreur ne peut pas dépasser 500 caractères"],
    ['a detail over 4000 characters', { ...report, detail: 'x'.repeat(4001) }, 'Le détail ne peut pas dépasser 4000 caractères'],
    ['a page that is not a path', { ...report, page: 'https://ailleurs.fr/' }, 'Le chemin de la page doit commencer par /'],
  ])('refuses %s in French and stores nothing', async (_label, payload, message) => {
    const before = await countRows(ctx);
    const response = await send(ctx, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain(message);
    expect(await countRows(ctx)).toBe(before);
  });

  it('refuses bodies that are not an object or over 8 KB, never with a 5xx', async () => {
    expect((await send(ctx, '[1]')).statusCode).toBe(400);
    expect((await send(ctx, '{"kind":')).statusCode).toBe(400);
    const big = await send(ctx, { ...report, detail: 'x'.repeat(9000) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('La requête est trop volumineuse.');
  });

  it('records a 5xx of the central error handler without its query string, and hides its detail from the client', async () => {
    const failed = await ctx.app.inject({ method: 'GET', url: '/api/health?panne=1&email=lea@exemple.fr' });
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain('Panne simulée');
    const server = (await list()).reports.find((r: { origin: string }) => r.origin === 'server');
    expect(server).toMatchObject({ origin: 'server', kind: 'http-500', message: 'Panne simulée', page: 'GET /api/health' });
    expect(server.detail).toContain('Error: Panne simulée');
  });

  it('lists only the chosen number of days and refuses others', async () => {
    const old = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await errorReportsRepository(ctx.db).insert({ origin: 'client', kind: 'script-error', message: 'Ancienne erreur', detail: '', page: '/', userAgent: '', createdAt: old });
    const messagesOf = (body: { reports: Array<{ message: string }> }) => body.reports.map((r) => r.message);
    expect(messagesOf(await list('?days=2'))).not.toContain('Ancienne erreur');
    expect(messagesOf(await list('?days=7'))).toContain('Ancienne erreur');
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/admin/error-reports?days=90', headers: { 'x-api-key': admin.token } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(daysMessageFor(30));
  });

  it('drops reports older than 30 days when a new one arrives', async () => {
    const ancient = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await errorReportsRepository(ctx.db).insert({ origin: 'client', kind: 'script-error', message: 'Très ancienne', detail: '', page: '/', userAgent: '', createdAt: ancient });
    await send(ctx, report);
    const all = await errorReportsRepository(ctx.db).listSince('2000-01-01', 1000);
    expect(all.map((r) => r.message)).not.toContain('Très ancienne');
  });

  it('keeps the list closed to anonymous requests and readable by ROLE_USER', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/error-reports' })).statusCode).toBe(401);
    const reader = await createAndLogin(ctx, admin, 'lecteur-erreurs', ['ROLE_USER']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/error-reports', headers: { 'x-api-key': reader.token } })).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('client error report rate limit on %s', (kind) => {
  it('answers 429 in French after 10 reports in a minute from one address', () =>
    expectBurstLimited(kind, { allowed: 10, acceptedStatus: 201, send: (ctx) => send(ctx, report), stored: countRows }));
});
