import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { tabStorage } from '../../../ui/browser-storage';

/**
 * The session's 'authenticated' flag (back-office §7). The back-office keeps no token in the browser:
 * the HttpOnly session cookie is its only credential (docs/decisions/0240-admin-ui-cookie-only.md).
 */
const AUTHENTICATED_KEY = 'authenticated';

interface AuthFlagState {
  authenticated: boolean;
  setAuthenticated: (authenticated: boolean) => void;
}

export const useAuthFlagStore = create<AuthFlagState>()(
  persist(
    (set) => ({
      authenticated: false,
      setAuthenticated: (authenticated) => set({ authenticated }),
    }),
    {
      name: AUTHENTICATED_KEY,
      storage: tabStorage,
      partialize: ({ authenticated }) => ({ authenticated }),
    },
  ),
);

export function isAuthenticated(): boolean {
  return useAuthFlagStore.getState().authenticated;
}

export function rememberLogin(): void {
  useAuthFlagStore.getState().setAuthenticated(true);
}

export function forgetLogin(): void {
  useAuthFlagStore.getState().setAuthenticated(false);
}
