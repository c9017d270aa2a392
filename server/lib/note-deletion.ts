import { conversationMessages } from '../../domain/inbox';
import { ApiError } from './api-error';

/** What deleting a note found: deleted, written by another user, or no such note there. */
export type NoteDeletion = 'deleted' | 'not-yours' | 'missing';

/** A note only its author deletes (docs/decisions/0450-notes-deleted-by-their-author.md): the French refusal otherwise. */
export function deletedOrThrow(outcome: NoteDeletion): void {
  if (outcome === 'missing') throw new ApiError(404, conversationMessages.noteNotFound);
  if (outcome === 'not-yours') throw new ApiError(403, conversationMessages.noteNotYours);
}
