import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkMessages } from '../../../domain/inbox-bulk';
import { conversationMessages } from '../../../domain/inbox';
import { snoozeDateText } from '../../../domain/inbox-snooze';
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

  it('puts a label on a selection, once each, leaves a request already holding five labels as it is, and names it', async () => {
    const [a, b, full] = [await add('Etiquette A'), await add('Etiquette B'), await add('Etiquette pleine')];
    await requestsRepository(ctx.db).setLabels(b, ['devis', 'urgent']);
    await requestsRepository(ctx.db).setLabels(full, ['un', 'deux', 'trois', 'quatre', 'cinq']);

    const response = await bulk({ ids: [a, b, full, 999_999], action: 'label', label: '  Site  Vitrine ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Étiquette « site vitrine » sur 2 demandes ; 2 introuvables ou portant déjà 5 étiquettes, laissées telles quelles',
      changed: [a, b],
      skipped: [full, 999_999],
    });
    expect((await row(a))?.labels).toBe(',site vitrine,');
    expect((await row(b))?.labels).toBe(',devis,urgent,site vitrine,');
    expect((await row(full))?.labels).toBe(',un,deux,trois,quatre,cinq,');

    // Again: a request that carries it already keeps it once.
    const again = await bulk({ ids: [a], action: 'label', label: 'site vitrine' });
    expect(again.json()).toMatchObject({ message: 'Étiquette « site vitrine » sur 1 demande', changed: [a], skipped: [] });
    expect((await row(a))?.labels).toBe(',site vitrine,');
    const filtered = await ctx.app.inject({ method: 'GET', url: '/api/admin/callback-requests?label=site%20vitrine', headers: admin.cookieWrite });
    expect(filtered.json().callbackRequests.map((request: { id: number }) => request.id).sort()).toEqual([a, b].sort());
  });

  it('takes a label off a selection and keeps the others', async () => {
    const [a, b, none] = [await add('Retirer A'), await add('Retirer B'), await add('Retirer rien')];
    await requestsRepository(ctx.db).setLabels(a, ['relance']);
    await requestsRepository(ctx.db).setLabels(b, ['devis', 'relance', 'urgent']);

    const response = await bulk({ ids: [a, b, none, 999_998], action: 'unlabel', label: 'Relance' });
    expect(response.json()).toMatchObject({ message: 'Étiquette « relance » retirée de 3 demandes ; 1 introuvable', changed: [a, b, none], skipped: [999_998] });
    expect((await row(a))?.labels).toBe('');
    expect((await row(b))?.labels).toBe(',devis,urgent,');
    expect((await row(none))?.labels).toBe('');
  });

  it('sets the pending ones of a selection aside until one moment, then brings them back, and leaves the handled ones', async () => {
    const [a, b, done] = [await add('Report A'), await add('Report B'), await add('Report traite')];
    await ctx.db.updateTable('callbackRequests').set({ status: 'completed' }).where('id', '=', done).execute();
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();

    const response = await bulk({ ids: [a, b, done, 999_997], action: 'snooze', until });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: `2 demandes reportées jusqu’au ${snoozeDateText(until)} ; 2 déjà traitées ou annulées, laissées telles quelles`,
      changed: [a, b],
      skipped: [done, 999_997],
    });
    expect(await row(a)).toMatchObject({ status: 'pending', snoozedUntil: until });
    expect(await row(b)).toMatchObject({ snoozedUntil: until });
    expect(await row(done)).toMatchObject({ status: 'completed', snoozedUntil: null });

    const back = await bulk({ ids: [a], action: 'snooze', until: null });
    expect(back.json()).toMatchObject({ message: '1 demande revenue dans les demandes en attente', changed: [a] });
    expect((await row(a))?.snoozedUntil).toBeNull();
    expect((await row(b))?.snoozedUntil).toBe(until);
  });

  it.each([
    ['a snooze without its moment', { ids: [1], action: 'snooze' }, bulkMessages.until],
    ['a snooze in the past', { ids: [1], action: 'snooze', until: '2020-01-01T09:00:00.000Z' }, bulkMessages.until],
    ['a snooze beyond a year', { ids: [1], action: 'snooze', until: new Date(Date.now() + 400 * 86_400_000).toISOString() }, bulkMessages.until],
    ['a label action without a label', { ids: [1], action: 'label' }, bulkMessages.label],
    ['a label with a comma', { ids: [1], action: 'label', label: 'devis,urgent' }, bulkMessages.label],
    ['a label too long', { ids: [1], action: 'unlabel', label: 'x'.repeat(31) }, bulkMessages.label],
    ['no id', { ids: [], action: 'complete' }, bulkMessages.ids],
    ['too many ids', { ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'complete' }, bulkMessages.ids],
    ['ids that are not numbers', { ids: ['1', '2'], action: 'complete' }, bulkMessages.ids],
    ['an id beyond what a table holds', { ids: [1, 2_147_483_648], action: 'complete' }, bulkMessages.ids],
    ['an unknown action', { ids: [1], action: 'delete' }, bulkMessages.action],
    ['an assignment without a user', { ids: [1], action: 'assign' }, bulkMessages.username],
  ])('refuses %s in French and changes nothing', async (_, payload, message) => {
    const id = await add('Intact');
    const response = await bulk({ ...payload, ids: (payload.ids as unknown[]).length === 1 ? [id] : payload.ids });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(await row(id)).toMatchObject({ status: 'pending', assignee: null, labels: '', snoozedUntil: null });
  });

  it('is an admin write: a reader is refused and nothing changes', async () => {
    const id = await add('Lecture');
    const refused = await bulk({ ids: [id], action: 'complete' }, reader);
    expect(refused.statusCode).toBe(403);
    expect((await row(id))?.status).toBe('pending');
  });
});
