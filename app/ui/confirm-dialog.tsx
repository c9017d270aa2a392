import { useEffect, useId, useRef } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal yes/no question on the native <dialog>: focus is trapped and Escape cancels. */
export function ConfirmDialog({ open, question, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(92vw,26rem)] rounded-2xl border border-ink-600 bg-ink-900 p-6 text-gray-100 backdrop:bg-black/70"
    >
      <p id={titleId} className="text-lg font-semibold text-white">
        {question}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={onCancel} className="rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-gray-100 hover:border-brand-400">
          Annuler
        </button>
        <button type="button" onClick={onConfirm} className="rounded-xl bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-500">
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
