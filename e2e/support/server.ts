import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  baseUrl: string;
  /** The server process (for its memory, /proc/<pid>/status). */
  pid: number;
  dataDir: string;
  /** Everything the process wrote to stdout and stderr so far: its log. */
  output: () => string;
  /** SIGTERM, then removes the data directory. */
  stop: () => Promise<void>;
  /** kill -9: no shutdown of any kind; the data directory stays for a restart. */
  kill: () => Promise<void>;
  /** SIGTERM, keeping the data directory for a restart. */
  pause: () => Promise<void>;
}

/**
 * Where a new server keeps its data. Under the browser suite the embedded database is a copy of
 * one migrated in its global setup (E2E_PGLITE_TEMPLATE): a new one takes ~5 s of initdb.
 */
function newDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sigil-e2e-'));
  const template = process.env.E2E_PGLITE_TEMPLATE;
  if (template) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/**
 * Boots the BUILT server (npm run build) on a free port with a temporary embedded database, or on
 * the data directory of a server that ran before (`dataDir`).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  const entry = path.join(repoRoot, 'apps/server/dist/main.js');
  if (!existsSync(entry) || !existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('The e2e suite needs the build: run `npm run build` (npm run test:e2e does it).');
  }
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = options.dataDir ?? newDataDir();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete childEnv.DATABASE_URL; // the embedded database, unless the caller names a server in env
  Object.assign(childEnv, env);
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) throw new Error(`The server did not become healthy:\n${output}`);

  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(name);
    await exited;
  };
  return {
    baseUrl,
    pid: child.pid!,
    dataDir,
    output: () => output,
    stop: async () => {
      await signal('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
    kill: () => signal('SIGKILL'),
    pause: () => signal('SIGTERM'),
  };
}
