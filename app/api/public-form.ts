import { serverDetail } from './error-message';
import { ApiError, request } from './http';

/** How a public form's POST ended: the answer's body, or the French detail to show (null when the server gave none). */
type PublicAnswer = { ok: true; body: Record<string, unknown> } | { ok: false; detail: string | null; offline: boolean };

/**
 * Posts a public form as JSON and reads the answer by the rule of public-site §7 and §8: a success is an OK
 * status with `success: true`; a failure is described by the server's `errors` joined by ', ', else its `message`.
 */
export async function postPublicForm(url: string, payload: unknown): Promise<PublicAnswer> {
  try {
    const body = await request<Record<string, unknown>>(url, { method: 'POST', body: payload });
    if (body.success) return { ok: true, body };
    return { ok: false, detail: null, offline: false };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, detail: serverDetail(error), offline: error.status === 0 };
  }
}
