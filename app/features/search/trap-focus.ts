import type { KeyboardEvent } from 'react';

/** Keeps Tab and Shift+Tab inside a dialog while it is open. */
export function trapFocus(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null): void {
  const focusables = container?.querySelectorAll<HTMLElement>('input, button, a[href]');
  if (!focusables?.length) return;
  const first = focusables[0]!;
  const last = focusables[focusables.length - 1]!;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
