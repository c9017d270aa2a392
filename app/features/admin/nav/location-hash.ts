import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** The page's `#hash`, read again at each render and each hashchange. */
export const useLocationHash = (): string => useSyncExternalStore(subscribe, () => window.location.hash, () => '');

/** Takes the `#hash` off the address without a new history entry (a link's record was closed). */
export function clearLocationHash(): void {
  history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}`);
}
