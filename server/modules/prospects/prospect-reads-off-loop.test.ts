import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppAsAdmin, type AdminCredentials } from '../../test/admin-login';
import type { TestContext } from '../../test/helper';
import { insertProspects } from './prospects-fixtures';

/**
 * The admin reads that sum or group the whole base go through the checkpoint worker's connection
 * (docs/decisions/0505-board-sums-off-the-event-loop.md), and give the same answer on the server's when it is gone.
 */
describe('prospect reads over the whole base, off the event loop', () => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  beforeAll(async () => {
    ({ ctx, admin } = await buildTestAppAsAdmin('sqlite'));
    const now = new Date().toISOString();
    await insertProspects(ctx.db, [
      { nom: 'Perdu', email: 'meme@exemple.fr', statut: 'Inactif', lostReason: 'Budget insuffisant', lostAt: now, estimatedValue: 3000 },
      { nom: 'Double', email: 'MEME@exemple.fr', statut: 'Lead' },
      { nom: 'Seul', email: 'seul@exemple.fr', statut: 'Lead' },
    ]);
  });
  afterAll(() => ctx.close());

  it.each(['/api/admin/prospects/lost-reasons', '/api/admin/prospects/duplicate-groups', '/api/admin/dashboard/trends'])('%s', async (url) => {
    const read = async () => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { 'x-api-key': admin.token } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const all = ctx.db.readAllOffLoop!;
    let asked = 0;
    try {
      ctx.db.readAllOffLoop = (text, parameters) => ((asked += 1), all(text, parameters));
      const offLoop = await read();
      expect(asked).toBeGreaterThan(0);
      ctx.db.readAllOffLoop = () => Promise.reject(new Error('le fil de lecture SQLite est arrêté'));
      expect(await read()).toEqual(offLoop);
    } finally {
      ctx.db.readAllOffLoop = all;
    }
  });

  it('finds what the base holds', async () => {
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-api-key': admin.token } }).then((response) => response.json());
    expect((await get('/api/admin/prospects/lost-reasons')).total).toBe(1);
    expect((await get('/api/admin/prospects/duplicate-groups')).total).toBe(1);
  });
});
