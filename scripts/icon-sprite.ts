import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { ICON_SYMBOL_PREFIX, ICON_SYMBOLS_ID } from '../app/ui/icon-symbols';

/**
 * Lucide's icons as SVG symbols (decision 0292). Every `lucide-react/icons/{name}` import of the app resolves
 * to a component of `app/ui/sprite-icon.tsx` that draws one `<use>` of the icon's symbol: inline in the page
 * for the icons a pre-rendered page shows (`inlineIconSymbols`, run by scripts/postbuild.ts), from the sprite
 * file `/assets/icons-{hash}.svg` for the others. The sprite, built from lucide's own icon data, is written
 * beside the other hashed assets. The paths of the icons leave the JavaScript of every page (about 7 KB
 * compressed on the catalogue).
 *
 * The sprite holds every icon that the app's sources import, read from the sources themselves, so that the
 * browser build and the pre-rendering agree on its name without sharing state.
 */

type IconNode = Array<[tag: string, attributes: Record<string, string | number>, children?: IconNode]>;
export type IconData = { name: string; node: IconNode };

const ICON_IMPORT = /['"]lucide-react\/icons\/([a-z0-9-]+)['"]/g;
const ICON_SPECIFIER = /^lucide-react\/icons\/([a-z0-9-]+)$/;
const VIRTUAL_PREFIX = '\0sprite-icon:';
/** The virtual modules of the icons, for the chunk rules. */
export const spriteIconModule = /^\0sprite-icon:|[\\/]app[\\/]ui[\\/]sprite-icon\.tsx$/;

/** The icon names imported by these sources, sorted, each once. */
export function iconNamesIn(sources: string[]): string[] {
  const names = new Set<string>();
  for (const source of sources) for (const [, name] of source.matchAll(ICON_IMPORT)) if (name) names.add(name);
  return [...names].sort();
}

const escapeAttribute = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function renderNode(node: IconNode): string {
  return node
    .map(([tag, attributes, children]) => {
      const rendered = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      return children?.length ? `<${tag}${rendered}>${renderNode(children)}</${tag}>` : `<${tag}${rendered}/>`;
    })
    .join('');
}

/** An icon's `<symbol>`, with lucide's shapes; stroke and size come from the `<svg>` that uses it. */
export const symbolOf = (icon: IconData) => `<symbol id="${ICON_SYMBOL_PREFIX}${icon.name}" viewBox="0 0 24 24">${renderNode(icon.node)}</symbol>`;

export function spriteOf(icons: IconData[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${icons.map(symbolOf).join('')}</svg>\n`;
}

/**
 * Writes into a pre-rendered page's `<svg id="icones">` (`IconSymbols`) the symbols of the icons it shows, so
 * that its first paint needs no other request. Icons rendered later in the browser take the sprite file.
 */
export function inlineIconSymbols(html: string, symbols: ReadonlyMap<string, string>): string {
  const host = new RegExp(`(<svg id="${ICON_SYMBOLS_ID}"[^>]*>)</svg>`);
  if (!host.test(html)) return html;
  const names = new Set([...html.matchAll(new RegExp(`<use href="#${ICON_SYMBOL_PREFIX}([a-z0-9-]+)"`, 'g'))].map(([, name]) => name as string));
  const markup = [...names].sort().map((name) => {
    const symbol = symbols.get(name);
    if (!symbol) throw new Error(`L'icône « ${name} » n'est pas dans le sprite.`);
    return symbol;
  });
  return html.replace(host, (_, open: string) => `${open}${markup.join('')}</svg>`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const requireFromHere = createRequire(import.meta.url);

/** Lucide's data of an icon; an alias (`trash-2`) re-exports another icon's module, whose data it takes. */
async function loadIcon(name: string, file = requireFromHere.resolve(`lucide-react/icons/${name}`)): Promise<IconData> {
  const module = (await import(pathToFileURL(file).href)) as { __iconData?: IconData };
  if (module.__iconData?.node) return { name, node: module.__iconData.node };
  const target = /from\s+['"](\.\/[a-z0-9-]+\.mjs)['"]/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!target) throw new Error(`Icône Lucide sans données : ${name}`);
  return loadIcon(name, resolve(dirname(file), target));
}

export async function buildIconSprite(appDir: string) {
  const names = iconNamesIn(sourceFiles(appDir).map((file) => readFileSync(file, 'utf8')));
  const icons = await Promise.all(names.map((name) => loadIcon(name)));
  const sprite = spriteOf(icons);
  const hash = createHash('sha256').update(sprite).digest('hex').slice(0, 8);
  const symbols = new Map(icons.map((icon) => [icon.name, symbolOf(icon)]));
  return { names: new Set(names), sprite, symbols, fileName: `assets/icons-${hash}.svg` };
}

export function iconSprite(appDir = resolve('app')): Plugin {
  const componentModule = resolve(appDir, 'ui/sprite-icon.tsx');
  let built: ReturnType<typeof buildIconSprite> | undefined;
  const spriteBuilt = () => (built ??= buildIconSprite(appDir));
  return {
    name: 'icon-sprite',
    enforce: 'pre',
    async resolveId(source) {
      const name = ICON_SPECIFIER.exec(source)?.[1];
      if (!name) return null;
      const { names } = await spriteBuilt();
      if (!names.has(name)) this.error(`L'icône « ${name} » n'est pas dans le sprite : importez-la depuis un fichier de app/.`);
      return `${VIRTUAL_PREFIX}${name}`;
    },
    async config() {
      const { fileName } = await spriteBuilt();
      return { define: { __ICON_SPRITE_URL__: JSON.stringify(`/${fileName}`) } };
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const name = id.slice(VIRTUAL_PREFIX.length);
      return `import { spriteIcon } from ${JSON.stringify(componentModule)};\nexport default spriteIcon(${JSON.stringify(name)});\n`;
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const { fileName, sprite } = await spriteBuilt();
      this.emitFile({ type: 'asset', fileName, source: sprite });
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const { fileName, sprite } = await spriteBuilt();
        if (request.url?.split('?')[0] !== `/${fileName}`) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(sprite);
      });
    },
  };
}
