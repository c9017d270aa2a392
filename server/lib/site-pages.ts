import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every pre-rendered page of the built site: its path and its HTML file. */
export function builtPages(siteDir: string): Array<{ path: string; file: string }> {
  const pages: Array<{ path: string; file: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        pages.push({ path: `/${relative(siteDir, dir).split(sep).join('/')}`.replace(/\/$/, '') || '/', file: full });
      }
    }
  };
  if (existsSync(siteDir)) walk(siteDir);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

const pagePathsByDir = new Map<string, Set<string>>();

/** The addresses of the built site's pages, read once per directory: the build does not change while the server runs. */
export function sitePagePaths(siteDir: string): Set<string> {
  let paths = pagePathsByDir.get(siteDir);
  if (!paths) {
    paths = new Set(builtPages(siteDir).map((page) => page.path).filter((path) => path !== '/404'));
    pagePathsByDir.set(siteDir, paths);
  }
  return paths;
}

