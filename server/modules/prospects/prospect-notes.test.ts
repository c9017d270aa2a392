import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages } from '../../../domain/inbox';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import { buildTestAppWithReader, createAndLogin, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { insertProspects } from './prospects-fixtures';

describe.each(databaseKinds)("notes in a prospect's record on %s", (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;

  beforeAll(async () => {
    ({ ctx, admin, reader } = await buildTestAppWithReader(kind, 'lecteur'));
  });
  afterAll(() => ctx.close());

  const addNote = (id: number, payload: unknown, who: AdminCredentials = admin) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/prospects/${id}/notes`, headers: who.cookieWrite, payload: payload as object });
  const notesOf = async (id: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/${id}/timeline`, headers: { 'x-api-key': admin.token } }))
      .json()
      .entries.filter((entry: { kind: string }) => entry.kind === 'note');
  const storedNotes = () => ctx.db.selectFrom('prospectNotes').select(['prospectId', 'author', 'body']).orderBy('id').execute();

  it('keeps a note, signed and dated, in the record’s history, newest first', async () => {
    const [id] = await insertProspects(ctx.db, [{ nom: 'Lefort', email: 'anne.lefort@exemple.fr' }]);
    const first = await addNote(id!, { text: '  Budget validé par la direction.  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ success: true, message: conversationMessages.noteAdded, entry: { kind: 'note', title: 'Note interne', detail: 'Budget validé par la direction.', author: 'admin' } });
    expect((await addNote(id!, { text: 'Relancer après le salon.' })).statusCode).toBe(201);
    expect((await notesOf(id!)).map((entry: { detail: string }) => entry.detail)).toEqual(['Relancer après le salon.', 'Budget validé par la direction.']);
  });

  it('refuses an empty or too long note, a prospect that does not exist and a reader, in French, storing nothing', async () => {
    const [id] = await insertProspects(ctx.db, [{ nom: 'Girard', email: 'marc.girard@exemple.fr' }]);
    const before = (await storedNotes()).length;
    for (const payload of [{ text: '   ' }, { text: 'x'.repeat(5001) }, {}, { text: 12 }]) {
      const refused = await addNote(id!, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(conversationMessages.noteText);
    }
    const unknown = await addNote(999_999, { text: 'Personne' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(prospectMessages.notFound);
    expect((await addNote(id!, { text: 'Lecture seule' }, reader)).statusCode).toBe(403);
    expect(await storedNotes()).toHaveLength(before);
  });

  it('gives a merged duplicate’s notes to the prospect kept, and tells them with the person’s data, erased with it', async () => {
    const [kept, duplicate] = await insertProspects(ctx.db, [
      { nom: 'Morel', email: 'nina.morel@exemple.fr' },
      { nom: 'Morel', email: 'Nina.Morel@exemple.fr' },
    ]);
    expect((await addNote(duplicate!, { text: 'Préfère être appelée le matin.' })).statusCode).toBe(201);
    const merged = await ctx.app.inject({ method: 'POST', url: `/api/admin/prospects/${kept}/merge`, headers: admin.cookieWrite, payload: { duplicate_id: duplicate } });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await notesOf(kept!)).map((entry: { detail: string }) => entry.detail)).toEqual(['Préfère être appelée le matin.']);

    const exported = await ctx.app.inject({ method: 'GET', url: '/api/admin/prospects/personal-data?email=nina.morel%40exemple.fr', headers: { 'x-api-key': admin.token } });
    expect(JSON.stringify(exported.json())).toContain('Préfère être appelée le matin.');
    const erased = await ctx.app.inject({ method: 'POST', url: '/api/admin/prospects/personal-data/erase', headers: admin.cookieWrite, payload: { email: 'nina.morel@exemple.fr' } });
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await storedNotes()).filter((note) => note.body === 'Préfère être appelée le matin.')).toEqual([]);
  });

  it("deletes a note for its author only, from the record's history; another's or an unknown one refused in French", async () => {
    const [id, other] = await insertProspects(ctx.db, [{ nom: 'Roux', email: 'paul.roux@exemple.fr' }, { nom: 'Blanc', email: 'hugo.blanc@exemple.fr' }]);
    const colleague = await createAndLogin(ctx, admin, 'collegue', ['ROLE_ADMIN']);
    const remove = (noteId: number, who: AdminCredentials = admin, prospectId = id!) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/admin/prospects/${prospectId}/notes/${noteId}`, headers: who.cookieWrite });
    const mine = (await addNote(id!, { text: 'Mauvais numéro noté.' })).json().entry;
    expect(mine.noteId).toEqual(expect.any(Number));
    const theirs = (await addNote(id!, { text: 'Rappel fait.' }, colleague)).json().entry.noteId;

    const refused = await remove(theirs);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(conversationMessages.noteNotYours);
    for (const [noteId, prospectId] of [[mine.noteId, other!], [999_999, id!]] as const) {
      const missing = await remove(noteId, admin, prospectId);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(conversationMessages.noteNotFound);
    }
    expect((await remove(mine.noteId, reader)).statusCode).toBe(403);
    expect((await notesOf(id!)).map((entry: { detail: string }) => entry.detail)).toEqual(['Rappel fait.', 'Mauvais numéro noté.']);

    const deleted = await remove(mine.noteId);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe(conversationMessages.noteDeleted);
    expect(await notesOf(id!)).toEqual([expect.objectContaining({ detail: 'Rappel fait.', author: 'collegue', noteId: theirs })]);
  });

  it("changes a note for its author only, dated in the history; another's, an unknown one or an empty text refused in French", async () => {
    const [id, other] = await insertProspects(ctx.db, [{ nom: 'Faure', email: 'lea.faure@exemple.fr' }, { nom: 'Noir', email: 'ines.noir@exemple.fr' }]);
    const writer = await createAndLogin(ctx, admin, 'redactrice', ['ROLE_ADMIN']);
    const edit = (noteId: number, text: string, who: AdminCredentials = admin, prospectId = id!) =>
      ctx.app.inject({ method: 'PUT', url: `/api/admin/prospects/${prospectId}/notes/${noteId}`, headers: who.cookieWrite, payload: { text } });
    const mine = (await addNote(id!, { text: 'Budget : 5 000 €' })).json().entry;
    expect(mine.editedAt).toBeNull();
    const theirs = (await addNote(id!, { text: 'Décideuse : la gérante.' }, writer)).json().entry.noteId;
    const before = await notesOf(id!);

    const refused = await edit(theirs, 'Réécrit');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(conversationMessages.noteNotYoursToEdit);
    for (const [noteId, prospectId] of [[mine.noteId, other!], [999_999, id!], [mine.noteId, 999_999]] as const) {
      const missing = await edit(noteId, 'Réécrit', admin, prospectId);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(prospectId === 999_999 ? prospectMessages.notFound : conversationMessages.noteNotFound);
    }
    const empty = await edit(mine.noteId, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(conversationMessages.noteText);
    expect((await edit(mine.noteId, 'Réécrit', reader)).statusCode).toBe(403);
    expect(await notesOf(id!)).toEqual(before);

    const changed = await edit(mine.noteId, 'Budget : 9 000 €');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ success: true, message: 'Note modifiée', entry: { kind: 'note', noteId: mine.noteId, detail: 'Budget : 9 000 €', author: 'admin', at: mine.at } });
    expect(Date.parse(changed.json().entry.editedAt)).toBeGreaterThanOrEqual(Date.parse(mine.at));
    // Kept in its place in the history (its day is the day it was written), marked changed.
    expect(await notesOf(id!)).toEqual(before.map((entry: { noteId: number }) => (entry.noteId === mine.noteId ? changed.json().entry : entry)));
  });
});
