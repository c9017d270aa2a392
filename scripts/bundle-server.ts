import { build } from 'vite';

/**
 * The production server as one JavaScript file (docs/decisions/0290-server-bundle.md): Node runs it without a
 * TypeScript loader, which kept about 50 MB of compiled sources and caches in every server process. Packages
 * stay in node_modules (Vite's server build leaves them external), and the source map lets stack traces name
 * the TypeScript lines.
 */
await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: 'server/main.ts',
    outDir: 'build/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: { output: { entryFileNames: 'main.js', format: 'es' } },
  },
});
process.stdout.write('Serveur : build/server/main.js\n');
