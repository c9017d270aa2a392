import { conversationMessages } from '../../domain/inbox';
import { ApiError } from './api-error';

/** Why a note was not deleted or changed: written by another user, or no such note there. */
export type NoteRefusal = 'not-yours' | 'missing';
/** What deleting a note found. */
export type NoteDeletion = 'deleted' | NoteRefusal;
/** What changing a note found: its text before the change, or why not. */
export type NoteEdit = { before: string } | NoteRefusal;

function refuse(refusal: NoteRefusal, notYours: string): never {
  throw refusal === 'missing' ? new ApiError(404, conversationMessages.noteNotFound) : new ApiError(403, notYours);
}

/** A note only its author deletes (docs/decisions/0450-notes-deleted-by-their-author.md): the French refusal otherwise. */
export function deletedOrThrow(outcome: NoteDeletion): void {
  if (outcome !== 'deleted') refuse(outcome, conversationMessages.noteNotYours);
}

/** A note only its author changes (docs/decisions/0452-notes-edited-by-their-author.md): its text before, or the French refusal. */
export function editedOrThrow(outcome: NoteEdit): { before: string } {
  return typeof outcome === 'object' ? outcome : refuse(outcome, conversationMessages.noteNotYoursToEdit);
}
