import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppAsAdmin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { parisMonthStart, parisToday } from '../../../domain/paris-time';

const monthBegan = () => new Date(parisMonthStart(parisToday()));

describe.each(databaseKinds)('GET /api/admin/ai-models on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  beforeAll(async () => ({ ctx, admin } = await buildTestAppAsAdmin(kind)));
  afterAll(() => ctx.close());

  it("counts this month's questions to Anna, not last month's, and shows no invented cost", async () => {
    const lastMonth = new Date(monthBegan().getTime() - 60_000).toISOString();
    await ctx.db.insertInto('chatbotRequests').values({ query: 'ancienne', page: '/', source: 'fallback', responseTimeMs: 1, tokens: 100, createdAt: lastMonth }).execute();
    for (const query of ['Quels sont vos tarifs ?', 'Un rendez-vous ?']) {
      const asked = await ctx.app.inject({ method: 'POST', url: '/api/chatbot/ask', payload: { query } });
      expect(asked.statusCode).toBe(200);
    }
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/ai-models', headers: { 'x-api-key': admin.token } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.since).toBe(monthBegan().toISOString());
    const anna = body.models.find((m: { id: string }) => m.id === 'anna');
    expect(anna).toMatchObject({ status: 'active', monthlyRequests: 2, monthlyCost: null });
    expect(anna.monthlyTokens).toBeGreaterThan(0);
    expect(anna.monthlyTokens).toBeLessThan(100);
    const ideas = body.models.find((m: { id: string }) => m.id === 'improvement-ideas');
    expect(ideas).toMatchObject({ status: 'unconfigured', monthlyRequests: null, monthlyCost: null });
  });

  it('is closed to anonymous requests', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/ai-models' })).statusCode).toBe(401);
  });
});
