import { useEffect, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  /** Escape, a click on the backdrop and every close control call it; the parent decides. */
  onClose(): void;
  /** The id of the heading that names the dialog, or a label when it has no heading. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  className?: string;
  /** Off for full-screen dialogs, which have no backdrop to click. */
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

/** The page behind stops scrolling while any dialog is open; nested dialogs restore it in turn. */
function lockPageScroll(): () => void {
  const { documentElement: root, body } = document;
  const previous = [root.style.overflow, body.style.overflow] as const;
  root.style.overflow = 'hidden';
  body.style.overflow = 'hidden';
  return () => {
    root.style.overflow = previous[0];
    body.style.overflow = previous[1];
  };
}

/**
 * The product's one dialog, on the native <dialog> shown with showModal(): the browser puts it in the top layer,
 * makes the page behind inert, closes it on Escape and gives the focus back to the opener
 * (docs/decisions/0261-one-native-dialog.md). It adds the backdrop click, the scroll lock, and the focus
 * return when the dialog is unmounted while open.
 */
export function Dialog({ open, onClose, labelledBy, label, describedBy, className = '', closeOnBackdrop = true, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const unlock = lockPageScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      // A dialog unmounted while open (or left for the browser's controls) does not give the focus back by itself.
      const lost = !document.activeElement || document.activeElement === document.body || dialog.contains(document.activeElement);
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      className={`p-0 backdrop:bg-black/70 backdrop:backdrop-blur-sm ${className}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // Escape closes the top dialog only. The browser may group a dialog opened from the keyboard with the one
        // under it and close both on one Escape; taking the key here (the nearest dialog sees it first, and the
        // ones under it see it handled) keeps that for the close requests that are not a key (docs/decisions/0381-escape-closes-the-top-dialog.md).
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the <dialog> element itself, not on its content, landed on the backdrop.
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
