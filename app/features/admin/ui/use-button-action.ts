import { useState } from 'react';

/**
 * A write started by one button that keeps the focus (0539): `run` does nothing while the last one is on its way,
 * the French refusal is kept for `WriteFeedback`, and what it answered goes to `onAnswer`.
 */
export function useButtonAction<T>(action: () => Promise<T>, onAnswer: (answer: T) => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);

  const run = async () => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      onAnswer(await action());
    } catch (refused) {
      setError(refused instanceof Error ? refused : new Error(String(refused)));
    } finally {
      setPending(false);
    }
  };

  return { pending, error, run };
}
