import type { FieldErrors } from '../../domain/validation/schema-helpers';
import type { z } from '../../domain/validation/zod';

/**
 * The type of an answer, inferred from its route's schema in `domain/api/`: `adminFetch<Answer<typeof usersAnswer>>(…)`,
 * and a part of it by indexing (`Answer<typeof usersAnswer>['users'][number]`). Import the schema with `import type`
 * so no schema code reaches the client bundle; `app/api/answer-types.test.ts` refuses hand-written object types
 * as the type argument of the calls of this layer.
 */
export type Answer<Schema extends z.ZodType> = z.infer<Schema>;

export const NETWORK_MESSAGE = 'Erreur de connexion. Veuillez réessayer.';
export const INVALID_ANSWER_MESSAGE = 'Le serveur a renvoyé une réponse invalide. Vérifiez que vous êtes bien connecté.';

/**
 * A failed call: `status` 0 means the network failed; `invalid` that the answer was not JSON. `serverMessage`,
 * `errors` and `fieldErrors` are what the server's French error shape said, empty when it said nothing.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: {
      statusText?: string;
      invalid?: boolean;
      serverMessage?: string | null;
      errors?: string[];
      fieldErrors?: FieldErrors;
    } = {},
  ) {
    super(message);
  }

  get unauthorised(): boolean {
    return this.status === 401 || this.status === 403;
  }

  get statusText(): string {
    return this.details.statusText ?? '';
  }

  get invalid(): boolean {
    return this.details.invalid ?? false;
  }

  get serverMessage(): string | null {
    return this.details.serverMessage ?? null;
  }

  get errors(): string[] {
    return this.details.errors ?? [];
  }

  get fieldErrors(): FieldErrors {
    return this.details.fieldErrors ?? {};
  }
}

export interface CallOptions {
  method?: string;
  /** Sent as JSON with its content type. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Aborts the call after this delay; the caller's `signal` aborts it too. */
  timeoutMs?: number;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
  cache?: RequestCache;
  /** The request outlives the page (events and reports sent while leaving). */
  keepalive?: boolean;
}

function signalOf(options: CallOptions): AbortSignal | undefined {
  const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined].filter((s) => s !== undefined);
  return signals.length > 1 ? AbortSignal.any(signals) : signals[0];
}

/** The one place the browser talks HTTP: a network failure, a timeout or an abort becomes `ApiError` 0. */
export async function send(path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      credentials: options.credentials ?? 'same-origin',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: signalOf(options),
      ...(options.cache ? { cache: options.cache } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE);
  }
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((e): e is string => typeof e === 'string' && e !== '') : []);

function fieldErrorsIn(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/** Reads a JSON answer: a non-OK status or `success: false` throws the server's French error shape as an `ApiError`. */
export function readAnswer<T>(status: number, statusText: string, ok: boolean, text: string): T {
  let body: (T & { message?: unknown; success?: unknown; errors?: unknown; fieldErrors?: unknown }) | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  if (body === undefined || body === null || typeof body !== 'object') {
    throw new ApiError(status, INVALID_ANSWER_MESSAGE, { statusText, invalid: true });
  }
  if (!ok || body.success === false) {
    const serverMessage = typeof body.message === 'string' && body.message ? body.message : null;
    throw new ApiError(status, serverMessage ?? `Erreur ${status}: ${statusText}`, {
      statusText,
      serverMessage,
      errors: strings(body.errors),
      fieldErrors: fieldErrorsIn(body.fieldErrors),
    });
  }
  return body;
}

/** Calls a JSON endpoint with the same-origin cookies (the back-office's only credential) and returns its answer. */
export async function request<T>(path: string, options: CallOptions = {}): Promise<T> {
  const response = await send(path, options);
  const text = await response.text().catch(() => '');
  return readAnswer<T>(response.status, response.statusText, response.ok, text);
}

/** Reads a static text file (a document, a logo); a missing one throws `ApiError` with its status. */
export async function requestText(path: string, accept?: string): Promise<{ text: string; type: string }> {
  const response = await send(path, accept ? { headers: { accept } } : {});
  if (!response.ok) throw new ApiError(response.status, `HTTP ${response.status}`, { statusText: response.statusText });
  return { text: await response.text(), type: response.headers.get('content-type') ?? '' };
}

/** Reads a public JSON endpoint that may be absent: its answer, or `null` on any failure. */
export async function requestOptional<T>(path: string, options: CallOptions = {}): Promise<T | null> {
  try {
    const response = await send(path, options);
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/** One HEAD request, never served from the cache; a network failure throws. */
export async function requestHead(path: string): Promise<{ ok: boolean; status: number; bytes: number | null }> {
  const response = await send(path, { method: 'HEAD', cache: 'no-store' });
  const length = response.headers.get('content-length');
  return { ok: response.ok, status: response.status, bytes: length === null ? null : Number(length) };
}

/** Posts and forgets: the request outlives the page and its failure is ignored (events, error reports). */
export function sendAndForget(path: string, body: unknown, credentials: RequestCredentials = 'same-origin'): void {
  void send(path, { method: 'POST', body, keepalive: true, credentials }).catch(() => undefined);
}
