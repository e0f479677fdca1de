// `npm run size`: the console's JavaScript as a browser downloads it (gzip), from the build's
// manifest. Fails (exit 1) when the login route's initial JavaScript is over its ceiling of
// 200 KB, or any one chunk over 100 KB (decision 0015: React renders the console again).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const BUDGET = { login: 200 * KB, chunk: 100 * KB };
const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build manifest: run `npm run build -w @sigil/web` first (npm run size does).');
  process.exit(1);
}
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
const gzipped = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The chunk and everything it imports statically: what loads before it can run. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, into);
  return into;
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry || !manifest[LOGIN_PAGE]) {
  console.error(`The manifest has no entry or no ${LOGIN_PAGE}`);
  process.exit(1);
}
const loginInitial = new Set([...staticClosure(entry), ...staticClosure(LOGIN_PAGE)]);
const chunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, raw: readFileSync(path.join(dist, file)).length, gzip: gzipped(file) }))
  .sort((a, b) => b.gzip - a.gzip);
const loginFiles = new Set([...loginInitial].map((key) => manifest[key]!.file));
const loginTotal = chunks
  .filter((chunk) => loginFiles.has(chunk.file))
  .reduce((sum, chunk) => sum + chunk.gzip, 0);

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const broken: string[] = [];
console.log('chunk'.padEnd(52), 'raw'.padStart(10), 'gzip'.padStart(10), ' on /login');
for (const chunk of chunks) {
  const over = chunk.gzip > BUDGET.chunk;
  if (over) broken.push(`${chunk.file} is ${kb(chunk.gzip)} gzip (budget ${kb(BUDGET.chunk)} a chunk)`);
  console.log(
    chunk.file.padEnd(52),
    kb(chunk.raw).padStart(10),
    kb(chunk.gzip).padStart(10),
    loginFiles.has(chunk.file) ? ' yes' : '',
    over ? ' OVER' : '',
  );
}
console.log(
  `\n/login initial JavaScript: ${kb(loginTotal)} gzip in ${loginFiles.size} chunks ` +
    `(budget ${kb(BUDGET.login)}, ${kb(BUDGET.login - loginTotal)} to spare)`,
);
if (loginTotal > BUDGET.login)
  broken.push(`/login loads ${kb(loginTotal)} of JavaScript gzip (budget ${kb(BUDGET.login)})`);
if (broken.length > 0) {
  console.error(`\nBudgets broken:\n- ${broken.join('\n- ')}`);
  process.exit(1);
}
console.log('Budgets hold.');
