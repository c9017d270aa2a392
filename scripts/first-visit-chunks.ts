import type { Plugin } from 'vite';

/**
 * Bundles what a first visit to `/` needs into two chunks instead of twenty small ones (decision 0009):
 * `framework` holds every package the root, the public layout and the home page import statically, and
 * `shell` the application code of the root and the layout plus the home page's code that other pages share.
 * Icons that only other pages draw go to one `icons` chunk.
 *
 * The sets are computed from the module graph once it is complete (buildEnd), before chunks are formed.
 */
const shellRoots = [/[\\/]entry\.client\.tsx$/, /\/app\/root\.tsx$/, /\/app\/routes\/public-layout\.tsx$/];
const homeRoot = /\/app\/routes\/home\.tsx$/;
const routeModule = /\/app\/routes\/[^/]+\.tsx$/;
const packageModule = /[\\/]node_modules[\\/]/;

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
  const shell = reachable(graph, rootsMatching((path) => shellRoots.some((root) => root.test(path))));
  const home = reachable(graph, rootsMatching((path) => homeRoot.test(path)));
  const otherPages = reachable(
    graph,
    rootsMatching((path) => routeModule.test(path) && !homeRoot.test(path) && !shellRoots.some((root) => root.test(path))),
  );
  const framework = new Set([...shell, ...home].filter((id) => packageModule.test(id)));
  const shellCode = new Set(
    [...shell, ...[...home].filter((id) => otherPages.has(id))].filter((id) => !packageModule.test(id) && !framework.has(id)),
  );
  return { framework, shell: shellCode };
}

export function firstVisitChunks() {
  let sets = { framework: new Set<string>(), shell: new Set<string>() };
  const plugin: Plugin = {
    name: 'first-visit-chunks',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      sets = firstVisitSets({ ids, staticImports: (id) => this.getModuleInfo(id)?.importedIds ?? [] });
    },
  };
  const groups = [
    { name: 'framework', priority: 3, test: (id: string) => sets.framework.has(id) },
    { name: 'shell', priority: 2, test: (id: string) => sets.shell.has(id) },
    { name: 'icons', priority: 1, test: /node_modules[\\/]lucide-react/ },
  ];
  return { plugin, groups };
}
