import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request } from './http';

const answer = (status: number, body: string, statusText = '') => new Response(body, { status, statusText, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('request, the one HTTP call of the browser', () => {
  it('sends the method, the JSON body with its content type and the same-origin cookies, and returns the answer', async () => {
    const fetchMock = vi.fn(async () => answer(200, '{"success":true,"id":7}'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(request<{ id: number }>('/api/admin/users', { method: 'POST', body: { username: 'ana' }, headers: { 'X-Test': '1' } })).resolves.toEqual({
      success: true,
      id: 7,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/users', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'X-Test': '1', 'content-type': 'application/json' },
      body: '{"username":"ana"}',
      signal: undefined,
    });
  });

  it("carries the server's French message, its list and its field errors on a 400", async () => {
    const body = { success: false, message: "Ce nom d'utilisateur existe déjà", errors: ["Ce nom d'utilisateur existe déjà"], fieldErrors: { username: "Ce nom d'utilisateur existe déjà", bad: 3 } };
    vi.stubGlobal('fetch', async () => answer(409, JSON.stringify(body), 'Conflict'));
    const error = await failure(request('/api/admin/users', { method: 'POST', body: {} }));
    expect(error.status).toBe(409);
    expect(error.message).toBe("Ce nom d'utilisateur existe déjà");
    expect(error.errors).toEqual(["Ce nom d'utilisateur existe déjà"]);
    expect(error.fieldErrors).toEqual({ username: "Ce nom d'utilisateur existe déjà" });
  });

  it('names the status of a refusal that says nothing, and an answer that is not JSON', async () => {
    vi.stubGlobal('fetch', async () => answer(500, '{}', 'Internal Server Error'));
    expect((await failure(request('/api/x'))).message).toBe('Erreur 500: Internal Server Error');
    vi.stubGlobal('fetch', async () => answer(200, '<html></html>'));
    const invalid = await failure(request('/api/x'));
    expect(invalid.invalid).toBe(true);
    expect(invalid.message).toBe('Le serveur a renvoyé une réponse invalide. Vérifiez que vous êtes bien connecté.');
  });

  it('refuses an OK answer that says success: false', async () => {
    vi.stubGlobal('fetch', async () => answer(200, '{"success":false,"message":"Refusé"}'));
    expect((await failure(request('/api/x'))).serverMessage).toBe('Refusé');
  });

  it('turns a network failure into status 0 with the French connection message', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(request('/api/x'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Erreur de connexion. Veuillez réessayer.');
  });

  it('gives up after the timeout it was given, with the same connection message', async () => {
    vi.stubGlobal('fetch', (_path: string, init: RequestInit) => {
      const signal = init.signal as AbortSignal;
      return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));
    });
    const error = await failure(request('/api/admin/git/history', { timeoutMs: 10 }));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Erreur de connexion. Veuillez réessayer.');
  });
});
