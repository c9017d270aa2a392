import { useState } from 'react';
import { WriteFeedback } from './write-feedback';
import { useButtonAction } from './use-button-action';

export interface AutomaticReplyToggleProps {
  /** Whether the message is marked an automatic reply now. */
  automatic: boolean;
  /** Marks it (true) or gives it back to the person (false); resolves with the answer's message, rejects when refused. */
  onChange: (automatic: boolean) => Promise<{ message: string }>;
}

/**
 * Under a received message (docs/decisions/0576-received-messages-marked-automatic-by-hand.md): tells the back-office
 * that an absence message no mark gave away asks for no answer, or that a message taken for one is the person's own.
 * The button stays where it is once its label turns, so the focus stays on it.
 */
export function AutomaticReplyToggle({ automatic, onChange }: AutomaticReplyToggleProps) {
  const [message, setMessage] = useState<string>();
  const { pending, error, run } = useButtonAction(
    () => {
      setMessage(undefined);
      return onChange(!automatic);
    },
    (answer) => setMessage(answer.message),
  );

  return (
    <div className="mt-1 space-y-1">
      <button
        type="button"
        aria-disabled={pending}
        onClick={() => void run()}
        className="rounded-lg border border-ink-600 px-2.5 py-1 text-xs font-semibold text-gray-200 hover:border-brand-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 aria-disabled:opacity-60"
      >
        {automatic ? 'Ce n’est pas une réponse automatique' : 'C’est une réponse automatique'}
      </button>
      <WriteFeedback error={error} message={message} />
    </div>
  );
}
