import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './http';
import { uploadJson, type UploadProgress } from './upload';

/** A stand-in for the browser's XMLHttpRequest that answers as it is told once the body is sent. */
function fakeXhr(answer: { status: number; statusText?: string; body: string } | 'network') {
  const sent: { method?: string; path?: string; headers: Record<string, string>; body?: string } = { headers: {} };
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void; onload?: () => void } = {};
    onload?: () => void;
    onerror?: () => void;
    open(method: string, path: string) {
      sent.method = method;
      sent.path = path;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    send(body: string) {
      sent.body = body;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
      this.upload.onload?.();
      if (answer === 'network') return this.onerror?.();
      this.status = answer.status;
      this.statusText = answer.statusText ?? '';
      this.responseText = answer.body;
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadJson, the upload that reports its progress', () => {
  it('posts the JSON body, reports the progress and returns the answer', async () => {
    const sent = fakeXhr({ status: 200, body: '{"success":true,"created":2}' });
    const progress: UploadProgress[] = [];
    await expect(uploadJson('/api/admin/prospects/import', { content: 'a;b', mode: 'partial', dryRun: true }, (p) => progress.push(p))).resolves.toEqual({
      success: true,
      created: 2,
    });
    expect(sent).toEqual({
      method: 'POST',
      path: '/api/admin/prospects/import',
      headers: { 'content-type': 'application/json' },
      body: '{"content":"a;b","mode":"partial","dryRun":true}',
    });
    expect(progress).toEqual([{ phase: 'sending', percent: 25 }, { phase: 'checking' }]);
  });

  it('reads a refusal like every other call: the message and each refused line', async () => {
    fakeXhr({ status: 400, statusText: 'Bad Request', body: '{"success":false,"message":"Import refusé","errors":["ligne 3 : e-mail invalide"]}' });
    const error = await uploadJson('/x', {}, () => undefined).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Import refusé');
    expect((error as ApiError).errors).toEqual(['ligne 3 : e-mail invalide']);
  });

  it('says a network failure in French', async () => {
    fakeXhr('network');
    const error = await uploadJson('/x', {}, () => undefined).catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).message).toBe('Erreur de connexion. Veuillez réessayer.');
  });
});
