import { useAuthFlagStore } from './auth-storage';

/** The session's 'authenticated' flag; while it is false, polling waits until a login sets it (back-office §7). */
export function useAuthenticatedFlag(): boolean {
  return useAuthFlagStore((state) => state.authenticated);
}
