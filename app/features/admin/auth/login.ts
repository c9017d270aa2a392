import { adminMessages } from '../../../../domain/validation/admin-messages';
import type { AdminLogin } from '../../../../domain/validation/admin-login-schema';
import { forgetLogin, rememberLogin, storedToken } from './auth-storage';

export type LoginResult = { ok: true } | { ok: false; error: string };

/** POST /api/security/check-admin-password; the server message or the §8 fallbacks on failure. */
export async function login(values: AdminLogin): Promise<LoginResult> {
  try {
    const response = await fetch('/api/security/check-admin-password', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(values),
    });
    const body = (await response.json().catch(() => null)) as { success?: boolean; token?: string; message?: string } | null;
    if (response.ok && body?.success && body.token) {
      rememberLogin(body.token);
      return { ok: true };
    }
    return { ok: false, error: body?.message || adminMessages.badCredentials };
  } catch {
    return { ok: false, error: adminMessages.loginNetwork };
  }
}

/** Ends the server session and revokes the token, then forgets both here whatever the answer. */
export async function logout(): Promise<void> {
  const token = storedToken();
  try {
    await fetch('/api/security/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: token ? { 'X-API-KEY': token } : {},
    });
  } finally {
    forgetLogin();
  }
}
