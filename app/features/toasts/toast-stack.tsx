import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TOAST_LAYOUT, toastsHidden, type Toast } from '../../../domain/toasts';
import { ToastItem } from './toast-item';
import { useToastStore } from './toast-store';
import { useGlobalErrorToasts } from './use-global-error-toasts';

const noSubscription = () => () => undefined;

/** The floating toast stack, bottom right; absent in custom mode. */
export function ToastStack() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const navigate = useNavigate();
  // Re-read on every navigation (useLocation re-renders); the pre-rendered HTML never shows toasts.
  useLocation();
  const hidden = useSyncExternalStore(noSubscription, () => toastsHidden(window.location.search, document.cookie), () => true);
  useGlobalErrorToasts();

  useEffect(() => {
    if (hidden || !toasts.length) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog that handled Escape itself (the search panel) keeps it.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const first = toasts[0];
      if (first) dismiss(first.id);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [hidden, toasts, dismiss]);

  const runAction = (toast: Toast) => {
    dismiss(toast.id);
    if (toast.action) navigate(toast.action.link);
  };

  if (hidden) return null;
  return (
    // Present (and empty) from hydration on, so screen readers announce the toasts put into it.
    <section aria-label="Notifications" aria-live="polite" className="pointer-events-none">
      {toasts.map((toast, index) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          offsetPx={TOAST_LAYOUT.bottomPx + index * TOAST_LAYOUT.gapPx}
          onDismiss={dismiss}
          onAction={runAction}
        />
      ))}
    </section>
  );
}
