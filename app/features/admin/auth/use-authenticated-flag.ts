import { useSyncExternalStore } from 'react';
import { AUTHENTICATED_KEY, isAuthenticated } from './auth-storage';

const subscribe = (onChange: () => void) => {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTHENTICATED_KEY) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
};

/** The session's 'authenticated' flag; while it is false, polling waits for a storage event that sets it (back-office §7). */
export function useAuthenticatedFlag(): boolean {
  return useSyncExternalStore(subscribe, isAuthenticated, () => false);
}
