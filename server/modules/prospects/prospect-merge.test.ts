import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prospectMergeMessages } from '../../../domain/prospects/prospect-merge';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import { clientCodeOf } from '../../../domain/prospects/prospect-fields';
import { buildTestAppWithReader, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { emailsRepository } from './emails-repository';
import { insertProspects } from './prospects-fixtures';
import { prospectsRepository } from './repository';

describe.each(databaseKinds)('prospect duplicates merged on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;

  beforeAll(async () => {
    ({ ctx, admin, reader } = await buildTestAppWithReader(kind, 'lecteur'));
  });
  afterAll(() => ctx.close());

  const get = (url: string, who: AdminCredentials = admin) => ctx.app.inject({ method: 'GET', url, headers: { 'x-api-key': who.token } });
  const merge = (id: number, payload: unknown, who: AdminCredentials = admin) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/prospects/${id}/merge`, headers: who.cookieWrite, payload: payload as object });
  const duplicateIds = async (id: number) => (await get(`/api/admin/prospects/${id}/duplicates`)).json().duplicates.map((p: { id: number }) => p.id);

  it('lists the other prospects with the same e-mail address, whatever its case, as possible duplicates', async () => {
    const [first, second, other, withoutEmail] = await insertProspects(ctx.db, [
      { nom: 'Martin', email: 'claire.martin@exemple.fr', telephone: '' },
      { nom: 'Martin', email: 'Claire.MARTIN@exemple.fr', telephone: '' },
      { nom: 'Martin', email: 'claire@autre.fr', telephone: '' },
      { nom: 'Sansmail', email: '', telephone: '' },
    ]);
    expect(await duplicateIds(first!)).toEqual([second]);
    expect(await duplicateIds(second!)).toEqual([first]);
    expect(await duplicateIds(other!)).toEqual([]);
    expect(await duplicateIds(withoutEmail!)).toEqual([]);
    // A reader sees them too: listing changes nothing.
    expect((await get(`/api/admin/prospects/${first}/duplicates`, reader)).statusCode).toBe(200);
    const unknown = await get('/api/admin/prospects/999999/duplicates');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(prospectMessages.notFound);
  });

  it('merges a duplicate into the record kept: blanks filled, its history, e-mails and labels given over, then deleted', async () => {
    const [kept, duplicate] = await insertProspects(ctx.db, [
      { nom: 'Bernard', prenom: 'Lucie', email: 'lucie@bernard.fr', telephone: '', entreprise: '', commentaire: 'Vue au salon de Lyon', labels: ',salon lyon,' },
      {
        nom: 'Bernard-Petit',
        prenom: 'Lucie',
        email: 'LUCIE@bernard.fr',
        telephone: '06 11 22 33 44',
        entreprise: 'Bernard Conseil',
        commentaire: 'Demande un devis',
        labels: ',devis,salon lyon,',
        isContacted: 1,
        estimatedValue: 4800,
        submissionId: 'merge-submission-1',
        dateAjout: '2026-11-20T09:30:00.000Z',
      },
    ]);
    const moved = await ctx.app.inject({ method: 'PUT', url: `/api/admin/prospects/${duplicate}/status`, headers: admin.cookieWrite, payload: { statut: 'Qualifié' } });
    expect(moved.statusCode, moved.body).toBe(200);
    await emailsRepository(ctx.db).insert({ prospectId: duplicate!, author: 'admin', recipient: 'lucie@bernard.fr', subject: 'Notre devis', body: 'Bonjour', delivery: 'sent', createdAt: '2026-11-21T10:00:00.000Z' });

    const response = await merge(kept!, { duplicate_id: duplicate });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: prospectMergeMessages.merged('Lucie Bernard-Petit', 'Lucie Bernard'),
      prospect: {
        id: kept,
        nom: 'Bernard',
        email: 'lucie@bernard.fr',
        telephone: '06 11 22 33 44',
        entreprise: 'Bernard Conseil',
        commentaire: 'Vue au salon de Lyon\n\nDemande un devis',
        labels: ['salon lyon', 'devis'],
        is_contacted: true,
        estimated_value: 4800,
        statut: 'Lead',
      },
    });
    expect((await get(`/api/admin/prospects/${duplicate}`)).statusCode).toBe(404);
    expect((await prospectsRepository(ctx.db).findById(kept!))?.submissionId).toBe('merge-submission-1');

    const timeline = (await get(`/api/admin/prospects/${kept}/timeline`)).json().entries as Array<{ kind: string; title: string; detail: string; author: string | null }>;
    expect(timeline.find((entry) => entry.kind === 'edit')).toMatchObject({ detail: prospectMergeMessages.timeline('Lucie Bernard-Petit', clientCodeOf(duplicate!), '20/11/2026'), author: 'admin' });
    expect(timeline.find((entry) => entry.kind === 'status')?.detail).toContain('Qualifié');
    expect(timeline.find((entry) => entry.kind === 'email')?.title).toContain('Notre devis');
    expect(await duplicateIds(kept!)).toEqual([]);
  });

  it('keeps at most five labels and never replaces what the kept record holds', async () => {
    const [kept, duplicate] = await insertProspects(ctx.db, [
      { nom: 'Garnier', email: 'garnier@exemple.fr', telephone: '01 00 00 00 01', labels: ',a,b,c,d,', estimatedValue: 1000 },
      { nom: 'Garnier', email: 'garnier@exemple.fr', telephone: '06 99 99 99 99', labels: ',e,f,', estimatedValue: 9000, commentaire: '' },
    ]);
    const merged = (await merge(kept!, { duplicate_id: duplicate })).json().prospect;
    expect(merged).toMatchObject({ telephone: '01 00 00 00 01', estimated_value: 1000, labels: ['a', 'b', 'c', 'd', 'e'], commentaire: '' });
  });

  it('refuses in French a merge into itself, an unknown duplicate or record, a bad body, and a reader, changing nothing', async () => {
    const [kept, duplicate] = await insertProspects(ctx.db, [
      { nom: 'Roux', email: 'roux@exemple.fr', telephone: '' },
      { nom: 'Roux', email: 'roux@exemple.fr', telephone: '06 00 00 00 00' },
    ]);
    const refusals: Array<[number, unknown, number, string, AdminCredentials?]> = [
      [kept!, { duplicate_id: kept }, 400, prospectMergeMessages.itself],
      [kept!, { duplicate_id: 999999 }, 404, prospectMergeMessages.duplicateNotFound],
      [999999, { duplicate_id: duplicate }, 404, prospectMessages.notFound],
      [kept!, {}, 400, prospectMergeMessages.duplicate],
      [kept!, { duplicate_id: 'deux' }, 400, prospectMergeMessages.duplicate],
      [kept!, { duplicate_id: -3 }, 400, prospectMergeMessages.duplicate],
    ];
    for (const [id, payload, status, message] of refusals) {
      const response = await merge(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect((await merge(kept!, { duplicate_id: duplicate }, reader)).statusCode).toBe(403);
    expect(await duplicateIds(kept!)).toEqual([duplicate]);
    expect((await get(`/api/admin/prospects/${kept}`)).json().prospect.telephone).toBe('');
  });

  it('lists every address several prospects hold, the newest group first, each with its prospects in order', async () => {
    const [a1, b1, a2, b2, b3] = await insertProspects(ctx.db, [
      { nom: 'Groupe', email: 'groupe.a@exemple.fr', telephone: '' },
      { nom: 'Groupe', email: 'groupe.b@exemple.fr', telephone: '' },
      { nom: 'Groupe', email: 'GROUPE.A@exemple.fr', telephone: '' },
      { nom: 'Groupe', email: 'groupe.b@exemple.fr', telephone: '' },
      { nom: 'Groupe', email: 'Groupe.B@exemple.fr', telephone: '' },
    ]);
    const groupsOf = async () =>
      (await get('/api/admin/prospects/duplicate-groups', reader)).json() as { total: number; groups: Array<{ email: string; phone: string; prospects: Array<{ id: number }> }> };
    const before = await groupsOf();
    expect(before.groups.slice(0, 2)).toEqual([
      { email: 'groupe.b@exemple.fr', phone: '', prospects: [b1, b2, b3].map((id) => expect.objectContaining({ id })) },
      { email: 'groupe.a@exemple.fr', phone: '', prospects: [a1, a2].map((id) => expect.objectContaining({ id })) },
    ]);
    expect(before.total).toBe(before.groups.length);
    expect(before.groups.every((group) => group.prospects.length > 1)).toBe(true);

    await merge(a1!, { duplicate_id: a2 });
    const after = await groupsOf();
    expect(after.groups.map((group) => group.email)).not.toContain('groupe.a@exemple.fr');
    expect(after.total).toBe(before.total - 1);
  });

  it('finds the prospects sharing a phone number however typed and a last name, not colleagues sharing a switchboard', async () => {
    const [callback, contact, colleague, other] = await insertProspects(ctx.db, [
      { nom: 'Lefèvre', prenom: 'Anne', email: '', telephone: '06 98 76 54 32' },
      { nom: 'LEFEVRE', prenom: 'Anne', email: 'anne@lefevre-conseil.fr', telephone: '+33 6 98 76 54 32' },
      { nom: 'Moreau', prenom: 'Paul', email: 'paul@lefevre-conseil.fr', telephone: '0033 6 98 76 54 32' },
      { nom: 'Lefèvre', prenom: 'Jean', email: 'jean@ailleurs.fr', telephone: '06 98 76 54 33' },
    ]);
    expect(await duplicateIds(callback!)).toEqual([contact]);
    expect(await duplicateIds(contact!)).toEqual([callback]);
    expect(await duplicateIds(colleague!)).toEqual([]);
    expect(await duplicateIds(other!)).toEqual([]);

    const groups = (await get('/api/admin/prospects/duplicate-groups')).json().groups as Array<{ email: string; phone: string; prospects: Array<{ id: number }> }>;
    expect(groups[0]).toEqual({ email: '', phone: '+33 6 98 76 54 32', prospects: [callback, contact].map((id) => expect.objectContaining({ id })) });

    // Once merged, the number is the record's alone: the group is gone, and a changed number is compared anew.
    expect((await merge(contact!, { duplicate_id: callback })).statusCode).toBe(200);
    expect(await duplicateIds(contact!)).toEqual([]);
    const [later] = await insertProspects(ctx.db, [{ nom: 'Lefevre', prenom: 'A.', email: '', telephone: '01 11 11 11 11' }]);
    await prospectsRepository(ctx.db).update((await prospectsRepository(ctx.db).findById(later!))!, { telephone: '+33 6 98 76 54 32' });
    expect(await duplicateIds(contact!)).toEqual([later]);
  });

  it('lists a phone group only when its prospects do not all share one address', async () => {
    await insertProspects(ctx.db, [
      { nom: 'Roux', email: 'roux@exemple.fr', telephone: '07 77 66 55 44' },
      { nom: 'Roux', email: 'ROUX@exemple.fr', telephone: '07 77 66 55 44' },
    ]);
    const groups = (await get('/api/admin/prospects/duplicate-groups')).json().groups as Array<{ email: string; phone: string }>;
    expect(groups[0]).toMatchObject({ email: 'roux@exemple.fr', phone: '' });
    expect(groups.filter((group) => group.phone === '07 77 66 55 44')).toEqual([]);
  });

  it('names, for a prospect being typed, those it would duplicate by address or by phone and name; refuses a too long field', async () => {
    const [byAddress, byPhone] = await insertProspects(ctx.db, [
      { nom: 'Saisie', email: 'saisie@exemple.fr', telephone: '' },
      { nom: 'Garnier', email: 'garnier@exemple.fr', telephone: '06 55 44 33 22' },
    ]);
    const matching = async (query: Record<string, string>, who: AdminCredentials = admin) => get(`/api/admin/prospects/matching?${new URLSearchParams(query).toString()}`, who);
    const ids = async (query: Record<string, string>) => (await matching(query)).json().duplicates.map((p: { id: number }) => p.id);
    expect(await ids({ email: 'SAISIE@exemple.fr' })).toEqual([byAddress]);
    expect(await ids({ telephone: '+33 6 55 44 33 22', nom: 'garnier' })).toEqual([byPhone]);
    expect(await ids({ telephone: '+33 6 55 44 33 22', nom: 'Autre' })).toEqual([]);
    expect(await ids({ telephone: '+33 6 55 44 33 22' })).toEqual([]);
    expect(await ids({})).toEqual([]);
    expect((await matching({ email: 'saisie@exemple.fr' }, reader)).statusCode).toBe(200);
    const tooLong = await matching({ nom: 'x'.repeat(300) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(prospectMergeMessages.lookup);
  });
});
