import { useCallback, useState } from 'react';

/** Said when the browser gives no clipboard (an address without HTTPS) or refuses to write to it. */
export const COPY_FAILED = 'La copie a échoué\u00a0: sélectionnez le texte et copiez-le (Ctrl+C).';

type CopyState = 'idle' | 'copied' | 'failed';

/** Writes a text to the clipboard; rejects when the browser gives none or refuses. */
export const writeClipboard = (text: string): Promise<void> =>
  navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no clipboard'));

/**
 * A copy button's state: `copied` once the text is there, `failed` when the browser could not. A table row's
 * action, with no room beside it, calls `writeClipboard` and says the outcome in a toast.
 */
export function useCopy() {
  const [state, setState] = useState<CopyState>('idle');
  const copy = useCallback((text: string) => {
    return writeClipboard(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  }, []);
  const reset = useCallback(() => setState('idle'), []);
  return { copied: state === 'copied', failed: state === 'failed', copy, reset };
}
