import { REST_HREF_ATTRIBUTE } from '../../domain/first-paint';

let loaded: Promise<void> | undefined;

/**
 * Loads, once, the rules a pre-rendered page left out of its HTML (scripts/critical-css.ts): the menus,
 * dialogs and pages reached later use them. Called once the document is hydrated.
 * The link goes at the end of the `<head>`, after the inline
 * rules, whose layer order it follows. Settles on failure too: the page keeps the rules it has.
 */
export function loadRestStylesheet(): Promise<void> {
  if (loaded) return loaded;
  const href = document.querySelector(`style[${REST_HREF_ATTRIBUTE}]`)?.getAttribute(REST_HREF_ATTRIBUTE);
  if (!href) return (loaded = Promise.resolve());
  loaded = new Promise<void>((settle) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => settle(), { once: true });
    link.addEventListener('error', () => settle(), { once: true });
    document.head.append(link);
  });
  return loaded;
}
