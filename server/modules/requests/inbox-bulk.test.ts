import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkMessages } from '../../../domain/inbox-bulk';
import { conversationMessages } from '../../../domain/inbox';
import { buildTestAppWithReader, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { requestsRepository } from './repository';

describe.each(databaseKinds)('inbox bulk actions on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;

  beforeAll(async () => {
    ({ ctx, admin, reader } = await buildTestAppWithReader(kind, 'lecteur-lot'));
  });
  afterAll(() => ctx.close());

  const add = (name: string) =>
    requestsRepository(ctx.db).insert({ source: 'contact', name, email: 'lot@exemple.fr', phone: 'Non fourni', company: 'ACME', notes: '', preferredTime: null });
  const bulk = (payload: unknown, who: AdminCredentials = admin) => ctx.app.inject({ method: 'POST', url: '/api/admin/callback-requests/bulk', headers: who.cookieWrite, payload: payload as object });
  const row = (id: number) => requestsRepository(ctx.db).findById(id);

  it('processes the pending ones of a selection in one action, and leaves those already handled as they are', async () => {
    const [a, b, done] = [await add('Lot A'), await add('Lot B'), await add('Lot traite')];
    await ctx.db.updateTable('callbackRequests').set({ status: 'cancelled', processedBy: 'collegue' }).where('id', '=', done).execute();
    await ctx.db.updateTable('callbackRequests').set({ snoozedUntil: new Date(Date.now() + 3_600_000).toISOString() }).where('id', '=', b).execute();

    const response = await bulk({ ids: [a, b, done, a], action: 'complete' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: '2 demandes marquées comme traitées ; 1 déjà traitée ou annulée, laissée telle quelle',
      changed: [a, b],
      skipped: [done],
    });
    expect(await row(a)).toMatchObject({ status: 'completed', processedBy: 'admin', snoozedUntil: null });
    expect((await row(a))?.firstAnsweredAt).toEqual(expect.any(String));
    expect(await row(b)).toMatchObject({ status: 'completed', snoozedUntil: null });
    expect(await row(done)).toMatchObject({ status: 'cancelled', processedBy: 'collegue' });
  });

  it('cancels a selection', async () => {
    const ids = [await add('Spam 1'), await add('Spam 2')];
    const response = await bulk({ ids, action: 'cancel' });
    expect(response.json()).toMatchObject({ message: '2 demandes annulées', changed: ids, skipped: [] });
    for (const id of ids) expect((await row(id))?.status).toBe('cancelled');
  });

  it('assigns a selection to a user of the back-office, or to nobody, and names the unknown ids', async () => {
    const ids = [await add('Assigner 1'), await add('Assigner 2')];
    const assigned = await bulk({ ids: [...ids, 999_999], action: 'assign', username: 'admin' });
    expect(assigned.json()).toMatchObject({ message: '2 demandes assignées à admin ; 1 introuvable', changed: ids, skipped: [999_999] });
    for (const id of ids) expect((await row(id))?.assignee).toBe('admin');
    const cleared = await bulk({ ids: ids.slice(0, 1), action: 'assign', username: null });
    expect(cleared.json().message).toBe('1 demande désassignée');
    expect((await row(ids[0]!))?.assignee).toBeNull();

    const unknown = await bulk({ ids, action: 'assign', username: 'personne-ici' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(conversationMessages.unknownAssignee);
    expect((await row(ids[1]!))?.assignee).toBe('admin');
  });

  it.each([
    ['no id', { ids: [], action: 'complete' }, bulkMessages.ids],
    ['too many ids', { ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'complete' }, bulkMessages.ids],
    ['ids that are not numbers', { ids: ['1', '2'], action: 'complete' }, bulkMessages.ids],
    ['an unknown action', { ids: [1], action: 'delete' }, bulkMessages.action],
    ['an assignment without a user', { ids: [1], action: 'assign' }, bulkMessages.username],
  ])('refuses %s in French and changes nothing', async (_, payload, message) => {
    const id = await add('Intact');
    const response = await bulk({ ...payload, ids: (payload.ids as unknown[]).length === 1 ? [id] : payload.ids });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(await row(id)).toMatchObject({ status: 'pending', assignee: null });
  });

  it('is an admin write: a reader is refused and nothing changes', async () => {
    const id = await add('Lecture');
    const refused = await bulk({ ids: [id], action: 'complete' }, reader);
    expect(refused.statusCode).toBe(403);
    expect((await row(id))?.status).toBe('pending');
  });
});
