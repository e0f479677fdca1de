import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = 'http://localhost:8080';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    // /api covers the REST calls and the WebSocket (/api/comm/ws/…).
    proxy: { '/api': { target: API_TARGET, changeOrigin: true, ws: true } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: what `npm run size` reads (the server does not serve dot directories).
    manifest: true,
    rolldownOptions: {
      // @sigil/core is plain constants, functions and schemas: let unused modules of its barrel drop
      // out (it declares no "sideEffects" in its package.json).
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false }] },
      // A long-lived React chunk: a release of the console does not invalidate it. MUI is not grouped
      // (it was one 112 KB chunk for every route): it splits by the components each route uses.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
});
