import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenChunk, preloadFirstScreens } from './first-screens.config.ts';
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

/**
 * MUI's components on the login screen and in the providers every screen has: with their imports
 * (styles, system, emotion), one chunk that /login loads.
 */
const FIRST_SCREEN_MUI = [
  'Box', 'Button', 'ButtonBase', 'ButtonGroup', 'Card', 'CardContent', 'CircularProgress', 'Container',
  'CssBaseline', 'DefaultPropsProvider', 'Divider', 'GlobalStyles', 'InitColorSchemeScript', 'Link',
  'Paper', 'Stack', 'SvgIcon', 'ToggleButton', 'ToggleButtonGroup', 'Typography', 'useLazyRipple',
  'useMediaQuery', 'zero-styled', 'styles', 'utils',
];

/**
 * Few chunks for what every page load needs, because a phone pays a round trip per request over
 * HTTP/1.1's six connections (docs/performance.md, 2026-11-28 "fewer, larger chunks" and "the
 * home in seven requests"):
 * - `react`: Preact and the router, long-lived (a release of the console does not invalidate it);
 * - `ui-first`: the MUI of the login screen (FIRST_SCREEN_MUI); /login loads nothing more of MUI;
 * - `initial`: the rest of what the entry imports (the client, the stores, i18next), which Rolldown
 *   folds into the entry's own chunk;
 * - `zod`: the schemas' library, whole, for every screen that reads a response;
 * - `signed-in` (firstScreenChunk, first-screens.config.ts): what the home's first load needs
 *   beyond the login screen's, the dashboard shell with it;
 * - `ui`: the rest of MUI and its helpers, for the other screens; left to split by route it was
 *   some forty small chunks. Icons stay apart: each screen loads its own.
 * `npm run size` fails when /login would load `ui` (a component of the login screen missing above).
 */
const CHUNK_GROUPS = [
  { name: 'react', priority: 30, test: /node_modules[\\/](preact|react-router)[\\/]/ },
  {
    name: 'ui-first',
    priority: 20,
    test: new RegExp(`node_modules[\\\\/]@mui[\\\\/]material[\\\\/]esm[\\\\/](${FIRST_SCREEN_MUI.join('|')})[\\\\/]`),
  },
  { name: 'initial', priority: 19, tags: ['$initial' as const] },
  { name: 'zod', priority: 16, test: /node_modules[\\/]zod[\\/]/ },
  {
    name: 'ui',
    priority: 10,
    test: /node_modules[\\/](@mui[\\/](?!icons-material)|@emotion|@popperjs|react-transition-group|stylis)/,
  },
];

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // No fast refresh: React's needs React DOM. An edit reloads the page in the dev server instead.
  plugins: [react({ refreshExclude: /./ }), firstScreenChunk(), preloadFirstScreens(), precompress()],
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
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
}));
