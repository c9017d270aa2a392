import type { Plugin } from 'vite';

/** What the browser bundle takes in place of React's packages (docs/decisions/0291). */
const browserRuntime: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

export function preactInTheBrowser(): Plugin {
  return {
    name: 'preact-in-the-browser',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (this.environment.name !== 'client') return null;
      const target = browserRuntime[source];
      if (!target) return null;
      return this.resolve(target, importer, { skipSelf: true });
    },
  };
}
