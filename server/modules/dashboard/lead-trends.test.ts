import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppAsAdmin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { insertProspects } from '../prospects/prospects-fixtures';
import { requestsRepository } from '../requests/repository';
import { leadTrends } from './lead-trends';

const NOW = new Date('2026-03-20T15:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe.each(databaseKinds)('the dashboard lead trend on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;

  beforeAll(async () => {
    ({ ctx, admin } = await buildTestAppAsAdmin(kind));
    await insertProspects(ctx.db, [
      { source: 'super-assistant', dateAjout: daysAgo(0), email: 'a@exemple.fr' },
      { source: 'super-assistant', dateAjout: daysAgo(1), email: 'b@exemple.fr', nextActionAt: '2026-03-18', nextActionLabel: 'Envoyer le devis' },
      { source: 'manuel', dateAjout: daysAgo(9), email: 'c@exemple.fr', nextActionAt: '2026-03-25' },
      { source: 'import', dateAjout: daysAgo(40), email: 'd@exemple.fr', nextActionAt: '2026-03-01', statut: 'Client' },
    ]);
    const requests = requestsRepository(ctx.db);
    const base = { name: 'X', email: 'x@exemple.fr', phone: '', company: '', notes: '', preferredTime: null };
    for (const [source, days] of [['contact', 0], ['contact', 2], ['callback', 8], ['callback', 29], ['callback', 31]] as const) {
      const id = await requests.insert({ ...base, source });
      await ctx.db.updateTable('callbackRequests').set({ createdAt: daysAgo(days) }).where('id', '=', id).execute();
    }
  });
  afterAll(() => ctx.close());

  it('counts leads per day and source over 30 days, this week against the last, and the overdue follow-ups', async () => {
    const trends = await leadTrends(ctx.db, NOW);
    expect(trends.days).toHaveLength(30);
    expect(trends.days[29]).toMatchObject({ day: '2026-03-20', total: 2, bySource: { contact: 1, 'super-assistant': 1 } });
    expect(trends.days[0]).toMatchObject({ day: '2026-02-19', total: 1, bySource: { callback: 1 } });
    expect(trends.days.reduce((sum, day) => sum + day.total, 0)).toBe(7);
    expect(trends.week).toEqual({ current: 4, previous: 2 });
    expect(trends.overdue.total).toBe(1);
    expect(trends.overdue.prospects[0]).toMatchObject({ email: 'b@exemple.fr', next_action_at: '2026-03-18', next_action_label: 'Envoyer le devis' });
  });

  it('counts a follow-up overdue once its Paris day has passed, as the pipeline and the day view do', async () => {
    // 23:30 UTC on 24 March is already 25 March in Paris: the follow-up due on the 24th is late.
    const trends = await leadTrends(ctx.db, new Date('2026-03-24T23:30:00.000Z'));
    expect(trends.overdue.prospects.map((prospect) => prospect.email)).toEqual(['b@exemple.fr']);
    const nextEvening = await leadTrends(ctx.db, new Date('2026-03-25T23:30:00.000Z'));
    expect(nextEvening.overdue.prospects.map((prospect) => prospect.email).sort()).toEqual(['b@exemple.fr', 'c@exemple.fr']);
  });

  it('counts a lead on the Paris day it came, though UTC still shows the day before', async () => {
    const requests = requestsRepository(ctx.db);
    const id = await requests.insert({ name: 'Nuit', email: 'nuit@exemple.fr', phone: '', company: '', notes: '', preferredTime: null, source: 'contact' });
    // 00:30 in Paris on 21 March; and 00:50 on 20 March, the night before NOW's afternoon.
    await ctx.db.updateTable('callbackRequests').set({ createdAt: '2026-03-20T23:30:00.000Z' }).where('id', '=', id).execute();
    await insertProspects(ctx.db, [{ source: 'super-assistant', dateAjout: '2026-03-19T23:50:00.000Z', email: 'nuit@exemple.fr' }]);
    try {
      const trends = await leadTrends(ctx.db, new Date('2026-03-21T08:00:00.000Z'));
      expect(trends.days[29]).toMatchObject({ day: '2026-03-21', total: 1, bySource: { contact: 1 } });
      expect(trends.days[28]).toMatchObject({ day: '2026-03-20', total: 3, bySource: { contact: 1, 'super-assistant': 2 } });
    } finally {
      await ctx.db.deleteFrom('callbackRequests').where('id', '=', id).execute();
      await ctx.db.deleteFrom('prospects').where('email', '=', 'nuit@exemple.fr').execute();
    }
  });

  it('answers the trend through the API', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/trends', headers: { 'x-api-key': admin.token } });
    expect(response.statusCode).toBe(200);
    expect(response.json().days).toHaveLength(30);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/trends' })).statusCode).toBe(401);
  });
});
