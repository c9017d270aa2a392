import { adminMessages } from '../../../../domain/validation/admin-messages';

/** A failed admin call: `status` 0 means the network failed; `invalid` that the answer was not JSON. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly statusText = '',
    readonly invalid = false,
  ) {
    super(message);
  }

  get unauthorised(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

/** Calls the admin API with the HttpOnly session cookie, the back-office's only credential. */
export async function adminFetch<T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<T> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.timeoutMs ? AbortSignal.timeout(init.timeoutMs) : undefined,
    });
  } catch {
    throw new AdminApiError(0, 'Erreur de connexion. Veuillez réessayer.');
  }
  const body = (await response.json().catch(() => undefined)) as (T & { message?: string; success?: boolean }) | undefined;
  if (body === undefined) {
    throw new AdminApiError(
      response.status,
      'Le serveur a renvoyé une réponse invalide. Vérifiez que vous êtes bien connecté.',
      response.statusText,
      true,
    );
  }
  if (!response.ok || body.success === false) {
    throw new AdminApiError(response.status, body.message || `Erreur ${response.status}: ${response.statusText}`, response.statusText);
  }
  return body;
}

/**
 * The one reader of a failed admin action: a 403 is a refusal by role, a 401 an expired session, a 4xx the
 * server's own French message, a network failure says so; anything else gets the caller's fallback.
 */
export function adminErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof AdminApiError)) return fallback;
  if (error.status === 403) return adminMessages.adminOnly;
  if (error.status === 401) return adminMessages.sessionExpired;
  if (error.status === 0) return error.message;
  if (!error.invalid && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}
