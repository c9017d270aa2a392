/** How long a control may stay disabled once its work is answered before the focus is no longer given back to it. */
const WAIT_MS = 5_000;

/** The control that has the focus now, if any (not the page's body). */
export function focusedControl(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Gives the focus back to `control`, or to what it names once the page is drawn again, as soon as it is enabled:
 * a browser moves the focus to the page's body from a field or a button that becomes disabled while its form is
 * sent. Nothing is done when the focus went somewhere else meanwhile (an invalid field, a dialog closing to its
 * opener, the user's own move) or the control left the page (docs/decisions/0541-admin-writes-keep-the-focus.md).
 */
export function giveFocusBack(control: HTMLElement | (() => HTMLElement | null), until = performance.now() + WAIT_MS) {
  requestAnimationFrame((now) => {
    const target = typeof control === 'function' ? control() : control;
    const active = document.activeElement;
    if (!target?.isConnected || (active && active !== document.body)) return;
    if (target.matches(':disabled')) {
      if (now < until) giveFocusBack(control, until);
      return;
    }
    target.focus({ preventScroll: true });
  });
}
