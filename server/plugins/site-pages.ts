import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** One pre-rendered HTML document, held in memory with its compressed bodies and CSP. */
export interface SitePage {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  csp: string;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * Hashes each executable inline script so the CSP can forbid every other one. `thirdParty`: the origins a
 * configured audience tag loads from and reports to, allowed for scripts, connections and images.
 */
export function contentSecurityPolicy(html: string, thirdParty: readonly string[] = []): string {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/type=["']application\/(ld\+)?json["']/.test(attributes ?? '')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`);
  }
  const self = ["'self'", ...thirdParty].join(' ');
  return [
    "default-src 'self'",
    `script-src ${self} ${[...hashes].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${self} data: blob:`,
    "font-src 'self'",
    `connect-src ${self}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const read = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);

function loadPage(file: string, thirdParty: readonly string[]): SitePage {
  const raw = readFileSync(file);
  return {
    raw,
    br: read(`${file}.br`),
    gzip: read(`${file}.gz`),
    etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
    csp: contentSecurityPolicy(raw.toString('utf8'), thirdParty),
  };
}

interface SitePages {
  /** URL path (no trailing slash, '/' for home) to its pre-rendered page. */
  byPath: Map<string, SitePage>;
  notFound?: SitePage;
  /** The client-rendered shell that boots the admin area. */
  spaShell?: SitePage;
}

export function loadSitePages(siteDir: string, thirdParty: readonly string[] = []): SitePages {
  const byPath = new Map<string, SitePage>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        const path = `/${relative(siteDir, dir).split(sep).join('/')}`.replace(/\/$/, '') || '/';
        byPath.set(path, loadPage(full, thirdParty));
      }
    }
  };
  if (existsSync(siteDir)) walk(siteDir);
  const spaFile = join(siteDir, '__spa-fallback.html');
  return {
    byPath,
    notFound: byPath.get('/404'),
    spaShell: existsSync(spaFile) ? loadPage(spaFile, thirdParty) : undefined,
  };
}
