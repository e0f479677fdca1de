import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadFirstScreens } from './first-screens.config.ts';
import { PREACT_ALIASES } from './renderer.config.ts';

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
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
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
  replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // No fast refresh: React's needs React DOM. An edit reloads the page in the dev server instead.
  plugins: [react({ refreshExclude: /./ }), preloadFirstScreens(), precompress()],
  resolve: { alias: command === 'build' ? [...PREACT_ALIASES, ROUTER_PRODUCTION_BUILD] : PREACT_ALIASES },

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
            { name: 'react', test: /node_modules[\\/](preact|react-router)[\\/]/ },
          ],
        },
      },
    },
  },
}));
