import { REST_HREF_ATTRIBUTE, ROUTE_MODULES_READY } from '../domain/first-paint';

/**
 * Shapes a pre-rendered document so that it paints after its first round trip (docs/decisions/0009):
 * - the rules the page needs travel inside the HTML (scripts/critical-css.ts), with the address of the rest,
 *   which `app/ui/rest-stylesheet.ts` loads once the page is hydrated; the `<link>` React renders stays (React
 *   hydrates the `<head>` it rendered, error 418 otherwise) but `disabled`, so it is never fetched;
 * - module preloads are dropped: React re-creates them after hydration, when they no longer compete;
 * - the bootstrap module that imports the route modules starts only once the page has painted.
 */
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"#]+)#?"\/>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"([^"]+)";$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

/** The stylesheet's address, or undefined when the document links none. */
export function stylesheetHref(html: string): string | undefined {
  return STYLESHEET_LINK.exec(html)?.[1];
}

/** Inline CSS may not close its own element; Tailwind never writes `</style`, but a content string could. */
function safeInlineCss(css: string): string {
  if (/<\/style/i.test(css)) throw new Error('La feuille de style contient « </style » : elle ne peut pas être intégrée.');
  return css;
}

/** The chunks a chunk imports statically, as site addresses ('/assets/x.js'). */
export type ChunkImports = (url: string) => string[];

const STATIC_CHUNK_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g;

/** Reads a built chunk's static imports (minified `import{…}from"./x.js"` and `import"./x.js"`). */
export function chunkImportsIn(source: string, url: string): string[] {
  const folder = url.slice(0, url.lastIndexOf('/') + 1);
  return [...source.matchAll(STATIC_CHUNK_IMPORT)].map((match) => `${folder}${match[1]}`);
}

/** Every chunk the given modules reach through static imports, each after the chunks it imports. */
export function dependenciesFirst(urls: string[], importsOf: ChunkImports): string[] {
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const dependency of importsOf(url)) visit(dependency);
    ordered.push(url);
  };
  urls.forEach(visit);
  return ordered;
}

/**
 * The bootstrap React Router writes is static imports, one assignment and a dynamic import of the entry.
 * The same statements run as dynamic imports once a first paint is observed (or at once in a hidden tab,
 * or after 3 s at worst), so no script is fetched while the page paints. Then every chunk is fetched (module
 * preloads, one started per task: starting a fetch took 0.1 to 40 ms on a phone-speed CPU, and thirteen in one
 * task made a task of up to 160 ms) and evaluated one per task, the chunks it imports first: evaluated
 * together, the page's modules made one task of about 120 ms, which blocked any input meanwhile. The rest of
 * the page's stylesheet is preloaded after them.
 * The turns between chunks go through a message channel, which test clocks do not freeze.
 */
export function deferBootstrap(body: string, importsOf: ChunkImports = () => []): string {
  const lines = body.split('\n').map((line) => line.trim()).filter(Boolean);
  const imports: Array<{ name?: string; url: string }> = [];
  const statements: string[] = [];
  for (const line of lines) {
    const match = STATIC_IMPORT.exec(line);
    if (match) imports.push({ name: match[1], url: match[2] as string });
    else statements.push(line);
  }
  if (!imports.length) return body;
  const entries = statements.flatMap((line) => ENTRY_IMPORT.exec(line)?.[1] ?? []);
  const chunks = dependenciesFirst([...imports.map((item) => item.url), ...entries], importsOf);
  const names = imports.map((item, index) => item.name ?? `_${index}`);
  const loads = imports.map((item) => `import(${JSON.stringify(item.url)})`).join(',');
  return [
    'const start=()=>{if(start.done)return;start.done=1;',
    `const chunks=${JSON.stringify(chunks)};`,
    'const turn=()=>new Promise((next)=>{const channel=new MessageChannel();channel.port1.onmessage=()=>next();channel.port2.postMessage(0)});',
    "const preload=(href,as)=>{const link=document.createElement('link');link.rel=as?'preload':'modulepreload';if(as)link.as=as;link.href=href;document.head.append(link)};",
    // The rest of the stylesheet (scripts/critical-css.ts) comes with the scripts, ready when hydration applies it.
    `const restHref=document.querySelector('style[${REST_HREF_ATTRIBUTE}]')?.getAttribute('${REST_HREF_ATTRIBUTE}');`,
    "(async()=>{for(const chunk of chunks){preload(chunk);await turn()}if(restHref)preload(restHref,'style');",
    'for(const chunk of chunks){await import(chunk);await turn()}',
    `const [${names.join(',')}]=await Promise.all([${loads}]);\n${statements.join('\n')}\ndispatchEvent(new Event('${ROUTE_MODULES_READY}'))})()};`,
    "if(document.visibilityState==='hidden'||!PerformanceObserver.supportedEntryTypes?.includes('paint'))start();",
    "else{new PerformanceObserver((l)=>{if(l.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true});",
    "document.addEventListener('visibilitychange',start,{once:true});setTimeout(start,3000)}",
  ].join('');
}

/** The rules a document carries, and the address of the rules it left out, if any. */
export interface InlineStylesheet {
  css: string;
  restHref?: string;
}

export function shapeForFirstPaint(html: string, stylesheet: InlineStylesheet, importsOf?: ChunkImports): string {
  let shaped = html;
  const link = STYLESHEET_LINK.exec(shaped);
  if (link) {
    const disabled = link[0].replace('<link rel="stylesheet"', '<link rel="stylesheet" disabled=""');
    const rest = stylesheet.restHref ? ` ${REST_HREF_ATTRIBUTE}="${stylesheet.restHref}"` : '';
    shaped = shaped.replace(link[0], () => `<style${rest}>${safeInlineCss(stylesheet.css)}</style>${disabled}`);
  }
  shaped = shaped.replace(MODULE_PRELOAD, '');
  return shaped.replace(BOOTSTRAP, (_whole, body: string) => `<script type="module" async="">${deferBootstrap(body, importsOf)}</script>`);
}
