import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { TOAST_LAYOUT, type Toast } from '../../../domain/toasts';
import { useModes } from '../modes/modes-store';
import { ToastItem } from './toast-item';
import { useToastStore } from './toast-store';
import { useGlobalErrorToasts } from './use-global-error-toasts';

/**
 * The floating toast stack, bottom right. On the public site it is absent in custom mode (public-site §4), and until
 * the mode is read after hydration; the back-office has no such mode.
 */
export function ToastStack({ hiddenInCustomMode = false }: { hiddenInCustomMode?: boolean }) {
  const hidden = useModes((state) => hiddenInCustomMode && (!state.ready || state.custom));
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const navigate = useNavigate();
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
