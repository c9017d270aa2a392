import { useId, useState, type FormEvent } from 'react';
import { useAdminSession, useCanWrite } from '../auth/use-can-write';
import { useAdminUsers } from '../admin-users/users-api';
import { composerButton, composerField } from './email-composer';
import { DraftNote } from '../drafts/draft-note';
import { useDraft } from '../drafts/use-draft';
import { MentionTextarea } from './mention-textarea';
import { WriteFeedback } from './write-feedback';

interface NoteFormProps {
  /** Sends the note; resolves once stored, rejects when refused (the mutation's error shows it). */
  onAdd: (text: string) => Promise<unknown>;
  pending: boolean;
  error: Error | null;
  /** The answer of the last note: who was told of it. */
  message?: string;
  /** Where what is typed and not added yet is kept on this browser (docs/decisions/0451-drafts.md). */
  draftKey?: string;
}

/**
 * An internal note, never e-mailed, naming colleagues with '@' (docs/decisions/0444-note-mentions.md,
 * 0448-mention-suggestions.md): the inbox's conversation and a prospect's record write their notes with it.
 */
export function NoteForm({ onAdd, pending, error, message, draftKey }: NoteFormProps) {
  const id = useId();
  const canEdit = useCanWrite();
  const users = useAdminUsers();
  const me = useAdminSession().data?.user.username ?? null;
  const kept = useDraft(draftKey);
  const [text, setText] = useState(() => kept.draft?.text ?? '');
  const change = (next: string) => {
    setText(next);
    kept.keep({ text: next }, !next.trim());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await onAdd(text);
      setText('');
      kept.discard();
    } catch {
      // Kept in the field; the refusal is shown under it.
    }
  };

  return (
    <form onSubmit={submit} aria-label="Ajouter une note interne" className="space-y-2">
      <label className="block text-sm text-gray-300" htmlFor={`${id}-note`}>
        Note interne (jamais envoyée)
      </label>
      <MentionTextarea
        id={`${id}-note`}
        className={composerField}
        rows={2}
        maxLength={5000}
        value={text}
        disabled={!canEdit}
        aria-describedby={`${id}-note-hint`}
        users={users.data ?? []}
        me={me}
        onChange={change}
      />
      {kept.draft && <DraftNote onClear={() => change('')} />}
      <p id={`${id}-note-hint`} className="text-xs text-gray-400">
        Écrivez @ puis choisissez un utilisateur dans la liste pour le prévenir par e-mail, s’il a donné son adresse.
      </p>
      <WriteFeedback error={error} message={message} />
      <button type="submit" className={composerButton} disabled={!canEdit || pending || !text.trim()}>
        Ajouter la note
      </button>
    </form>
  );
}
