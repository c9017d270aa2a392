/** How a public form's POST ended: the answer's body, or the French detail to show (null when the server gave none). */
type PublicAnswer = { ok: true; body: Record<string, unknown> } | { ok: false; detail: string | null; offline: boolean };

/**
 * Posts a public form as JSON and reads the answer by the rule of public-site §7 and §8: a success is an OK
 * status with `success: true`; a failure is described by the server's `errors` joined by ', ', else its `message`.
 */
export async function postPublicForm(url: string, payload: unknown): Promise<PublicAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
  } catch {
    return { ok: false, detail: null, offline: true };
  }
  const body = (await response.json().catch(() => null)) as { success?: unknown; errors?: unknown; message?: unknown } | null;
  if (response.ok && body?.success) return { ok: true, body };
  const errors = Array.isArray(body?.errors) ? body.errors.filter((e): e is string => typeof e === 'string' && e !== '') : [];
  const message = typeof body?.message === 'string' && body.message ? body.message : null;
  return { ok: false, detail: errors.length ? errors.join(', ') : message, offline: false };
}
