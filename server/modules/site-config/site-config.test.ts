import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper';

let ctx: TestContext | undefined;
let site: string | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
  if (site) rmSync(site, { recursive: true, force: true });
  site = undefined;
});

describe('GET /api/site-config', () => {
  it('announces no third-party tag by default', async () => {
    ctx = await buildTestApp('sqlite', { RATE_LIMITS: 'off' });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.json()).toEqual({ success: true, analytics: null });
  });

  it('gives the configured tag and lets the page policy load it', async () => {
    site = mkdtempSync(join(tmpdir(), 'site-'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><html><body><script>1</script></body></html>');
    ctx = await buildTestApp('sqlite', { RATE_LIMITS: 'off', SITE_DIR: site, ANALYTICS_GA_ID: 'G-TEST1234', ANALYTICS_TAG_URL: 'http://127.0.0.1:4999/tag.js' });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.json().analytics).toEqual({ gaId: 'G-TEST1234', tagUrl: 'http://127.0.0.1:4999/tag.js' });
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:4999 'sha256-/);
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:4999");
    expect(policy).not.toContain('googletagmanager');
  });

  it('defaults the tag address to the Google one for the id', async () => {
    ctx = await buildTestApp('sqlite', { RATE_LIMITS: 'off', ANALYTICS_GA_ID: 'G-ABCD1234' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/site-config' })).json().analytics.tagUrl).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABCD1234');
  });
});

describe('third-party tag settings', () => {
  it('refuses a malformed id or a non-web tag address at start', async () => {
    const { loadConfig, ConfigError } = await import('../../config');
    expect(() => loadConfig({ ANALYTICS_GA_ID: 'pas un id' })).toThrow(ConfigError);
    expect(() => loadConfig({ ANALYTICS_GA_ID: 'G-ABCD1234', ANALYTICS_TAG_URL: 'javascript:alert(1)' })).toThrow(/ANALYTICS_TAG_URL/);
    expect(loadConfig({}).analytics).toBeUndefined();
  });
});
