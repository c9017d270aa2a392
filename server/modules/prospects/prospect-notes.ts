import type { TimelineEntry } from '../../../domain/api/prospect-answers';
import type { ColleagueListeners } from '../../../domain/notifications/colleague-listeners';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { deletedOrThrow, editedOrThrow } from '../../lib/own-notes';
import { adminUsersService } from '../admin-users/service';
import { notesRepository } from './notes-repository';
import { prospectsRepository } from './repository';
import { assignedDeal } from './service';

/** A note as the record's history shows it. */
export const noteTimelineEntry = (note: { id: number; createdAt: string; author: string; body: string; editedAt: string | null }): TimelineEntry => ({
  kind: 'note',
  noteId: note.id,
  at: note.createdAt,
  title: 'Note interne',
  detail: note.body,
  author: note.author,
  editedAt: note.editedAt,
});

/**
 * Internal notes written in a prospect's record (Pipedrive's deal notes, docs/decisions/0449-prospect-notes.md):
 * stored first, then each colleague named in it with an address is told through `colleagues`, as in the inbox (0444).
 */
export function prospectNotesService(db: Database, colleagues: ColleagueListeners = {}) {
  const prospects = prospectsRepository(db);
  const notes = notesRepository(db);
  const users = adminUsersService(db);
  return {
    async add(id: number, text: string, by: string): Promise<{ entry: TimelineEntry; told: string[] }> {
      const prospect = await prospects.findById(id);
      if (!prospect) throw new ApiError(404, prospectMessages.notFound);
      const note = { prospectId: id, author: by, body: text, createdAt: new Date().toISOString() };
      const noteId = await notes.insert(note);
      const told = await users.mentionedWithAddress(text, by);
      if (told.length > 0) colleagues.mentioned?.({ kind: 'deal', author: by, mentioned: told, item: assignedDeal(prospect), note: text });
      return { entry: noteTimelineEntry({ ...note, id: noteId, editedAt: null }), told };
    },
    /** Changes a note its author wrote (0452): the colleagues it names now and did not before are told. */
    async edit(id: number, noteId: number, text: string, by: string): Promise<{ entry: TimelineEntry; told: string[] }> {
      const prospect = await prospects.findById(id);
      if (!prospect) throw new ApiError(404, prospectMessages.notFound);
      const { before } = editedOrThrow(await notes.editOwn(id, noteId, by, text, new Date()));
      const told = await users.mentionedAnew(before, text, by);
      if (told.length > 0) colleagues.mentioned?.({ kind: 'deal', author: by, mentioned: told, item: assignedDeal(prospect), note: text });
      const note = (await notes.ofProspect(id)).find((row) => row.id === noteId)!;
      return { entry: noteTimelineEntry(note), told };
    },
    /** Deletes a note its author wrote (0450); another's, or none, refused in French. */
    async remove(id: number, noteId: number, by: string): Promise<void> {
      deletedOrThrow(await notes.deleteOwn(id, noteId, by));
    },
  };
}
