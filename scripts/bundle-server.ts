import { build } from 'vite';

/**
 * The production server as one JavaScript file (docs/decisions/0290-server-bundle.md): Node runs it without a
 * TypeScript loader, which kept about 50 MB of compiled sources and caches in every server process. Packages
 * stay in node_modules (Vite's server build leaves them external). The bundle is not minified, so its stack
 * traces keep the functions' names; its source map names the TypeScript lines when the server is run with
 * `node --enable-source-maps` to debug (production runs without it: about 5 MB, decision 0290).
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
