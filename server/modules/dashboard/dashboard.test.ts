import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppAsAdmin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { requestsRepository } from '../requests/repository';

describe.each(databaseKinds)('dashboard and system statistics on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  beforeAll(async () => ({ ctx, admin } = await buildTestAppAsAdmin(kind)));
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-api-key': admin.token } });

  it('counts users, prospects and chatbot requests and lists the 5 newest activities of every kind', async () => {
    const requests = requestsRepository(ctx.db);
    const requestIds: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      requestIds.push(await requests.insert({ source: i % 2 ? 'contact' : 'callback', name: `Lead ${i}`, email: 'a@b.fr', phone: '', company: 'ACME', preferredTime: null, notes: '' }));
    }
    const later = new Date(Date.now() + 60_000).toISOString();
    const prospect = await ctx.db
      .insertInto('prospects')
      .values({ nom: 'Martin', prenom: 'Léa', email: 'lea@b.fr', telephone: '', entreprise: 'Lumen', fonction: '', source: 'site', dateAjout: later, statut: 'Lead', isContacted: 0, commentaire: '', leadScore: null, leadBand: null, details: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 3; i += 1) {
      await ctx.db.insertInto('chatbotRequests').values({ query: 'q', page: '/', source: 'api', responseTimeMs: 10, tokens: 5, createdAt: later }).execute();
    }
    const body = (await get('/api/admin/dashboard')).json();
    expect(body.stats).toEqual({ users: 1, prospects: 1, chatbotRequests: 3 });
    expect(body.recentActivity).toHaveLength(5);
    // Each entry names the record it opens: the prospect, else the request.
    expect(body.recentActivity[0]).toEqual({ kind: 'prospect', id: prospect.id, name: 'Léa Martin', detail: 'Lumen', createdAt: later });
    expect(body.recentActivity.map((a: { kind: string }) => a.kind)).toEqual(expect.arrayContaining(['contact', 'callback']));
    const leads = body.recentActivity.slice(1) as Array<{ kind: string; id: number; name: string }>;
    expect(leads.map((a) => [a.id, a.kind, a.name])).toEqual([3, 2, 1, 0].map((i) => [requestIds[i], i % 2 ? 'contact' : 'callback', `Lead ${i}`]));
  });

  it('reports real figures of this machine', async () => {
    const body = (await get('/api/admin/system-stats')).json();
    expect(body).toMatchObject({ success: true, users: 1, dbStatus: 'connected', apiKeys: 1, blockedIPs: 0 });
    const { cpu, memory, disk } = body.resources;
    expect(cpu.load).toHaveLength(3);
    expect(cpu.usage).toBeGreaterThanOrEqual(0);
    expect(cpu.usage).toBeLessThanOrEqual(100);
    expect(memory.total).toBeGreaterThan(memory.used);
    expect(memory.used).toBeGreaterThan(0);
    expect(disk.total).toBeGreaterThan(0);
    expect(body.serverInfo['base_de_données']).toBe(kind === 'postgres' ? 'PostgreSQL' : 'SQLite');
  });

  it('starts and stops the shared system monitor', async () => {
    expect((await get('/api/admin/system-monitor/status')).json()).toEqual({ success: true, status: { running: false } });
    const post = (action: string) => ctx.app.inject({ method: 'POST', url: `/api/admin/system-monitor/${action}`, headers: admin.cookieWrite });
    expect((await post('start')).json()).toEqual({ success: true, message: 'Monitoring démarré' });
    expect((await get('/api/admin/system-monitor/status')).json().status.running).toBe(true);
    await post('start');
    expect((await post('stop')).json().message).toBe('Monitoring arrêté');
    expect((await get('/api/admin/system-monitor/status')).json().status.running).toBe(false);
  });
});
