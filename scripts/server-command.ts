/**
 * How the production server is started: by `npm run serve`, the systemd unit (deploy/), the browser tests, the
 * benchmarks and the crash tests. `--max-semi-space-size=4` bounds V8's young generation to 4 MB a half
 * (docs/decisions/0360-young-generation-instead-of-optimize-for-size.md): it must be given on the command line,
 * since the young generation is sized when the heap is created. Source
 * maps are left off: they cost about 5 MB, and the bundle is not minified.
 * `scripts/server-command.test.ts` checks that package.json and the systemd unit say the same.
 */
export const SERVER_BUNDLE = 'build/server/main.js';
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
export const serverCommandLine = (node = 'node') => [node, ...SERVER_NODE_FLAGS, SERVER_BUNDLE].join(' ');
