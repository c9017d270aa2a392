import { useCallback, useState } from 'react';

/** Said when the browser gives no clipboard (an address without HTTPS) or refuses to write to it. */
export const COPY_FAILED = 'La copie a échoué\u00a0: sélectionnez le texte et copiez-le (Ctrl+C).';

type CopyState = 'idle' | 'copied' | 'failed';

/** Writes a text to the clipboard; `copied` once it is there, `failed` when the browser could not. */
export function useCopy() {
  const [state, setState] = useState<CopyState>('idle');
  const copy = useCallback((text: string) => {
    const written = navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no clipboard'));
    return written.then(
      () => setState('copied'),
      () => setState('failed'),
    );
  }, []);
  const reset = useCallback(() => setState('idle'), []);
  return { copied: state === 'copied', failed: state === 'failed', copy, reset };
}
