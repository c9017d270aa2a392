interface FormFooterProps {
  /** The server's refusal that names no field, in French; nothing without one. */
  error?: string | null;
  onCancel: () => void;
  /** What the submit button says, which may follow the state (pending, new or edited). */
  submitLabel: string;
  pending: boolean;
}

/** The end of a back-office dialog's form: the refusal that names no field, then 'Annuler' and the submit button. */
export function FormFooter({ error, onCancel, submitLabel, pending }: FormFooterProps) {
  return (
    <>
      {error && (
        <p role="alert" className="rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} className="rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-gray-100 hover:border-brand-400">
          Annuler
        </button>
        <button type="submit" disabled={pending} className="rounded-xl bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {submitLabel}
        </button>
      </div>
    </>
  );
}
