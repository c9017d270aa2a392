import { existsSync, openSync, readSync, closeSync, readdirSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import {
  BUSINESS_CARD_DIR,
  ownerDirectory,
  type BusinessCardFace,
  type BusinessCardIteration,
} from '../../../domain/business-cards/card-designs';
import { ITERATION_NAME_PATTERN } from '../../../domain/business-cards/business-card-schema';

const MAX_SVG_BYTES = 256 * 1024;
const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const ITERATION_FILE = /^(.+)-(recto|verso)\.svg$/;

/** The folders of card designs inside the served site; nothing outside it is ever read. */
export function designFolders(siteDir: string) {
  const base = resolve(siteDir, `.${BUSINESS_CARD_DIR}`);

  const folderOf = (slug: string): string | undefined => {
    if (!SLUG.test(slug)) return undefined;
    const folder = resolve(base, slug);
    return folder.startsWith(base + sep) ? folder : undefined;
  };

  /** A file is taken for an SVG only if it is small and its first bytes open an SVG document. */
  const isSvgFile = (file: string): boolean => {
    const stat = statSync(file);
    if (!stat.isFile() || stat.size === 0 || stat.size > MAX_SVG_BYTES) return false;
    const head = Buffer.alloc(Math.min(stat.size, 512));
    const fd = openSync(file, 'r');
    try {
      readSync(fd, head, 0, head.length, 0);
    } finally {
      closeSync(fd);
    }
    return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(head.toString('utf8'));
  };

  return {
    /** The SVG files of an owner's folder, or undefined when the folder does not exist. */
    svgFiles(slug: string): string[] | undefined {
      const folder = folderOf(slug);
      if (!folder || !existsSync(folder) || !statSync(folder).isDirectory()) return undefined;
      return readdirSync(folder)
        .filter((name) => name.endsWith('.svg') && isSvgFile(join(folder, name)))
        .sort();
    },

    /** True when the public path names a file of the served site. */
    exists(publicPath: string): boolean {
      const file = resolve(siteDir, `.${publicPath}`);
      return file.startsWith(base + sep) && existsSync(file);
    },
  };
}

/** Reads an owner's card faces and iterations from the names of the files in their folder. */
export function designsFromFiles(slug: string, files: string[]): { faces: BusinessCardFace[]; iterations: BusinessCardIteration[] } {
  const dir = ownerDirectory(slug);
  const faces: BusinessCardFace[] = [];
  for (const side of ['recto', 'verso'] as const) if (files.includes(`${side}.svg`)) faces.push({ side, path: `${dir}/${side}.svg` });
  const iterations: BusinessCardIteration[] = [];
  for (const file of files) {
    const match = ITERATION_FILE.exec(file);
    if (!match || match[2] !== 'recto' || !ITERATION_NAME_PATTERN.test(match[1] ?? '')) continue;
    const name = match[1] as string;
    const verso = `${name}-verso.svg`;
    iterations.push({ name, path: `${dir}/${file}`, versoPath: files.includes(verso) ? `${dir}/${verso}` : null });
  }
  return { faces, iterations };
}
