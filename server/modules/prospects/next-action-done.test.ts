import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipelineMessages } from '../../../domain/prospects/prospect-schema';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import { createAndLogin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { prospectsTestApp } from './prospects-fixtures';

describe.each(databaseKinds)('a next action marked as done on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let ids: number[];

  const done = (id: number, who: AdminCredentials = admin) => ctx.app.inject({ method: 'POST', url: `/api/admin/prospects/${id}/next-action/done`, headers: { 'x-api-key': who.token } });
  const timeline = async (id: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/${id}/timeline`, headers: { 'x-api-key': admin.token } })).json().entries as Array<{ kind: string; detail: string; author: string | null }>;

  beforeAll(async () => {
    ({ ctx, admin, ids } = await prospectsTestApp(kind, [
      { nom: 'Faite', nextActionAt: '2026-12-01', nextActionLabel: 'Envoyer le devis', owner: 'admin' },
      { nom: 'Sans libellé', nextActionAt: '2026-12-02' },
      { nom: 'Deux clics', nextActionAt: '2026-12-03', nextActionLabel: 'Rappeler' },
      { nom: 'Rien de prévu' },
    ]));
  });
  afterAll(() => ctx.close());

  it('clears the action and writes it in the history as done, by whom', async () => {
    const response = await done(ids[0]!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Action faite : Envoyer le devis (prévue le 01/12/2026)');
    expect(response.json().prospect).toMatchObject({ next_action_at: null, next_action_label: '', owner: 'admin' });
    expect((await timeline(ids[0]!))[0]).toMatchObject({ kind: 'next-action', detail: 'Action faite : Envoyer le devis (prévue le 01/12/2026)', author: 'admin' });
    expect((await done(ids[1]!)).json().message).toBe('Action faite : action prévue (prévue le 02/12/2026)');
  });

  it('completes an action once when two clicks arrive together', async () => {
    const answers = await Promise.all([done(ids[2]!), done(ids[2]!)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(pipelineMessages.noActionToComplete);
    expect((await timeline(ids[2]!)).filter((entry) => entry.detail.startsWith('Action faite'))).toHaveLength(1);
  });

  it('refuses in French a deal without an action, an unknown one and a reader, changing nothing', async () => {
    const none = await done(ids[3]!);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(pipelineMessages.noActionToComplete);
    const unknown = await done(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(prospectMessages.notFound);
    const reader = await createAndLogin(ctx, admin, 'lectrice', ['ROLE_USER']);
    await ctx.db.updateTable('prospects').set({ nextActionAt: '2026-12-04', nextActionLabel: 'Relancer' }).where('id', '=', ids[3]!).execute();
    expect((await done(ids[3]!, reader)).statusCode).toBe(403);
    const kept = await ctx.db.selectFrom('prospects').select(['nextActionAt', 'nextActionLabel']).where('id', '=', ids[3]!).executeTakeFirstOrThrow();
    expect(kept).toEqual({ nextActionAt: '2026-12-04', nextActionLabel: 'Relancer' });
  });
});
