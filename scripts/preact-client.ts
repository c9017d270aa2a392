import type { Plugin } from 'vite';

/** What the browser bundle takes in place of React's packages (docs/decisions/0291). */
const browserRuntime: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * React Router's package points every import at its development build, whose only difference is its warnings
 * to developers (`ENABLE_DEV_WARNINGS`); the browser bundle takes the production build beside it. Both of the
 * router's entries are mapped, so the browser holds one copy of it.
 */
const routerEntry = /^react-router(\/dom)?$/;
const routerDevelopmentBuild = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;

export function preactInTheBrowser(): Plugin {
  return {
    name: 'preact-in-the-browser',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (this.environment.name !== 'client') return null;
      const target = browserRuntime[source];
      if (target) return this.resolve(target, importer, { skipSelf: true });
      if (!routerEntry.test(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && { ...resolved, id: resolved.id.replace(routerDevelopmentBuild, '$1production$2') };
    },
  };
}
