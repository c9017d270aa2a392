import { ApiError, request } from './http';

/**
 * What the server itself said about a refused public form, by the rule of public-site §7 and §8: its `errors` joined by
 * ', ', else its `message`; null when it said nothing (a network failure, an answer that was not JSON). It lives here,
 * apart from the admin's error reader, so public pages do not load the admin's messages.
 */
export function serverDetail(error: ApiError): string | null {
  return error.errors.length ? error.errors.join(', ') : error.serverMessage;
}

/**
 * How a public form's POST ended: the answer's body, or the French detail to show (null when the server gave none);
 * `offline` when the server was not reached, `retryable` when the same sending may succeed later (not reached,
 * too many sendings, or the server could not store it then).
 */
type PublicAnswer = { ok: true; body: Record<string, unknown> } | { ok: false; detail: string | null; offline: boolean; retryable: boolean };

/**
 * Posts a public form as JSON and reads the answer by the rule of public-site §7 and §8: a success is an OK
 * status with `success: true`; a failure is described by the server's `errors` joined by ', ', else its `message`.
 */
export async function postPublicForm(url: string, payload: unknown): Promise<PublicAnswer> {
  try {
    const body = await request<Record<string, unknown>>(url, { method: 'POST', body: payload });
    if (body.success) return { ok: true, body };
    return { ok: false, detail: null, offline: false, retryable: false };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, detail: serverDetail(error), offline: error.status === 0, retryable: error.status === 0 || error.status === 429 || error.status >= 500 };
  }
}
