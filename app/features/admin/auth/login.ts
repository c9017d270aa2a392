import { adminMessages } from '../../../../domain/validation/admin-messages';
import type { AdminLogin } from '../../../../domain/validation/admin-login-schema';
import { forgetLogin, rememberLogin } from './auth-storage';

type LoginResult = { ok: true } | { ok: false; error: string };

/**
 * POST /api/security/check-admin-password; the server message or the §8 fallbacks on failure.
 * The back-office asks for no API token: its session cookie is enough, and no script can read it.
 */
export async function login(values: AdminLogin): Promise<LoginResult> {
  try {
    const response = await fetch('/api/security/check-admin-password', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: values.username, password: values.password, issueToken: false }),
    });
    const body = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null;
    if (response.ok && body?.success) {
      rememberLogin();
      return { ok: true };
    }
    return { ok: false, error: body?.message || adminMessages.badCredentials };
  } catch {
    return { ok: false, error: adminMessages.loginNetwork };
  }
}

/** Ends the server session, then forgets the flag here whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await fetch('/api/security/logout', { method: 'POST', credentials: 'same-origin' });
  } finally {
    forgetLogin();
  }
}

/**
 * A new tab has no flag yet, but the browser may still hold a live session cookie:
 * the server is asked before sending the admin to the login page.
 */
export async function restoreSession(): Promise<boolean> {
  try {
    const response = await fetch('/api/admin/session', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) return false;
    rememberLogin();
    return true;
  } catch {
    return false;
  }
}
