import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useAdminUsers } from '../admin-users/users-api';
import { useAdminSession } from '../auth/use-can-write';
import { DeleteNoteButton } from './delete-note-button';
import { composerButton, composerField } from './email-composer';
import { MentionTextarea } from './mention-textarea';
import { WriteFeedback } from './write-feedback';

const linkButton =
  'text-xs font-semibold text-gray-300 underline underline-offset-2 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:opacity-60';

export interface OwnNoteProps {
  body: string;
  bodyClassName: string;
  /** Stores the changed text; resolves with the answer's message (who was told), rejects when refused. */
  onEdit: (text: string) => Promise<{ message: string }>;
  onDelete: () => Promise<unknown>;
  /** The note is gone with its buttons: the focus goes somewhere that stays. */
  onDeleted: () => void;
}

/**
 * A note the signed-in user wrote, with what its author may do (docs/decisions/0450-notes-deleted-by-their-author.md,
 * 0452-notes-edited-by-their-author.md): 'Modifier la note' puts its text in a field, with '@' proposing the users;
 * 'Enregistrer' stores it, 'Annuler' or Escape leaves it as it was; 'Supprimer la note' asks first.
 */
export function OwnNote({ body, bodyClassName, onEdit, onDelete, onDeleted }: OwnNoteProps) {
  const id = useId();
  const users = useAdminUsers();
  const me = useAdminSession().data?.user.username ?? null;
  const [text, setText] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [message, setMessage] = useState<string>();
  const editButton = useRef<HTMLButtonElement>(null);
  const editing = text !== null;
  const wasEditing = useRef(false);

  // The field takes the focus when it opens; leaving it, by saving or cancelling, gives it back to the button.
  useEffect(() => {
    if (editing && !wasEditing.current) document.getElementById(`${id}-text`)?.focus();
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, id]);

  const start = () => {
    setText(body);
    setError(null);
    setMessage(undefined);
  };
  const cancel = () => {
    setText(null);
    setError(null);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (text === null) return;
    setPending(true);
    setError(null);
    try {
      setMessage((await onEdit(text)).message);
      setText(null);
    } catch (refused) {
      // Kept in the field; the refusal is shown under it.
      setError(refused instanceof Error ? refused : new Error(String(refused)));
    } finally {
      setPending(false);
    }
  };
  // Escape leaves the field as 'Annuler' does, not the dialog; the list of names takes it first when open.
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    cancel();
  };

  if (editing) {
    return (
      <form onSubmit={save} onKeyDown={escape} aria-label="Modifier la note" className="mt-1 space-y-2">
        <label className="sr-only" htmlFor={`${id}-text`}>
          Texte de la note
        </label>
        <MentionTextarea
          id={`${id}-text`}
          className={composerField}
          rows={3}
          maxLength={5000}
          value={text}
          users={users.data ?? []}
          me={me}
          onChange={setText}
        />
        <WriteFeedback error={error} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={composerButton} disabled={pending || !text.trim()}>
            {pending ? 'Enregistrement...' : 'Enregistrer'}
          </button>
          <button type="button" className="rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-gray-200 hover:border-brand-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400" onClick={cancel}>
            Annuler
          </button>
        </div>
      </form>
    );
  }
  return (
    <>
      <p className={bodyClassName}>{body}</p>
      <WriteFeedback error={null} message={message} />
      <div className="flex flex-wrap items-start gap-x-4">
        <button ref={editButton} type="button" className={`mt-1 ${linkButton}`} onClick={start}>
          Modifier la note
        </button>
        <DeleteNoteButton onDelete={onDelete} onDeleted={onDeleted} />
      </div>
    </>
  );
}
