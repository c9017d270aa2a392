import { ROUTE_MODULES_READY } from '../domain/first-paint';

/**
 * Shapes a pre-rendered document so that it paints after its first round trip (docs/decisions/0009):
 * - the stylesheet travels inside the HTML; the `<link>` React renders stays (React hydrates the `<head>` it
 *   rendered, error 418 otherwise) but with `media="print"`, so it neither blocks the paint nor applies twice;
 * - module preloads are dropped: React re-creates them after hydration, when they no longer compete;
 * - the bootstrap module that imports the route modules starts only once the page has painted.
 */
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"#]+)#?"\/>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"([^"]+)";$/;

/** The stylesheet's address, or undefined when the document links none. */
export function stylesheetHref(html: string): string | undefined {
  return STYLESHEET_LINK.exec(html)?.[1];
}

/** Inline CSS may not close its own element; Tailwind never writes `</style`, but a content string could. */
function safeInlineCss(css: string): string {
  if (/<\/style/i.test(css)) throw new Error('La feuille de style contient « </style » : elle ne peut pas être intégrée.');
  return css;
}

/**
 * The bootstrap React Router writes is static imports, one assignment and a dynamic import of the entry.
 * The same statements run as dynamic imports once a first paint is observed (or at once in a hidden tab,
 * or after 3 s at worst), so no script is fetched while the page paints.
 */
export function deferBootstrap(body: string): string {
  const lines = body.split('\n').map((line) => line.trim()).filter(Boolean);
  const imports: Array<{ name?: string; url: string }> = [];
  const rest: string[] = [];
  for (const line of lines) {
    const match = STATIC_IMPORT.exec(line);
    if (match) imports.push({ name: match[1], url: match[2] as string });
    else rest.push(line);
  }
  if (!imports.length) return body;
  const names = imports.map((item, index) => item.name ?? `_${index}`);
  const loads = imports.map((item) => `import(${JSON.stringify(item.url)})`).join(',');
  return [
    'const start=()=>{if(start.done)return;start.done=1;',
    `Promise.all([${loads}]).then(([${names.join(',')}])=>{\n${rest.join('\n')}\ndispatchEvent(new Event('${ROUTE_MODULES_READY}'))})};`,
    "if(document.visibilityState==='hidden'||!PerformanceObserver.supportedEntryTypes?.includes('paint'))start();",
    "else{new PerformanceObserver((l)=>{if(l.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true});",
    "document.addEventListener('visibilitychange',start,{once:true});setTimeout(start,3000)}",
  ].join('');
}

export function shapeForFirstPaint(html: string, css: string): string {
  let shaped = html;
  const link = STYLESHEET_LINK.exec(shaped);
  if (link) {
    const printOnly = link[0].replace('<link rel="stylesheet"', '<link rel="stylesheet" media="print"');
    shaped = shaped.replace(link[0], () => `<style>${safeInlineCss(css)}</style>${printOnly}`);
  }
  shaped = shaped.replace(MODULE_PRELOAD, '');
  return shaped.replace(BOOTSTRAP, (_whole, body: string) => `<script type="module" async="">${deferBootstrap(body)}</script>`);
}
