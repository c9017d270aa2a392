import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const page = (path: string, head: string, body = '') =>
  `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/>${head}</head><body><main>${body}</main></body></html>`;

export const GOOD_PAGE_HEAD = (origin: string, path: string) =>
  [
    '<title>Tarifs freelance — TJM de 350 à 900 € par jour | Synapse IA</title>',
    '<meta name="description" content="Tarifs journaliers transparents pour vos missions de développement et d’IA : de 350 à 900 € par jour."/>',
    `<link rel="canonical" href="${origin}${path}"/>`,
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[]}</script>`,
  ].join('');

/** A small built site on disk: one page that passes the audit, one that fails it, the 404 page. */
export function createTestSite(origin = 'https://www.exemple.fr'): string {
  const dir = mkdtempSync(join(tmpdir(), 'seo-site-'));
  const write = (path: string, html: string) => {
    const folder = join(dir, path);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'index.html'), html);
  };
  write('/', page('/', GOOD_PAGE_HEAD(origin, '/'), '<img src="/images/logo.svg" width="120" height="40" loading="lazy" alt="Logo"/>'));
  write('/pricing', page('/pricing', GOOD_PAGE_HEAD(origin, '/pricing')));
  write('/vieille-page', page('/vieille-page', '<title>Court</title>', '<img src="/images/photo.jpg" alt="Photo"/>'));
  write('/404', page('/404', '<title>Page introuvable</title>'));
  return dir;
}
