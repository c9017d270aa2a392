import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: { __PUBLIC_URL__: JSON.stringify((process.env.PUBLIC_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '')) },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // One chunk for the icons instead of one request per icon on the first visit.
        codeSplitting: { groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react/ }] },
      },
    },
  },
});
