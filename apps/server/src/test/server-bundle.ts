import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The server bundled as `npm run build` bundles it (build.mjs), into a folder of this run, for the
 * tests that start it as `npm start` does (lifecycle.test.ts): through tsx, each start compiled the
 * TypeScript again, 1.3 s longer. The folder sits inside apps/server/node_modules, so its packages
 * resolve as dist/'s do, and holds `drizzle` beside `dist`: db/migrate.ts reads the migrations
 * there when it runs from a bundle. Returns main.js and the function that removes the folder.
 */
export function buildServerBundle(): { main: string; remove: () => void } {
  const cache = path.join(serverRoot, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(path.join(cache, 'server-bundle-'));
  const dist = path.join(folder, 'dist');
  const built = spawnSync(process.execPath, ['build.mjs', dist], { cwd: serverRoot, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`The server bundle did not build:\n${built.stderr}`);
  symlinkSync(path.join(serverRoot, 'drizzle'), path.join(folder, 'drizzle'));
  return { main: path.join(dist, 'main.js'), remove: () => rmSync(folder, { recursive: true, force: true }) };
}
