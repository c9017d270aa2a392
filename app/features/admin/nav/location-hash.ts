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

/**
 * The page's `#hash` as `select` keeps it, read again at each hashchange and each `clearLocationHash`: a hash
 * that `select` turns into the same text does not render the component again.
 */
export const useLocationHash = (select: (hash: string) => string = (hash) => hash): string =>
  useSyncExternalStore(subscribe, () => select(window.location.hash), () => '');

/** Takes the `#hash` off the address without a new history entry (a linked record was closed). */
export function clearLocationHash(): void {
  history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}`);
  // replaceState fires no event: the readers of the hash are told here.
  for (const listener of listeners) listener();
}
