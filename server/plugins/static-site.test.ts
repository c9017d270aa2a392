import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';

const SCRIPT = 'export const page = "accueil";';
const dir = mkdtempSync(join(tmpdir(), 'static-site-'));
const site = join(dir, 'site');
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  mkdirSync(join(site, 'assets'), { recursive: true });
  writeFileSync(join(site, 'index.html'), '<!DOCTYPE html><html lang="fr"><head><title>Accueil</title></head><body><h1>Accueil</h1></body></html>');
  writeFileSync(join(site, 'assets', 'shell-abc123.js'), SCRIPT);
  writeFileSync(join(site, 'assets', 'shell-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(site, 'assets', 'shell-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(site, '404'));
  writeFileSync(join(site, '404', 'index.html'), '<!DOCTYPE html><html lang="fr"><head><title>Page introuvable</title></head><body></body></html>');
  writeFileSync(join(site, '__spa-fallback.html'), '<!DOCTYPE html><html lang="fr"><head><title>Admin</title></head><body></body></html>');
  app = await buildApp(
    loadConfig({ NODE_ENV: 'test', DATABASE_URL: `file:${join(dir, 'app.sqlite')}`, SITE_DIR: site, LOG_LEVEL: 'silent' }),
    { logger: false },
  );
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static site headers', () => {
  it('serves a hashed asset from memory, brotli or gzip as the browser accepts, the same bytes as on disk', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/shell-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await app.inject({ method: 'GET', url: '/assets/shell-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const missing = await app.inject({ method: 'GET', url: '/assets/absent-000.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves a hashed asset as immutable, without validators, range support or document-only headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/shell-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('accueil');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    for (const header of ['etag', 'last-modified', 'accept-ranges', 'content-security-policy', 'x-frame-options']) {
      expect(response.headers[header], header).toBeUndefined();
    }
  });

  it('keeps the validators of files that are revalidated, and the page its ETag and CSP', async () => {
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(icon.headers.etag).toBeDefined();
    expect(icon.headers['last-modified']).toBeDefined();

    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers.etag).toBeDefined();
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the public pages without Cross-Origin-Opener-Policy, and keeps it on the admin shell and the API', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const missing = await app.inject({ method: 'GET', url: '/page-inconnue' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Page introuvable');
    expect(missing.headers['cross-origin-opener-policy']).toBeUndefined();

    const admin = await app.inject({ method: 'GET', url: '/admin/login' });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('<title>Admin</title>');
    expect(admin.headers['cross-origin-opener-policy']).toBe('same-origin');
    const api = await app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
