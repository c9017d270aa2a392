import { describe, expect, it } from 'vitest';
import { prerenderedPaths } from '../app/prerendered-paths';
import { listedPaths, robotsTxt, sitemapXml } from '../server/modules/seo/sitemap-file';

describe('generated SEO files', () => {
  it('lists every pre-rendered page but the 404 page and the unlisted ones', async () => {
    const xml = await sitemapXml('https://www.exemple.fr/', prerenderedPaths);
    expect(xml).toContain('<loc>https://www.exemple.fr/</loc>');
    expect(xml).toContain('<loc>https://www.exemple.fr/pricing</loc>');
    expect(xml).not.toContain('/404');
    expect(xml).not.toContain('/button-test');
    expect(xml).not.toContain('/equipe');
    expect(xml).toContain('/team</loc>');
    expect(xml.match(/<loc>/g)).toHaveLength(listedPaths(prerenderedPaths).length);
  });

  it('points robots.txt at the sitemap and keeps the admin out', () => {
    const robots = robotsTxt('https://www.exemple.fr');
    expect(robots).toContain('Sitemap: https://www.exemple.fr/sitemap.xml');
    expect(robots).toContain('Disallow: /admin');
  });
});
