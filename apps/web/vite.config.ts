import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenChunks, preloadFirstScreens } from './first-screens.config.ts';

const API_TARGET = 'http://localhost:8080';

/** Text files worth compressing: below 1 KB the headers outweigh the saving. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Brotli and gzip copies of every built text file, made once at build time: the server sends the
 * one the browser accepts (@fastify/static preCompressed), at the best ratio, with no work per request.
 */
function precompress(): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'sigil-precompress',
    apply: 'build',
    writeBundle(options) {
      for (const file of walk(options.dir!)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * React Router's package points every import at its development build; the production one differs
 * only in leaving out the warnings meant for developers, which the minifier then drops.
 */
const ROUTER_PRODUCTION_BUILD = {
  find: /^react-router$/,
  replacement: fileURLToPath(
    new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

/** MUI (icons aside: each screen loads its own), emotion and their helpers. */
const UI_LIBRARIES =
  /node_modules[\\/](@mui[\\/](?!icons-material)|@emotion|@popperjs|react-transition-group|stylis)/;

/**
 * Few chunks for what every page load needs, because a phone pays a round trip per request over
 * HTTP/1.1's six connections (docs/performance.md, "2026-11-28 — Lighthouse and bundle: the home's
 * first load, step by step" and "… the home in seven requests"):
 * - `react`: React, React DOM and the router, long-lived (a release of the console does not
 *   invalidate it);
 * - `ui-first` and `signed-in` (firstScreenChunks, first-screens.config.ts): the UI libraries of the
 *   login screen; what the home's first load needs beyond the login screen's;
 * - `initial`: the rest of what the entry imports (the client, the stores, i18next), which Rolldown
 *   folds into the entry's own chunk;
 * - `zod`: the schemas' library, whole, for every screen that reads a response;
 * - `ui`: the rest of the UI libraries, for the other screens; left to split by route they were
 *   some forty small chunks.
 */
const CHUNK_GROUPS = [
  { name: 'react', priority: 30, test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'initial', priority: 19, tags: ['$initial' as const] },
  { name: 'zod', priority: 16, test: /node_modules[\\/]zod[\\/]/ },
  { name: 'ui', priority: 10, test: UI_LIBRARIES },
];

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), firstScreenChunks({ uiLibraries: UI_LIBRARIES }), preloadFirstScreens(), precompress()],
  resolve: { alias: command === 'build' ? [ROUTER_PRODUCTION_BUILD] : [] },

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
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
}));
