import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { settingsService } from '../modules/settings/service';

const PAGE = '<!DOCTYPE html><html lang="fr"><head><title>Accueil</title></head><body><h1>Accueil</h1><script>1</script></body></html>';
const SCRIPT = 'export const page = "accueil";';
const dir = mkdtempSync(join(tmpdir(), 'static-front-'));
const site = join(dir, 'site');
let app: Awaited<ReturnType<typeof buildApp>>;
let base: URL;
/** Requests that reached Fastify: the front answered the others. */
let reachedFastify: string[] = [];

interface Answer {
  status: number;
  headers: Record<string, string | number | string[] | undefined>;
  body: Buffer;
}

/** A request over a real socket, through the server's front; fetch would decode the body and hide its bytes. */
const overSocket = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(new URL(path, base), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });

/** The same request answered by Fastify's route, without the socket (and so without the front). */
const byRoute = async (url: string, headers: Record<string, string> = {}): Promise<Answer> => {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
};

/** Headers of one connection or one moment, which two answers of the same file need not share. */
const CONNECTION_HEADERS = ['date', 'connection', 'keep-alive'];
const comparable = (answer: Answer) => ({
  status: answer.status,
  body: answer.body.toString('base64'),
  headers: Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !CONNECTION_HEADERS.includes(name))),
});

const setMaintenance = (on: boolean) => settingsService(app.db).update({ maintenanceMode: on }, 'test');

beforeAll(async () => {
  mkdirSync(join(site, 'assets'), { recursive: true });
  writeFileSync(join(site, 'index.html'), PAGE);
  writeFileSync(join(site, 'index.html.br'), brotliCompressSync(PAGE));
  writeFileSync(join(site, 'index.html.gz'), gzipSync(PAGE));
  writeFileSync(join(site, 'assets', 'shell-abc123.js'), SCRIPT);
  writeFileSync(join(site, 'assets', 'shell-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(site, 'assets', 'shell-abc123.js.gz'), gzipSync(SCRIPT));
  app = await buildApp(
    loadConfig({ NODE_ENV: 'test', DATABASE_URL: `file:${join(dir, 'app.sqlite')}`, SITE_DIR: site, LOG_LEVEL: 'silent', RATE_LIMITS: 'off' }),
    { logger: false },
  );
  app.addHook('onRequest', (request, _reply, done) => {
    reachedFastify.push(`${request.method} ${request.url}`);
    done();
  });
  base = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await setMaintenance(false);
  reachedFastify = [];
});

describe('static answers at the front of the server', () => {
  it('answers a page and a hashed asset before Fastify, with the bytes and headers its route sends', async () => {
    const cases = ['/', '/assets/shell-abc123.js'].flatMap((path) => ['gzip, deflate, br', 'gzip', 'identity'].map((accepted) => ({ path, accepted })));
    const fromFront = [];
    for (const { path, accepted } of cases) fromFront.push(await overSocket(path, { 'accept-encoding': accepted }));
    expect(reachedFastify).toEqual([]);
    for (const [i, { path, accepted }] of cases.entries()) {
      expect(comparable(fromFront[i] as Answer), `${path} ${accepted}`).toEqual(comparable(await byRoute(path, { 'accept-encoding': accepted })));
    }
    const page = await overSocket('/', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('answers a page whose address carries a query, as its route does', async () => {
    const campaign = await overSocket('/?utm_source=salon&utm_medium=qr');
    expect(campaign.status).toBe(200);
    expect(campaign.body.toString()).toBe(PAGE);
    expect(reachedFastify).toEqual([]);
  });

  it('leaves Fastify every other request: conditional, HEAD, another method, a path not held in memory', async () => {
    const { etag } = (await overSocket('/')).headers;
    expect((await overSocket('/', { 'if-none-match': String(etag) })).status).toBe(304);
    expect((await overSocket('/', {}, 'HEAD')).status).toBe(200);
    expect((await overSocket('/', {}, 'POST')).status).toBe(404);
    expect((await overSocket('/page-inconnue')).status).toBe(404);
    expect((await overSocket('/assets/absent-000.js')).status).toBe(404);
    expect(reachedFastify).toEqual(['GET /', 'HEAD /', 'POST /', 'GET /page-inconnue', 'GET /assets/absent-000.js']);
  });

  it('leaves the pages to the maintenance page while maintenance mode is on; hashed assets stay served', async () => {
    await setMaintenance(true);
    const page = await overSocket('/');
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe('600');
    expect((await overSocket('/assets/shell-abc123.js')).status).toBe(200);
    await setMaintenance(false);
    expect((await overSocket('/')).status).toBe(200);
  });
});
