import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotsTxt } from '../modules/seo/sitemap-file';
import { buildTestApp, type TestContext } from '../test/helper';
import { builtOrigin } from './public-origin';

const BUILT = 'http://127.0.0.1:3000';
const SERVED = 'https://www.exemple.fr';

/** A page as the build writes it, with its pre-compressed copies. */
function writePage(dir: string, path: string, canonicalPath: string) {
  const folder = join(dir, path);
  mkdirSync(folder, { recursive: true });
  const html =
    `<!DOCTYPE html><html lang="fr"><head><link rel="canonical" href="${BUILT}${canonicalPath}"/>` +
    `<meta property="og:url" content="${BUILT}${canonicalPath}"/>` +
    `<script type="application/ld+json">{"item":"${BUILT}/"}</script></head>` +
    `<body><p>Une autre adresse reste telle quelle : http://127.0.0.1:30001/x</p>${' '.repeat(600)}</body></html>`;
  writeFileSync(join(folder, 'index.html'), html);
  writeFileSync(join(folder, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(join(folder, 'index.html.gz'), gzipSync(html));
}

describe('a build served under another PUBLIC_URL than the one it was built for', () => {
  let siteDir: string;
  let ctx: TestContext;

  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), 'public-origin-'));
    writePage(siteDir, '', '/');
    writePage(siteDir, 'pricing', '/pricing');
    writePage(siteDir, 'equipe', '/team');
    writeFileSync(join(siteDir, 'robots.txt'), robotsTxt(BUILT));
    expect(builtOrigin(siteDir)).toBe(BUILT);
    ctx = await buildTestApp('sqlite', { SITE_DIR: siteDir, PUBLIC_URL: SERVED });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) => ctx.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
  const bodyOf = (response: Awaited<ReturnType<typeof get>>) =>
    response.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(response.rawPayload).toString('utf8')
      : response.headers['content-encoding'] === 'gzip'
        ? gunzipSync(response.rawPayload).toString('utf8')
        : response.body;

  it('names the served address in every canonical, og:url and JSON-LD, whatever the encoding asked', async () => {
    for (const [path, canonical] of [['/', '/'], ['/pricing', '/pricing'], ['/equipe', '/team']] as const) {
      for (const encoding of [undefined, 'gzip', 'br']) {
        const response = await get(path, encoding);
        expect(response.statusCode).toBe(200);
        const html = bodyOf(response);
        expect(html, `${path} ${encoding}`).toContain(`<link rel="canonical" href="${SERVED}${canonical}"/>`);
        expect(html).toContain(`content="${SERVED}${canonical}"`);
        expect(html).toContain(`{"item":"${SERVED}/"}`);
        expect(html).not.toContain(`${BUILT}/`);
        expect(html).toContain('http://127.0.0.1:30001/x');
      }
    }
  });

  it("writes robots.txt's Sitemap line and the sitemap on the served address, once, on disk", async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${SERVED}/sitemap.xml`);
    const sitemap = bodyOf(await get('/sitemap.xml', 'br'));
    expect(sitemap).toContain(`<loc>${SERVED}/pricing</loc>`);
    expect(sitemap).not.toContain(BUILT);
    expect(builtOrigin(siteDir)).toBe(SERVED);
    expect(readFileSync(join(siteDir, 'pricing/index.html'), 'utf8')).toContain(`href="${SERVED}/pricing"`);
  });

  it('leaves a build made for the served address untouched', async () => {
    const before = readFileSync(join(siteDir, 'index.html.br'));
    const again = await buildTestApp('sqlite', { SITE_DIR: siteDir, PUBLIC_URL: SERVED });
    await again.close();
    expect(readFileSync(join(siteDir, 'index.html.br')).equals(before)).toBe(true);
  });
});
