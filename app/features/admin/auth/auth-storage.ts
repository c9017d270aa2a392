/** Where the back-office keeps its login (back-office §6, §7): the token in local storage, the flag in the session. */
export const ADMIN_TOKEN_KEY = 'admin_token';
export const AUTHENTICATED_KEY = 'authenticated';

export function storedToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function isAuthenticated(): boolean {
  try {
    return sessionStorage.getItem(AUTHENTICATED_KEY) === 'true';
  } catch {
    return false;
  }
}

// Storage events only reach other tabs; this tab is told the same way.
const announce = () => window.dispatchEvent(new StorageEvent('storage', { key: AUTHENTICATED_KEY }));

export function rememberLogin(token: string): void {
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
  sessionStorage.setItem(AUTHENTICATED_KEY, 'true');
  announce();
}

export function forgetLogin(): void {
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  sessionStorage.setItem(AUTHENTICATED_KEY, 'false');
  announce();
}
