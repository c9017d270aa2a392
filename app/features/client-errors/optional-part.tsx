import { Component, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { sendClientErrorReport } from './send-report';
import { nextPartAttempt, PartAttempt } from '../../ui/retryable-lazy';

/** What a part the visitor asked for says when its code could not load. */
export const PART_NOT_LOADED = 'Cette partie n’a pas pu se charger\u00a0: vérifiez votre connexion, puis réessayez.';

const retryButtonClass = 'rounded-lg border border-amber-300/60 px-3 py-1 font-semibold text-white hover:bg-amber-400/10';

interface PartNotLoadedProps {
  onRetry: () => void;
  /** For a part that replaces the button the visitor just pressed: the focus, lost with that button, goes to 'Réessayer'. */
  takeFocus?: boolean;
  className?: string;
}

/** Says, in the place of a part shown within the page (a section, a stage, a form), that its code could not load. */
export function PartNotLoaded({ onRetry, takeFocus = false, className = '' }: PartNotLoadedProps) {
  const retryButton = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (takeFocus) retryButton.current?.focus();
  }, [takeFocus]);
  return (
    <div role="alert" className={`flex flex-wrap items-center gap-3 text-sm text-amber-200 ${className}`}>
      <p>{PART_NOT_LOADED}</p>
      <button ref={retryButton} type="button" className={retryButtonClass} onClick={onRetry}>
        Réessayer
      </button>
    </div>
  );
}

/**
 * Stands in a part the visitor opened (search panel, theme selector, mobile menu) whose code could not load: says
 * so, where the part would have opened, until retried or closed with its buttons or Escape; the button that opened
 * it asks for the code again on the next try.
 */
export function PartNotLoadedNotice({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const retryButton = useRef<HTMLButtonElement>(null);
  // Focused so that a keyboard reaches it, as it would have reached the part it replaces; once closed, the focus
  // goes back to what opened it, as it does from the part itself.
  useLayoutEffect(() => {
    const opener = document.activeElement;
    retryButton.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  const notice = (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-24 z-50 mx-auto flex max-w-md items-start gap-3 rounded-xl border border-amber-400/50 bg-ink-900 p-4 text-sm text-amber-100 shadow-lg shadow-black/40"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <p className="flex-1">{PART_NOT_LOADED}</p>
      <div className="flex shrink-0 flex-col gap-2">
        <button ref={retryButton} type="button" className={retryButtonClass} onClick={onRetry}>
          Réessayer
        </button>
        <button type="button" className={retryButtonClass} onClick={onClose}>
          Fermer
        </button>
      </div>
    </div>
  );
  // Drawn at the root of the page: inside a header that makes its own stacking context, a suggestion's toast would
  // lie over its buttons, and hovering that toast keeps it there.
  return typeof document === 'undefined' ? notice : createPortal(notice, document.body);
}

interface OptionalPartProps {
  /**
   * What stands in the part's place once its code could not load; nothing by default. As a function, it is given
   * `retry`, which renders the part again: a part made with `retryableLazy` then asks for its code anew.
   */
  fallback?: ReactNode | ((retry: () => void) => ReactNode);
  /** For a part opened and closed while its boundary stays (a menu, a modal): each opening after a failure is a new try. */
  open?: boolean;
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
export class OptionalPart extends Component<OptionalPartProps, { failed: boolean; attempt: number; open: boolean }> {
  override state = { failed: false, attempt: nextPartAttempt(), open: this.props.open ?? false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps({ open = false }: OptionalPartProps, state: { failed: boolean; open: boolean }) {
    if (open === state.open) return null;
    return open && state.failed ? { open, failed: false, attempt: nextPartAttempt() } : { open };
  }

  // Reported as the root's error page reports a crash, so the back-office's error check still sees it.
  override componentDidCatch(error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    sendClientErrorReport({ kind: 'render-crash', message, detail: error instanceof Error ? (error.stack ?? '') : '' });
    this.props.onError?.();
  }

  private readonly retry = () => this.setState({ failed: false, attempt: nextPartAttempt() });

  override render() {
    if (!this.state.failed) return <PartAttempt value={this.state.attempt}>{this.props.children}</PartAttempt>;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.retry) : (fallback ?? null);
  }
}
