import { useId } from 'react';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal yes/no question; Escape and the backdrop cancel. */
export function ConfirmDialog({ open, question, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} labelledBy={titleId} className="m-auto w-[min(92vw,26rem)] rounded-2xl border border-ink-600 bg-ink-900 text-gray-100">
      <div className="p-6">
        <p id={titleId} className="break-words text-lg font-semibold text-white">
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
      </div>
    </Dialog>
  );
}
