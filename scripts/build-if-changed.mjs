// `npm start` and the browser suite: build the console, the phone wallet and the server only when their sources
// changed since the last build. The build writes a fingerprint of what it was built from (every
// file of the built workspaces, the lockfile, the shared TypeScript settings) beside its output;
// the next run compares. `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = [
  'apps/web',
  'apps/wallet-web',
  'apps/wallet',
  'apps/server',
  'packages/core',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.referenced.json',
];
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'coverage', '.vite']);
const STAMP = path.join(root, 'apps/server/dist/.built-from');
const OUTPUTS = [
  'apps/server/dist/main.js',
  'apps/web/dist/index.html',
  'apps/wallet-web/dist/index.html',
].map((file) => path.join(root, file));

function* files(at) {
  const entries = readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (SKIPPED.has(entry.name) || entry.name.endsWith('.log') || entry.name.endsWith('.tsbuildinfo'))
      continue;
    const full = path.join(at, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    const full = path.join(root, source);
    for (const file of existsSync(full) && !source.includes('.') ? files(full) : [full]) {
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const now = fingerprint();
const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : null;
if (built === now && OUTPUTS.every((file) => existsSync(file))) {
  console.log('The build is up to date with the sources (npm run build builds anyway).');
} else {
  const run = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  writeFileSync(STAMP, `${now}\n`);
}
