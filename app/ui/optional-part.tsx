import { Component, useLayoutEffect, useRef, type ReactNode } from 'react';
import { sendClientErrorReport } from '../features/client-errors/send-report';

/** What a part the visitor asked for says when its code could not load. */
export const PART_NOT_LOADED = 'Cette partie n’a pas pu se charger\u00a0: vérifiez votre connexion, puis rechargez la page.';

/**
 * Stands in a part the visitor opened (search panel, theme selector, mobile menu) whose code could not load: says
 * so, where the part would have opened, until closed with its button or Escape; the button that opened it says it
 * again on the next try, rather than doing nothing.
 */
export function PartNotLoadedNotice({ onClose }: { onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  // Focused so that a keyboard reaches it, as it would have reached the part it replaces; once closed, the focus
  // goes back to what opened it, as it does from the part itself.
  useLayoutEffect(() => {
    const opener = document.activeElement;
    closeButton.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-24 z-50 mx-auto flex max-w-md items-start gap-3 rounded-xl border border-amber-400/50 bg-ink-900 p-4 text-sm text-amber-100 shadow-lg shadow-black/40"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <p className="flex-1">{PART_NOT_LOADED}</p>
      <button ref={closeButton} type="button" className="rounded-lg border border-amber-300/60 px-3 py-1 font-semibold text-white hover:bg-amber-400/10" onClick={onClose}>
        Fermer
      </button>
    </div>
  );
}

interface OptionalPartProps {
  /** What stands in the part's place once its code could not load; nothing by default. */
  fallback?: ReactNode;
  /** Told once the part has failed (the callback dialog closes itself). */
  onError?: () => void;
  children: ReactNode;
}

/**
 * A part of a page whose code loads on its own (`React.lazy`): when that code cannot be fetched (the connection
 * dropped, a new deployment), the part is left out and the rest of the page stays as it is. Without it the
 * failure would reach the root's error page, and a visitor's form, typed but not sent, would go with it
 * (docs/decisions/0513-a-part-that-fails-to-load-leaves-the-page.md).
 */
export class OptionalPart extends Component<OptionalPartProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // Reported as the root's error page reports a crash, so the back-office's error check still sees it.
  override componentDidCatch(error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    sendClientErrorReport({ kind: 'render-crash', message, detail: error instanceof Error ? (error.stack ?? '') : '' });
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
