import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: the React Router plugin has no place in unit and API tests.
export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['server/test/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
