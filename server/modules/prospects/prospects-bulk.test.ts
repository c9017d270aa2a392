import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prospectBulkMessages } from '../../../domain/prospects/prospect-bulk';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import { pipelineMessages } from '../../../domain/prospects/prospect-schema';
import { lostReasonMessages } from '../../../domain/prospects/lost-reasons';
import { buildTestAppWithReader, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { activitiesRepository } from './activities-repository';
import { insertProspects } from './prospects-fixtures';
import { prospectsRepository } from './repository';

describe.each(databaseKinds)('prospects bulk edit on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;

  beforeAll(async () => {
    ({ ctx, admin, reader } = await buildTestAppWithReader(kind, 'lecteur-prospects-lot'));
  });
  afterAll(() => ctx.close());

  const add = (count: number) => insertProspects(ctx.db, Array.from({ length: count }, (_, i) => ({ nom: `Lot${i}`, email: `lot${i}.${Date.now()}@exemple.fr`, statut: 'Lead' })));
  const bulk = (payload: object, who: AdminCredentials = admin) => ctx.app.inject({ method: 'POST', url: '/api/admin/prospects/bulk', headers: who.cookieWrite, payload });
  const row = (id: number) => prospectsRepository(ctx.db).findById(id);

  it('moves a selection to one status, each change in its timeline, and names the ids not found', async () => {
    const [a, b] = await add(2);
    const response = await bulk({ ids: [a, b, 999_999], action: 'status', statut: 'Qualifié' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: '2 prospects dans « Qualifié » ; 1 introuvable', changed: [a, b], skipped: [999_999] });
    for (const id of [a!, b!]) {
      expect((await row(id))?.statut).toBe('Qualifié');
      expect(await activitiesRepository(ctx.db).ofProspect(id)).toEqual([expect.objectContaining({ kind: 'status', author: 'admin' })]);
    }
  });

  it('marks a selection lost as the board does, without a reason', async () => {
    const [a] = await add(1);
    expect((await bulk({ ids: [a], action: 'status', statut: 'Inactif' })).json().message).toBe('1 prospect dans « Inactif »');
    expect(await row(a!)).toMatchObject({ statut: 'Inactif', lostReason: null, lostAt: expect.any(String) });
  });

  it('marks a selection lost with the reason given, each timeline saying it, as the board does for one', async () => {
    const ids = await add(2);
    const response = await bulk({ ids, action: 'status', statut: 'Inactif', lost_reason: 'Budget insuffisant' });
    expect(response.json().message).toBe('2 prospects dans « Inactif »');
    for (const id of ids) expect(await row(id)).toMatchObject({ statut: 'Inactif', lostReason: 'Budget insuffisant', lostAt: expect.any(String) });
    const single = await ctx.app.inject({ method: 'GET', url: '/api/admin/prospects/lost-reasons', headers: { 'x-api-key': admin.token } });
    expect(single.json().reasons).toEqual(expect.arrayContaining([expect.objectContaining({ reason: 'Budget insuffisant', count: expect.any(Number) })]));
  });

  it('gives a selection to a user of the back-office, then to nobody', async () => {
    const ids = await add(2);
    expect((await bulk({ ids, action: 'owner', owner: 'admin' })).json().message).toBe('2 prospects confiés à admin');
    for (const id of ids) expect((await row(id))?.owner).toBe('admin');
    expect((await activitiesRepository(ctx.db).ofProspect(ids[0]!)).map((entry) => entry.kind)).toEqual(['owner']);
    expect((await bulk({ ids: ids.slice(0, 1), action: 'owner', owner: null })).json().message).toBe('1 prospect sans responsable');
    expect((await row(ids[0]!))?.owner).toBeNull();
  });

  it('puts a label on a selection once each, leaves a deal already holding five as it is, and keeps their last change', async () => {
    const [a, b, full] = await add(3);
    await prospectsRepository(ctx.db).setLabels(b!, ['salon lyon']);
    await prospectsRepository(ctx.db).setLabels(full!, ['un', 'deux', 'trois', 'quatre', 'cinq']);
    const before = (await row(a!))?.updatedAt;

    const response = await bulk({ ids: [a, b, full, 999_999], action: 'label', label: '  Relance  Q4 ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Étiquette « relance q4 » sur 2 prospects ; 2 introuvables ou portant déjà 5 étiquettes, laissés tels quels',
      changed: [a, b],
      skipped: [full, 999_999],
    });
    expect((await row(a!))?.labels).toBe(',relance q4,');
    expect((await row(b!))?.labels).toBe(',salon lyon,relance q4,');
    expect((await row(full!))?.labels).toBe(',un,deux,trois,quatre,cinq,');
    expect((await row(a!))?.updatedAt).toBe(before);
    expect(await activitiesRepository(ctx.db).ofProspect(a!)).toEqual([]);

    // Again: a deal that carries it already keeps it once, and counts as labelled.
    expect((await bulk({ ids: [a, b], action: 'label', label: 'relance q4' })).json()).toMatchObject({ changed: [a, b], skipped: [] });
    expect((await row(b!))?.labels).toBe(',salon lyon,relance q4,');
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/admin/prospects?label=relance%20q4', headers: { 'x-api-key': admin.token } });
    expect(listed.json().prospects.map((prospect: { id: number }) => prospect.id).sort()).toEqual([a, b].sort());
  });

  it('takes a label off a selection, the others kept, and names only the ids not found', async () => {
    const [a, b, bare] = await add(3);
    await prospectsRepository(ctx.db).setLabels(a!, ['relance']);
    await prospectsRepository(ctx.db).setLabels(b!, ['devis', 'relance', 'urgent']);

    const response = await bulk({ ids: [a, b, bare, 999_999], action: 'unlabel', label: 'Relance' });
    expect(response.json()).toMatchObject({ message: 'Étiquette « relance » retirée de 3 prospects ; 1 introuvable', changed: [a, b, bare], skipped: [999_999] });
    expect((await row(a!))?.labels).toBe('');
    expect((await row(b!))?.labels).toBe(',devis,urgent,');
    expect((await row(bare!))?.labels).toBe('');
  });

  it('gives a selection one next action, each in its timeline, then clears it, and names the ids not found', async () => {
    const [a, b] = await add(2);
    const response = await bulk({ ids: [a, b, 999_999], action: 'next_action', next_action_at: '2026-12-07', next_action_label: '  Relancer après le salon ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Prochaine action le 07/12/2026 pour 2 prospects ; 1 introuvable', changed: [a, b], skipped: [999_999] });
    for (const id of [a!, b!]) {
      expect(await row(id)).toMatchObject({ nextActionAt: '2026-12-07', nextActionLabel: 'Relancer après le salon' });
      expect(await activitiesRepository(ctx.db).ofProspect(id)).toEqual([
        expect.objectContaining({ kind: 'next-action', detail: 'Prochaine action le 2026-12-07 : Relancer après le salon', author: 'admin' }),
      ]);
    }

    // At an hour (docs/decisions/0476-next-action-time.md): said in the answer and the history.
    const timed = await bulk({ ids: [b], action: 'next_action', next_action_at: '2026-12-08', next_action_time: '09:30', next_action_label: 'Appeler' });
    expect(timed.json().message).toBe('Prochaine action le 08/12/2026 à 9 h 30 pour 1 prospect');
    expect(await row(b!)).toMatchObject({ nextActionAt: '2026-12-08', nextActionTime: '09:30', nextActionLabel: 'Appeler' });
    expect((await activitiesRepository(ctx.db).ofProspect(b!))[0]).toMatchObject({ detail: 'Prochaine action le 2026-12-08 à 9 h 30 : Appeler' });
    const untimed = await bulk({ ids: [b], action: 'next_action', next_action_at: '2026-12-08', next_action_label: 'Appeler' });
    expect(untimed.json().message).toBe('Prochaine action le 08/12/2026 pour 1 prospect');
    expect(await row(b!)).toMatchObject({ nextActionTime: null });

    const cleared = await bulk({ ids: [a], action: 'next_action', next_action_at: null });
    expect(cleared.json().message).toBe('1 prospect sans prochaine action');
    expect(await row(a!)).toMatchObject({ nextActionAt: null, nextActionLabel: '' });
    expect((await activitiesRepository(ctx.db).ofProspect(a!))[0]).toMatchObject({ kind: 'next-action', detail: 'Prochaine action retirée' });
  });

  it('deletes a selection in one action, each timeline and e-mail with it, and names the ids not found', async () => {
    const [a, b, kept] = await add(3);
    await bulk({ ids: [a], action: 'status', statut: 'Qualifié' });
    await ctx.db
      .insertInto('prospectEmails')
      .values({ prospectId: b!, author: 'admin', recipient: 'lot@exemple.fr', subject: 'Devis', body: 'Bonjour', delivery: 'logged', createdAt: new Date().toISOString() })
      .execute();

    const response = await bulk({ ids: [a, b, 999_999], action: 'delete' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: '2 prospects supprimés ; 1 introuvable', changed: [a, b], skipped: [999_999] });
    expect(await row(a!)).toBeUndefined();
    expect(await row(b!)).toBeUndefined();
    expect(await row(kept!)).toMatchObject({ id: kept });
    expect(await activitiesRepository(ctx.db).ofProspect(a!)).toEqual([]);
    expect(await ctx.db.selectFrom('prospectEmails').select('id').where('prospectId', '=', b!).execute()).toEqual([]);
    expect((await bulk({ ids: [kept], action: 'delete' })).json().message).toBe('1 prospect supprimé');
  });

  it.each([
    ['a label action without its label', { action: 'label' }, prospectBulkMessages.label],
    ['a next action without its day', { action: 'next_action', next_action_label: 'Rappeler' }, prospectBulkMessages.nextAction],
    ['a next action on a day the calendar lacks', { action: 'next_action', next_action_at: '2026-02-30' }, pipelineMessages.nextActionAt],
    ['a next action too long', { action: 'next_action', next_action_at: '2026-12-07', next_action_label: 'x'.repeat(121) }, pipelineMessages.nextActionLabel],
    ['a next action at an hour that is none', { action: 'next_action', next_action_at: '2026-12-07', next_action_time: '25:00' }, pipelineMessages.nextActionTime],
    ['a label the rule refuses', { action: 'unlabel', label: 'a,b' }, prospectBulkMessages.label],
    ['an unknown owner', { action: 'owner', owner: 'inconnu-ici' }, pipelineMessages.unknownOwner],
    ['a status without its name', { action: 'status' }, prospectBulkMessages.statut],
    ['an unknown status', { action: 'status', statut: 'Archivé' }, prospectMessages.chooseStatus],
    ['an owner change without an owner', { action: 'owner' }, prospectBulkMessages.owner],
    ['an unknown action', { action: 'archive' }, prospectBulkMessages.action],
    ['an id beyond what a table holds', { ids: [2_147_483_648], action: 'status', statut: 'Qualifié' }, prospectBulkMessages.ids],
    ['a lost reason with another status', { action: 'status', statut: 'Qualifié', lost_reason: 'Autre' }, lostReasonMessages.notLost],
    ['an unknown lost reason', { action: 'status', statut: 'Inactif', lost_reason: 'Trop cher' }, lostReasonMessages.unknown],
  ])('refuses %s in French and changes nothing', async (_, payload, message) => {
    const [id] = await add(1);
    const response = await bulk({ ids: [id], ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await row(id!)).toMatchObject({ statut: 'Lead', owner: null, labels: '', nextActionAt: null });
  });

  it('refuses an empty or oversize selection, and a reader', async () => {
    expect((await bulk({ ids: [], action: 'status', statut: 'Client' })).json().message).toBe(prospectBulkMessages.ids);
    expect((await bulk({ ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'status', statut: 'Client' })).statusCode).toBe(400);
    const [id] = await add(1);
    expect((await bulk({ ids: [id], action: 'status', statut: 'Client' }, reader)).statusCode).toBe(403);
    expect((await bulk({ ids: [id], action: 'delete' }, reader)).statusCode).toBe(403);
    expect((await row(id!))?.statut).toBe('Lead');
  });
});
