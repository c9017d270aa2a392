import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisToday } from '../../../domain/paris-time';
import { followUpDigestMail } from '../../../domain/notifications/follow-up-digest';
import { pipelineMessages } from '../../../domain/prospects/prospect-schema';
import type { AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { nextActionsCalendar } from './calendar-feed';
import { prospectsTestApp } from './prospects-fixtures';

// The kind of a next action, as Pipedrive's activity types (docs/decisions/0488-next-action-types.md).
describe.each(databaseKinds)('a next action’s kind on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let ids: number[];
  const today = parisToday();

  const edit = (id: number, body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: `/api/admin/prospects/${id}`, headers: { 'x-api-key': admin.token }, payload: { email: 'paul.durand@exemple.fr', statut: 'Lead', ...body } });
  const stored = (id: number) => ctx.db.selectFrom('prospects').select(['nextActionAt', 'nextActionLabel', 'nextActionType']).where('id', '=', id).executeTakeFirstOrThrow();
  const history = async (id: number) =>
    ((await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/${id}/timeline`, headers: { 'x-api-key': admin.token } })).json().entries as Array<{ detail: string }>).map(
      (entry) => entry.detail,
    );

  beforeAll(async () => {
    ({ ctx, admin, ids } = await prospectsTestApp(kind, [
      { nom: 'Appel', prenom: 'Paul', owner: 'admin' },
      { nom: 'Refus' },
      { nom: 'Faite' },
      { nom: 'Lot' },
      { nom: 'Lot' },
    ]));
  });
  afterAll(() => ctx.close());

  it('stores the kind sent with the action, answers it and writes it in the history before the label', async () => {
    const response = await edit(ids[0]!, { next_action_at: '2026-12-01', next_action_type: 'appel', next_action_label: 'Rappeler pour le devis' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(ids[0]!)).toEqual({ nextActionAt: '2026-12-01', nextActionLabel: 'Rappeler pour le devis', nextActionType: 'appel' });
    const read = await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/${ids[0]}`, headers: { 'x-api-key': admin.token } });
    expect(read.json().prospect).toMatchObject({ next_action_type: 'appel', next_action_label: 'Rappeler pour le devis' });
    expect((await history(ids[0]!))[0]).toBe('Prochaine action le 2026-12-01 : Appel · Rappeler pour le devis');
  });

  it('keeps the kind an edit leaves out, even on a new day, and drops it when cleared or with the action', async () => {
    expect((await edit(ids[0]!, { commentaire: 'Sans toucher à l’action' })).statusCode).toBe(200);
    expect((await stored(ids[0]!)).nextActionType).toBe('appel');
    expect((await edit(ids[0]!, { next_action_at: '2026-12-02' })).statusCode).toBe(200);
    expect((await stored(ids[0]!)).nextActionType).toBe('appel');
    expect((await edit(ids[0]!, { next_action_type: 'reunion' })).statusCode).toBe(200);
    expect((await history(ids[0]!))[0]).toBe('Prochaine action le 2026-12-02 : Réunion · Rappeler pour le devis');
    expect((await edit(ids[0]!, { next_action_type: '' })).statusCode).toBe(200);
    expect((await stored(ids[0]!)).nextActionType).toBeNull();
    expect((await edit(ids[0]!, { next_action_type: 'tache', next_action_at: null })).statusCode).toBe(200);
    expect(await stored(ids[0]!)).toMatchObject({ nextActionAt: null, nextActionType: null });
  });

  it('refuses in French a kind it does not know, changing nothing', async () => {
    await edit(ids[1]!, { next_action_at: '2026-12-03', next_action_type: 'email', next_action_label: 'Envoyer la proposition' });
    for (const wrong of ['Appel', 'visio', 3, true]) {
      const refused = await edit(ids[1]!, { next_action_at: '2026-12-04', next_action_type: wrong });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ next_action_type: pipelineMessages.nextActionType });
    }
    expect(pipelineMessages.nextActionType).toContain('« appel » (appel)');
    expect(await stored(ids[1]!)).toEqual({ nextActionAt: '2026-12-03', nextActionLabel: 'Envoyer la proposition', nextActionType: 'email' });
  });

  it('names the kind of an action marked as done, and clears it', async () => {
    await edit(ids[2]!, { next_action_at: '2026-12-05', next_action_type: 'reunion', next_action_label: 'Signer' });
    const done = await ctx.app.inject({ method: 'POST', url: `/api/admin/prospects/${ids[2]}/next-action/done`, headers: { 'x-api-key': admin.token } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Action faite : Réunion · Signer (prévue le 05/12/2026)');
    expect(done.json().prospect).toMatchObject({ next_action_at: null, next_action_type: null });
    expect((await stored(ids[2]!)).nextActionType).toBeNull();
  });

  it('gives a selection one kind of action through the bulk bar, and an e-mail’s follow-up none', async () => {
    const bulk = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/prospects/bulk',
      headers: { 'x-api-key': admin.token },
      payload: { ids: [ids[3], ids[4]], action: 'next_action', next_action_at: '2026-12-07', next_action_type: 'dejeuner', next_action_label: 'Après le salon' },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await stored(ids[3]!)).nextActionType).toBe('dejeuner');
    expect((await history(ids[4]!))[0]).toBe('Prochaine action le 2026-12-07 : Déjeuner · Après le salon');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/prospects/bulk',
      headers: { 'x-api-key': admin.token },
      payload: { ids: [ids[3]], action: 'next_action', next_action_at: '2026-12-08', next_action_type: 'fete' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await stored(ids[3]!)).nextActionAt).toBe('2026-12-07');
    // Planned without a kind, a new action does not inherit the one it replaces.
    await ctx.app.inject({ method: 'POST', url: '/api/admin/prospects/bulk', headers: { 'x-api-key': admin.token }, payload: { ids: [ids[3]], action: 'next_action', next_action_at: '2026-12-09' } });
    expect((await stored(ids[3]!)).nextActionType).toBeNull();
  });

  it('shows the kind in the reader’s day, their calendar and the morning digest', async () => {
    await edit(ids[0]!, { next_action_at: today, next_action_type: 'appel', next_action_label: 'Rappeler pour le devis' });
    const day = (await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { 'x-api-key': admin.token } })).json().myDay;
    expect(day.items).toContainEqual(expect.objectContaining({ kind: 'action', id: ids[0], what: 'Appel · Rappeler pour le devis', actionType: 'appel' }));
    const calendar = await nextActionsCalendar(ctx.db, 'admin', 'https://agence.example.fr');
    expect(calendar.replace(/\r\n[ \t]/g, '')).toContain('SUMMARY:Appel · Rappeler pour le devis · Paul Appel (Durand SA)');
    const read = (await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/${ids[0]}`, headers: { 'x-api-key': admin.token } })).json().prospect;
    const digest = followUpDigestMail({ day: today, followUps: [read], total: 1, overdueTotal: 0, publicUrl: 'https://agence.example.fr', hour: 8 });
    expect(digest.text).toContain('- Paul Appel (Durand SA) : Appel · Rappeler pour le devis · Responsable : admin');
  });
});
