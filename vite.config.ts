import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { firstVisitChunks } from './scripts/first-visit-chunks';
import { iconSprite } from './scripts/icon-sprite';

const chunks = firstVisitChunks();

export default defineConfig({
  plugins: [iconSprite(), tailwindcss(), reactRouter(), chunks.plugin],
  resolve: { tsconfigPaths: true },
  define: { __PUBLIC_URL__: JSON.stringify((process.env.PUBLIC_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '')) },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // What the first visit needs in few requests; see scripts/first-visit-chunks.ts.
        codeSplitting: { groups: chunks.groups },
      },
    },
  },
});
