import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('hashchange', onChange);
  };
};

/** The page's `#hash`, read again at each hashchange and each `clearLocationHash`. */
export const useLocationHash = (): string => useSyncExternalStore(subscribe, () => window.location.hash, () => '');

/** Takes the `#hash` off the address without a new history entry (a linked record was closed). */
export function clearLocationHash(): void {
  history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}`);
  // replaceState fires no event: the readers of the hash are told here.
  for (const listener of listeners) listener();
}
