/** The element that holds a pre-rendered page's icon symbols, and the prefix of their ids (decision 0292). */
export const ICON_SYMBOLS_ID = 'icones';
export const ICON_SYMBOL_PREFIX = 'icone-';

declare const __ICON_SPRITE_URL__: string;

/** The sprite file's hashed address, set by the build (scripts/icon-sprite.ts). */
const spriteUrl = typeof __ICON_SPRITE_URL__ === 'string' ? __ICON_SPRITE_URL__ : '/icons.svg';

/**
 * Where an icon's symbol is. Pre-rendering always points into the page, whose symbols the build writes
 * (scripts/postbuild.ts); in the browser, an icon the page does not hold (a menu, a dialog, a page reached by a
 * client navigation, the admin) takes the sprite file, downloaded once and cached.
 */
export function symbolHref(name: string): string {
  const id = `${ICON_SYMBOL_PREFIX}${name}`;
  if (typeof document === 'undefined' || document.getElementById(id)) return `#${id}`;
  return `${spriteUrl}#${id}`;
}

let pageSymbols: string | undefined;

/** The symbols of the pre-rendered page, read once and kept as they are: the browser never renders them again. */
export function pageSymbolsMarkup(): string {
  if (typeof document === 'undefined') return '';
  return (pageSymbols ??= document.getElementById(ICON_SYMBOLS_ID)?.innerHTML ?? '');
}
