import { Component, type ReactNode } from 'react';
import { sendClientErrorReport } from '../features/client-errors/send-report';

/** What a part the visitor asked for says when its code could not load. */
export const PART_NOT_LOADED = 'Cette partie n’a pas pu se charger\u00a0: vérifiez votre connexion, puis rechargez la page.';

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
