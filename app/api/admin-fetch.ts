import { request, type CallOptions } from './http';

export type { Answer } from './http';

/** Calls the admin API with the HttpOnly session cookie, the back-office's only credential; a refusal throws `ApiError`. */
export function adminFetch<T>(path: string, options: Pick<CallOptions, 'method' | 'body' | 'headers' | 'timeoutMs' | 'signal'> = {}): Promise<T> {
  return request<T>(path, { ...options, credentials: 'same-origin' });
}
