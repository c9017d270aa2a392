import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROSPECT_STATUSES } from '../../../domain/prospects/prospect-fields';
import { pipelineMessages } from '../../../domain/prospects/prospect-schema';
import { buildTestAppAsAdmin, createAndLogin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { insertProspects } from './prospects-fixtures';

describe.each(databaseKinds)('prospects as a pipeline on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  let id: number;

  beforeAll(async () => {
    ({ ctx, admin } = await buildTestAppAsAdmin(kind));
    reader = await createAndLogin(ctx, admin, 'commerciale', ['ROLE_USER']);
    [id] = (await insertProspects(ctx.db, [{ nom: 'Lefèvre', prenom: 'Anaïs', email: 'anais@exemple.fr', statut: 'Lead' }])) as [number];
  });
  afterAll(() => ctx.close());

  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, who = admin) =>
    ctx.app.inject({ method, url, headers: { 'x-api-key': who.token }, ...(payload ? { payload } : {}) });
  const base = { email: 'anais@exemple.fr', telephone: '', statut: 'Lead' };

  it('edits every field of the prospect, its owner and its next action, with the creation rules', async () => {
    const response = await send('PUT', `/api/admin/prospects/${id}`, {
      ...base,
      nom: 'Lefèvre-Martin',
      prenom: 'Anaïs',
      entreprise: 'Atelier Lumen',
      fonction: 'Directrice',
      owner: 'commerciale',
      next_action_at: '2020-01-15',
      next_action_label: 'Envoyer le devis',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().prospect).toMatchObject({
      nom: 'Lefèvre-Martin',
      entreprise: 'Atelier Lumen',
      fonction: 'Directrice',
      owner: 'commerciale',
      next_action_at: '2020-01-15',
      next_action_label: 'Envoyer le devis',
    });
    expect((await send('PUT', `/api/admin/prospects/${id}`, { ...base, nom: '' })).statusCode).toBe(400);
    const badDay = await send('PUT', `/api/admin/prospects/${id}`, { ...base, next_action_at: '15/01/2020' });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toMatch(/prochaine action/);
    const unknown = await send('PUT', `/api/admin/prospects/${id}`, { ...base, owner: 'personne' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Cet utilisateur n'existe pas dans le back-office");
    expect((await send('GET', `/api/admin/prospects/${id}`)).json().prospect.owner).toBe('commerciale');
  });

  it('moves a card to another statut and lists one board column per statut', async () => {
    const moved = await send('PUT', `/api/admin/prospects/${id}/status`, { statut: 'Qualifié' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().prospect.statut).toBe('Qualifié');
    expect((await send('PUT', `/api/admin/prospects/${id}/status`, { statut: 'Perdu' })).statusCode).toBe(400);
    const board = (await send('GET', '/api/admin/prospects/board')).json();
    expect(board.columns.map((c: { statut: string }) => c.statut)).toEqual([...PROSPECT_STATUSES]);
    const qualified = board.columns.find((c: { statut: string }) => c.statut === 'Qualifié');
    expect(qualified).toMatchObject({ total: 1, prospects: [expect.objectContaining({ id })] });
  });

  it('gathers inbox messages, replies, notes and changes in the timeline, newest first', async () => {
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Anaïs Lefèvre', email: 'anais@exemple.fr', company: '', phone: '', message: 'Où en est mon devis ?', website: '', campaign: { source: 'salon', code: 'abcd2345' } },
    });
    const requestId = contact.json().id;
    await send('POST', `/api/admin/callback-requests/${requestId}/notes`, { text: 'Client chaud' });
    await send('PUT', `/api/admin/prospects/${id}/status`, { statut: 'RDV planifié' });
    const response = await send('GET', `/api/admin/prospects/${id}/timeline`);
    expect(response.statusCode).toBe(200);
    const entries = response.json().entries as Array<{ kind: string; at: string; detail: string; author: string | null }>;
    expect(entries[0]).toMatchObject({ kind: 'status', detail: 'Qualifié → RDV planifié', author: 'admin' });
    expect(entries.map((e) => e.kind)).toEqual(expect.arrayContaining(['inbox-message', 'note', 'status', 'owner', 'next-action', 'created']));
    expect(entries.find((e) => e.kind === 'inbox-message')?.detail).toContain('Où en est mon devis ?');
    expect([...entries].sort((a, b) => b.at.localeCompare(a.at))).toEqual(entries);
    expect((await send('GET', '/api/admin/prospects/999999/timeline')).statusCode).toBe(404);
  });

  it("shows one owner's deals or those without an owner on the board, with the open deals of each view counted", async () => {
    const [mineOpen, unowned] = (await insertProspects(ctx.db, [
      { nom: 'Moi', prenom: 'Ouverte', email: 'moi.ouverte@exemple.fr', statut: 'Qualifié', owner: 'admin' },
      { nom: 'Sans', prenom: 'Responsable', email: 'sans.responsable@exemple.fr', statut: 'Lead' },
      { nom: 'Moi', prenom: 'Gagnée', email: 'moi.gagnee@exemple.fr', statut: 'Client', owner: 'admin' },
    ])) as [number, number, number];
    const cardsOf = (board: { columns: Array<{ statut: string; total: number; prospects: Array<{ id: number }> }> }) =>
      Object.fromEntries(board.columns.filter((column) => column.total > 0).map((column) => [column.statut, column.prospects.map((card) => card.id)]));

    const mine = await send('GET', '/api/admin/prospects/board?owner=mine');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(cardsOf(mine.json())).toEqual({ Qualifié: [mineOpen], Client: [expect.any(Number)] });
    // Won and lost deals are on the board but not counted: the views count the deals still to work.
    expect(mine.json().ownerCounts).toEqual({ mine: 1, unassigned: 1 });

    const theirs = (await send('GET', '/api/admin/prospects/board?owner=mine', undefined, reader)).json();
    expect(cardsOf(theirs)).toEqual({ 'RDV planifié': [id] });
    expect(theirs.ownerCounts).toEqual({ mine: 1, unassigned: 1 });
    expect(cardsOf((await send('GET', '/api/admin/prospects/board?owner=unassigned')).json())).toEqual({ Lead: [unowned] });
    expect(Object.values(cardsOf((await send('GET', '/api/admin/prospects/board')).json())).flat()).toHaveLength(4);

    // A colleague's deals (decision 0402), whatever the view asked beside.
    expect(cardsOf((await send('GET', '/api/admin/prospects/board?user=commerciale&owner=unassigned')).json())).toEqual({ 'RDV planifié': [id] });
    const unknown = await send('GET', '/api/admin/prospects/board?user=personne-ici');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(pipelineMessages.unknownOwner);

    const refused = await send('GET', '/api/admin/prospects/board?owner=tous');
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(pipelineMessages.ownerView);
  });

  it.runIf(kind === 'sqlite')("sums the board's columns and counts its views on the worker's connection, with the same figures without it", async () => {
    const board = async () => {
      const answer = (await send('GET', '/api/admin/prospects/board')).json();
      return { columns: answer.columns.map(({ statut, total, value, withoutNextAction }: Record<string, unknown>) => ({ statut, total, value, withoutNextAction })), ownerCounts: answer.ownerCounts };
    };
    const [one, all] = [ctx.db.readOffLoop!, ctx.db.readAllOffLoop!];
    const asked: string[] = [];
    try {
      ctx.db.readOffLoop = (text, parameters) => (asked.push(text), one(text, parameters));
      ctx.db.readAllOffLoop = (text, parameters) => (asked.push(text), all(text, parameters));
      const offLoop = await board();
      expect(asked.some((text) => /group by "statut"$/.test(text))).toBe(true);
      expect(asked.some((text) => text.includes('sum(case when owner = ?'))).toBe(true);
      expect(offLoop.columns.find((column: { statut: string }) => column.statut === 'Lead')?.total).toBeGreaterThan(0);
      const gone = () => Promise.reject(new Error('le fil de lecture SQLite est arrêté'));
      ctx.db.readOffLoop = gone;
      ctx.db.readAllOffLoop = gone;
      expect(await board()).toEqual(offLoop);
    } finally {
      [ctx.db.readOffLoop, ctx.db.readAllOffLoop] = [one, all];
    }
  });

  it('lets a ROLE_USER read the board and the timeline but not move a card', async () => {
    expect((await send('GET', '/api/admin/prospects/board', undefined, reader)).statusCode).toBe(200);
    expect((await send('GET', `/api/admin/prospects/${id}/timeline`, undefined, reader)).statusCode).toBe(200);
    expect((await send('PUT', `/api/admin/prospects/${id}/status`, { statut: 'Client' }, reader)).statusCode).toBe(403);
  });
});
