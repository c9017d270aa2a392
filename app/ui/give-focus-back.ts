/** Frames waited for the control to be enabled again once its work is answered (about half a second). */
const FRAMES_TO_WAIT = 30;

/** The control that has the focus now, if any (not the page's body). */
export function focusedControl(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Gives the focus back to `control` (or to what it names once the page is drawn again) once it is enabled again: a browser moves the focus to the page's body from a
 * field or a button that becomes disabled while its form is sent. Nothing is done when the focus went somewhere
 * else meanwhile (an invalid field, a dialog closing to its opener, the user's own move) or the control left the
 * page (docs/decisions/0541-admin-writes-keep-the-focus.md).
 */
export function giveFocusBack(control: HTMLElement | (() => HTMLElement | null), framesLeft = FRAMES_TO_WAIT) {
  requestAnimationFrame(() => {
    const target = typeof control === 'function' ? control() : control;
    const active = document.activeElement;
    if (!target?.isConnected || (active && active !== document.body)) return;
    if (target.matches(':disabled')) {
      if (framesLeft > 0) giveFocusBack(control, framesLeft - 1);
      return;
    }
    target.focus({ preventScroll: true });
  });
}
