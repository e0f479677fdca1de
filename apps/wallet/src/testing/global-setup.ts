import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import packageJson from '../../package.json' with { type: 'json' };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The CLI bundled into one JavaScript file for this run (cli.test.ts spawns it). */
    walletCliBundle?: string;
  }
}

/**
 * bin/sigil-wallet.mjs compiles the TypeScript on every start (1.4 s on a 2-core machine); the
 * bundle of the same sources starts in 0.5 s, and cli.test.ts starts the CLI dozens of times.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Inside the wallet's folder, so that the packages it leaves out resolve from node_modules.
  const cache = path.resolve(import.meta.dirname, '../../node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, 'cli-test-'));
  const external = Object.keys(packageJson.dependencies).filter((name) => !name.startsWith('@sigil/'));
  const outfile = path.join(dir, 'cli.mjs');
  await build({
    entryPoints: [path.resolve(import.meta.dirname, '../cli.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...external, ...external.map((name) => `${name}/*`)],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  project.provide('walletCliBundle', outfile);
  return () => rm(dir, { recursive: true, force: true });
}
