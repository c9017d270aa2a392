import { expect, test } from './support/test';

/**
 * The browser tests' server listens on its own port, not on the address the build was made for (PUBLIC_URL at
 * build time): at start it rewrites the pre-rendered pages, robots.txt and sitemap.xml to the address it serves.
 */
test('every canonical, og:url and the Sitemap: line name the address the site is served at', async ({ request, baseURL }) => {
  const served = new URL(baseURL!).origin;
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${served}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml', { headers: { 'accept-encoding': 'br' } })).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locs.length).toBeGreaterThan(5);
  const pages = locs.filter((loc) => !/\.(png|jpe?g|webp|svg|avif)$/.test(loc));
  for (const loc of pages) expect(new URL(loc).origin, loc).toBe(served);
  for (const loc of pages) {
    const path = new URL(loc).pathname;
    for (const encoding of ['br', 'gzip', 'identity']) {
      const html = await (await request.get(path, { headers: { 'accept-encoding': encoding } })).text();
      const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1];
      expect(canonical, `${path} ${encoding}`).toBeDefined();
      expect(new URL(canonical!).origin, `${path} ${encoding}`).toBe(served);
      for (const [, url] of html.matchAll(/property="og:url" content="([^"]+)"/g)) expect(new URL(url!).origin).toBe(served);
    }
  }
});
