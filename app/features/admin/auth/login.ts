import { adminMessages } from '../../../../domain/validation/admin-messages';
import type { AdminLogin } from '../../../../domain/validation/admin-login-schema';
import { adminFetch } from '../../../api/admin-fetch';
import { ApiError, send } from '../../../api/http';
import { clearDrafts } from '../drafts/draft-store';
import { forgetLogin, rememberLogin } from './auth-storage';
import type { AdminSessionAnswer } from './use-can-write';

/** `codeAsked`: the password was right and the user's second factor is asked (docs/decisions/0457-two-factor-login.md). */
type LoginResult = { ok: true } | { ok: false; error: string; codeAsked: boolean };

/**
 * POST /api/security/check-admin-password; the server message or the §8 fallbacks on failure.
 * The back-office asks for no API token: its session cookie is enough, and no script can read it.
 */
export async function login(values: AdminLogin): Promise<LoginResult> {
  try {
    await adminFetch('/api/security/check-admin-password', {
      method: 'POST',
      body: { username: values.username, password: values.password, issueToken: false, ...(values.code ? { code: values.code } : {}) },
    });
    rememberLogin();
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) {
      return { ok: false, error: error.serverMessage || adminMessages.badCredentials, codeAsked: error.fieldErrors.code !== undefined };
    }
    return { ok: false, error: adminMessages.loginNetwork, codeAsked: false };
  }
}

/** Ends the server session, then forgets the flag here whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await send('/api/security/logout', { method: 'POST' });
  } finally {
    forgetLogin();
    // What was being written may name the agency's clients: the next one on this browser does not read it.
    clearDrafts();
  }
}

/**
 * A new tab has no flag yet, but the browser may still hold a live session cookie:
 * the server is asked before sending the admin to the login page. The answer (null without a live session)
 * seeds the panel's session query, so the panel does not ask again.
 */
export async function restoreSession(): Promise<AdminSessionAnswer | null> {
  try {
    const response = await send('/api/admin/session', { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const session = (await response.json()) as AdminSessionAnswer;
    rememberLogin();
    return session;
  } catch {
    return null;
  }
}
