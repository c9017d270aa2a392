import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipelineMessages } from '../../../domain/prospects/prospect-schema';
import type { AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { prospectsTestApp } from './prospects-fixtures';

describe.each(databaseKinds)('a next action at an hour on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let ids: number[];

  const edit = (id: number, body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: `/api/admin/prospects/${id}`, headers: { 'x-api-key': admin.token }, payload: { email: 'paul.durand@exemple.fr', statut: 'Lead', ...body } });
  const stored = (id: number) => ctx.db.selectFrom('prospects').select(['nextActionAt', 'nextActionLabel', 'nextActionTime']).where('id', '=', id).executeTakeFirstOrThrow();
  const history = async (id: number) =>
    ((await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/${id}/timeline`, headers: { 'x-api-key': admin.token } })).json().entries as Array<{ detail: string }>).map(
      (entry) => entry.detail,
    );

  beforeAll(async () => {
    ({ ctx, admin, ids } = await prospectsTestApp(kind, [{ nom: 'Horaire' }, { nom: 'Refus' }, { nom: 'Faite' }]));
  });
  afterAll(() => ctx.close());

  it('stores the hour sent with the day, answers it and writes it in the history', async () => {
    const response = await edit(ids[0]!, { next_action_at: '2026-12-01', next_action_time: '14:30', next_action_label: 'Rappeler' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(ids[0]!)).toEqual({ nextActionAt: '2026-12-01', nextActionLabel: 'Rappeler', nextActionTime: '14:30' });
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/${ids[0]}`, headers: { 'x-api-key': admin.token } });
    expect(listed.json().prospect).toMatchObject({ next_action_at: '2026-12-01', next_action_time: '14:30', next_action_label: 'Rappeler' });
    expect((await history(ids[0]!))[0]).toBe('Prochaine action le 2026-12-01 à 14 h 30 : Rappeler');
  });

  it('keeps the hour an edit leaves out while the day stays, and drops it when the day changes or goes', async () => {
    expect((await edit(ids[0]!, { next_action_at: '2026-12-01', next_action_label: 'Rappeler après le devis' })).statusCode).toBe(200);
    expect((await stored(ids[0]!)).nextActionTime).toBe('14:30');
    expect((await edit(ids[0]!, { commentaire: 'Sans toucher à l’action' })).statusCode).toBe(200);
    expect((await stored(ids[0]!)).nextActionTime).toBe('14:30');
    expect((await edit(ids[0]!, { next_action_at: '2026-12-02' })).statusCode).toBe(200);
    expect(await stored(ids[0]!)).toEqual({ nextActionAt: '2026-12-02', nextActionLabel: 'Rappeler après le devis', nextActionTime: null });
    expect((await edit(ids[0]!, { next_action_time: '09:00' })).statusCode).toBe(200);
    expect((await stored(ids[0]!)).nextActionTime).toBe('09:00');
    expect((await history(ids[0]!))[0]).toBe('Prochaine action le 2026-12-02 à 9 h : Rappeler après le devis');
    expect((await edit(ids[0]!, { next_action_time: '' })).statusCode).toBe(200);
    expect((await stored(ids[0]!)).nextActionTime).toBeNull();
    expect((await edit(ids[0]!, { next_action_time: '10:00', next_action_at: null })).statusCode).toBe(200);
    expect(await stored(ids[0]!)).toMatchObject({ nextActionAt: null, nextActionTime: null });
  });

  it('refuses in French an hour that is not one, changing nothing', async () => {
    await edit(ids[1]!, { next_action_at: '2026-12-03', next_action_time: '11:00', next_action_label: 'Démo' });
    for (const wrong of ['24:00', '11h', '11:00:00', 1100]) {
      const refused = await edit(ids[1]!, { next_action_at: '2026-12-04', next_action_time: wrong });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ next_action_time: pipelineMessages.nextActionTime });
    }
    expect(await stored(ids[1]!)).toEqual({ nextActionAt: '2026-12-03', nextActionLabel: 'Démo', nextActionTime: '11:00' });
  });

  it('says the hour of an action marked as done, and clears it', async () => {
    await edit(ids[2]!, { next_action_at: '2026-12-05', next_action_time: '16:45', next_action_label: 'Signer' });
    const done = await ctx.app.inject({ method: 'POST', url: `/api/admin/prospects/${ids[2]}/next-action/done`, headers: { 'x-api-key': admin.token } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Action faite : Signer (prévue le 05/12/2026 à 16 h 45)');
    expect(done.json().prospect).toMatchObject({ next_action_at: null, next_action_time: null });
    expect(await stored(ids[2]!)).toEqual({ nextActionAt: null, nextActionLabel: '', nextActionTime: null });
  });
});
