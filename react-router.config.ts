import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './app/prerendered-paths';

// Public pages are pre-rendered to HTML at build time; the admin area is client-only.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  prerender: prerenderedPaths,
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
