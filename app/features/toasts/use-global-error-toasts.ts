import { useEffect } from 'react';
import { sendClientErrorReport } from '../client-errors/send-report';
import { cacheBustUrl, isChunkLoadError, nextChunkRecovery } from './chunk-recovery';
import { chunkRecoveryMemory } from './chunk-recovery-store';
import { showToast } from './toast-store';

/** Returns true when the failure was a missing chunk and a recovery was started or refused. */
function recoverFromChunkError(message: string): boolean {
  if (!isChunkLoadError(message)) return false;
  console.warn('Échec du chargement d’un module :', message);
  const now = Date.now();
  const step = nextChunkRecovery(window.location.pathname, chunkRecoveryMemory.read(), now);
  if (step === 'ignore') return true;
  if (step === 'give-up') return false;
  const attempts = step === 'reload' ? 1 : 2;
  // Without the memory of this attempt, the reloaded page would reload again, and again.
  if (!chunkRecoveryMemory.write({ attempts, at: now })) return false;
  if (step === 'reload') window.location.reload();
  else window.location.replace(cacheBustUrl(window.location.href, now));
  return true;
}

/** Global failures become toasts (public-site §8); a missing chunk reloads the page instead. */
export function useGlobalErrorToasts(): void {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      const message = event.message || String(event.error ?? '');
      // Cross-origin scripts report only 'Script error.': nothing useful to tell the visitor.
      if (!message || /^Script error\.?$/.test(message)) return;
      sendClientErrorReport({ kind: 'script-error', message, detail: event.error instanceof Error ? (event.error.stack ?? '') : '' });
      if (recoverFromChunkError(message)) return;
      showToast({ type: 'error', content: 'Une erreur technique est survenue' });
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason = event.reason instanceof Error ? event.reason.message : String(event.reason ?? '');
      sendClientErrorReport({ kind: 'unhandled-rejection', message: reason, detail: event.reason instanceof Error ? (event.reason.stack ?? '') : '' });
      if (recoverFromChunkError(reason)) return;
      showToast({ type: 'warning', content: 'Erreur de chargement' });
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
