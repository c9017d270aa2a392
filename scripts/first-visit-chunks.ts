import type { Plugin } from 'vite';
import { spriteIconModule } from './icon-sprite';

/**
 * Chunks shaped for a first visit on a phone (decision 0009). Each request costs a connection slot and
 * about 400 bytes of headers, so the pieces every public page needs travel together:
 * - `framework`: the client entry, the bundler's runtime and every package and icon the root, the public layout
 *   and the home page import statically;
 * - `shell`: the application code of the root and the layout, plus the home page's code other pages share;
 * - `catalogue-data`: the catalogue's data modules only the catalogue page reads (workflows, solutions, assistants);
 * - `catalogue-shared`: the catalogue's data modules another page reads too (the premium assistants and the search
 *   normalisation the assistants' list and profiles use), so that those pages do not download the whole catalogue;
 * - `formatters`: the one formatters of numbers, percentages, euros and dates, fetched together when a page needs one;
 * - `lead-forms`: what the contact, callback and super assistant forms share to send a lead (decision 0527);
 * - `icons`: the other icons, with the icon map of the catalogue. Each icon is a module of a few bytes drawing
 *   from the build's SVG sprite (scripts/icon-sprite.ts, decision 0292).
 * Out of `framework`, React with React DOM and React Router get chunks of their own, cached apart from the
 * application code that changes more often.
 *
 * The sets are computed from the module graph once it is complete (buildEnd), before chunks are formed.
 */
const clientEntry = /[\\/]entry\.client\.tsx$/;
/**
 * The analytics' stores (consent, own visits) and the site's public settings: a few hundred bytes that the
 * analytics and the consent banner load as soon as the page is up, each of which would otherwise travel as a chunk
 * of its own, for more headers than code.
 */
const analyticsStores = /[\\/]app[\\/]features[\\/]analytics[\\/](consent-store|own-visits-store|site-config)\.ts$/;
const shellRoots = [clientEntry, /[\\/]app[\\/]root\.tsx$/, /[\\/]app[\\/]routes[\\/]public-layout\.tsx$/, analyticsStores];
/**
 * The one formatters of numbers, percentages, euros and dates: a few hundred bytes each, which the contact page and
 * the selection would otherwise fetch as four chunks, each costing its headers; the home page needs none of them.
 */
export const formatterModule = /[\\/]domain[\\/](numbers|percent|euros|calendar-day|french-dates)\.ts$/;
/**
 * What the public lead forms (contact, callback, super assistant) share: sending a form, its submission id, its
 * messages and the agency's closures. A few hundred bytes each, which the contact page fetched as five chunks.
 */
export const leadFormModule = new RegExp(
  [
    'app/api/(public-form|submission-id)\\.ts',
    'app/ui/kept-sending-status\\.tsx',
    'app/features/(contact/submit-contact|callback/submit-callback|super-assistant/submit-lead)\\.ts',
    'app/features/site-status/use-closure-notice\\.ts',
    'domain/settings/agency-closures\\.ts',
    'domain/validation/messages\\.ts',
  ]
    .map((path) => `[\\\\/]${path.replaceAll('/', '[\\\\/]')}$`)
    .join('|'),
);
const homeRoot = /[\\/]app[\\/]routes[\\/]home\.tsx$/;
const catalogueRoot = /[\\/]app[\\/]routes[\\/]workflows-assistants\.tsx$/;
const routeModule = /[\\/]app[\\/]routes[\\/][^\\/]+\.tsx$/;
const packageModule = /[\\/]node_modules[\\/]/;
const bundlerRuntime = /^\0?rolldown[\\/]runtime/;
const catalogueDataModule = /[\\/]domain[\\/]catalogue[\\/]/;
/** The UI runtime in its chunk: React, React DOM and its scheduler. */
export const reactModule = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
export const routerModule = /[\\/]node_modules[\\/]react-router[\\/]/;
const iconModule = (id: string) => spriteIconModule.test(id) || /[\\/]app[\\/]ui[\\/]domain-icon\.tsx$/.test(id);

type ModuleGraph = { ids: string[]; staticImports(id: string): readonly string[] };

const pathOf = (id: string) => id.replace(/\?.*$/, '');

function reachable(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length) {
    const id = pending.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...graph.staticImports(id));
  }
  return seen;
}

export function firstVisitSets(graph: ModuleGraph) {
  const rootsMatching = (test: (path: string) => boolean) => graph.ids.filter((id) => test(pathOf(id)));
  const isShellRoot = (path: string) => shellRoots.some((root) => root.test(path));
  const shell = reachable(graph, rootsMatching(isShellRoot));
  const home = reachable(graph, rootsMatching((path) => homeRoot.test(path)));
  const isOtherPage = (path: string) => routeModule.test(path) && !homeRoot.test(path) && !isShellRoot(path);
  const otherPages = reachable(graph, rootsMatching(isOtherPage));
  const catalogue = reachable(graph, rootsMatching((path) => catalogueRoot.test(path)));
  const pagesBesideCatalogue = reachable(graph, rootsMatching((path) => isOtherPage(path) && !catalogueRoot.test(path)));

  // The icons are drawn from the sprite by tiny modules of the build; they travel like the packages.
  const isPackage = (id: string) => packageModule.test(id) || spriteIconModule.test(id);
  const framework = new Set([...shell, ...home].filter((id) => isPackage(id) || clientEntry.test(pathOf(id))));
  const shellCode = new Set(
    [...shell, ...[...home].filter((id) => otherPages.has(id))].filter((id) => !isPackage(id) && !framework.has(id)),
  );
  const catalogueModules = [...catalogue].filter((id) => catalogueDataModule.test(pathOf(id)) && !shellCode.has(id));
  const catalogueData = new Set(catalogueModules.filter((id) => !pagesBesideCatalogue.has(id)));
  // What the data modules import comes along with them unless another group holds it (the bundler's default).
  const catalogueShared = new Set(
    [...reachable(graph, catalogueModules)].filter((id) => pagesBesideCatalogue.has(id) && !shellCode.has(id) && !isPackage(id)),
  );
  return { framework, shell: shellCode, catalogueData, catalogueShared };
}

export function firstVisitChunks() {
  let sets = { framework: new Set<string>(), shell: new Set<string>(), catalogueData: new Set<string>(), catalogueShared: new Set<string>() };
  const plugin: Plugin = {
    name: 'first-visit-chunks',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      sets = firstVisitSets({ ids, staticImports: (id) => this.getModuleInfo(id)?.importedIds ?? [] });
    },
  };
  const groups = [
    // The bundler's runtime is not part of the module graph the plugin reads: it is matched by its id.
    { name: 'react', priority: 7, test: reactModule },
    { name: 'router', priority: 6, test: routerModule },
    { name: 'framework', priority: 5, test: (id: string) => sets.framework.has(id) || bundlerRuntime.test(id) },
    { name: 'shell', priority: 4, test: (id: string) => sets.shell.has(id) },
    { name: 'formatters', priority: 4, test: (id: string) => !sets.shell.has(id) && formatterModule.test(pathOf(id)) },
    { name: 'lead-forms', priority: 4, test: (id: string) => !sets.shell.has(id) && leadFormModule.test(pathOf(id)) },
    // Before the catalogue's own data, which would otherwise take these modules with the ones importing them.
    { name: 'catalogue-shared', priority: 3, test: (id: string) => sets.catalogueShared.has(id) },
    { name: 'catalogue-data', priority: 2, test: (id: string) => sets.catalogueData.has(id) },
    { name: 'icons', priority: 1, test: iconModule },
  ];
  return { plugin, groups };
}
