import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { WriteFeedback } from './write-feedback';

/**
 * 'Supprimer la note' under a note its author wrote (docs/decisions/0450-notes-deleted-by-their-author.md): asked
 * first, then deleted for the whole team; a refusal is shown under it in French. The button leaves with its note:
 * `onDeleted` gives the focus somewhere that stays.
 */
export function DeleteNoteButton({ onDelete, onDeleted }: { onDelete: () => Promise<unknown>; onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);

  const confirm = async () => {
    setAsking(false);
    setPending(true);
    setError(null);
    try {
      await onDelete();
      onDeleted();
    } catch (refused) {
      setError(refused instanceof Error ? refused : new Error(String(refused)));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="mt-1 text-xs font-semibold text-gray-300 underline underline-offset-2 hover:text-red-300 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:opacity-60"
        disabled={pending}
        onClick={() => setAsking(true)}
      >
        Supprimer la note
      </button>
      <WriteFeedback error={error} />
      <ConfirmDialog
        open={asking}
        question="Supprimer cette note&nbsp;? Elle disparaît pour toute l’équipe."
        confirmLabel="Supprimer"
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
