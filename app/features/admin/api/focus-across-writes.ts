import type { Mutation, MutationCacheConfig } from '@tanstack/react-query';

/** Frames waited for the control to be enabled again once its write is answered (about half a second). */
const FRAMES_TO_WAIT = 30;

const focusedWhenSent = new WeakMap<Mutation<unknown, unknown, unknown>, HTMLElement>();

/** Gives the focus back to `control` once it is enabled again, unless the focus went somewhere else meanwhile. */
function giveFocusBack(control: HTMLElement, framesLeft = FRAMES_TO_WAIT) {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (!control.isConnected || (active && active !== document.body)) return;
    if (control.matches(':disabled')) {
      if (framesLeft > 0) giveFocusBack(control, framesLeft - 1);
      return;
    }
    control.focus({ preventScroll: true });
  });
}

/**
 * The admin's writes keep the focus where it was: a browser moves it to the page's body from a field or a button
 * that becomes disabled while its write runs, so a keyboard user who pressed Enter found it lost once answered.
 * The control focused when the write was sent gets it back once answered and enabled again, unless something took it
 * meanwhile (an invalid field, a dialog closing to its opener); docs/decisions/0541-admin-writes-keep-the-focus.md.
 */
export const focusAcrossWrites = {
  onMutate: (_variables, mutation) => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) focusedWhenSent.set(mutation, active);
  },
  onSettled: (_data, _error, _variables, _result, mutation) => {
    const control = focusedWhenSent.get(mutation);
    focusedWhenSent.delete(mutation);
    if (control) giveFocusBack(control);
  },
} satisfies MutationCacheConfig;
