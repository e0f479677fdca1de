// Bundles the server (with @sigil/core, which ships as TypeScript) into dist/main.js, and the
// embedded database's thread into dist/pglite-worker.js beside it (db/pglite-worker-client.ts
// looks for it there); every other dependency stays external and is loaded from node_modules.
// `node build.mjs <folder>` writes the same files into <folder> instead (the lifecycle tests'
// bundle, src/test/server-bundle.ts).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@sigil/'));

await build({
  entryPoints: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  outdir: process.argv[2] ?? 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
