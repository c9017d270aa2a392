import { useState } from 'react';
import { WriteFeedback } from './write-feedback';
import { useButtonAction } from './use-button-action';

export interface ResendButtonProps {
  label: string;
  /** Sends the e-mail again; resolves with the answer's message and whether it failed again, rejects when refused. */
  onResend: () => Promise<{ message: string; failed: boolean }>;
  /** Once it left, the entry no longer failed and the button goes: the focus goes somewhere that stays. */
  onSent: () => void;
}

/**
 * Under an e-mail that failed to leave (docs/decisions/0455-failed-emails-sent-again.md): sends it again as it was
 * written. Still refused, the French reason stays under it for another try.
 */
export function ResendButton({ label, onResend, onSent }: ResendButtonProps) {
  const [failedAgain, setFailedAgain] = useState<string>();
  const { pending, error, run } = useButtonAction(
    () => {
      setFailedAgain(undefined);
      return onResend();
    },
    (answer) => (answer.failed ? setFailedAgain(answer.message) : onSent()),
  );

  return (
    <div className="mt-1 space-y-1">
      {/* Not disabled while it sends, which would drop the focus: a refusal leaves it on the button for the next try. */}
      <button
        type="button"
        aria-disabled={pending}
        onClick={() => void run()}
        className="rounded-lg border border-amber-400/60 px-2.5 py-1 text-xs font-semibold text-amber-100 hover:bg-amber-400/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 aria-disabled:opacity-60"
      >
        {pending ? 'Envoi...' : label}
      </button>
      <WriteFeedback error={error} />
      {failedAgain && (
        <p role="alert" className="text-sm text-red-300">
          {failedAgain}
        </p>
      )}
    </div>
  );
}
