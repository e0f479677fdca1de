import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../e2e/support/server';
import { seedGeneratedActivities } from './generated-activities';
import { rssMbOf } from './server-process';
import { formatMs, summarise, type Summary } from './stats';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ExportPauseResult {
  rows: number;
  dumpMb: number;
  exportSeconds: number;
  /** GET /api/health (which asks the database), every 20 ms while `db:export` ran. */
  health: Summary;
  failures: number;
  /** The server's resident memory before the export, and its peak while it ran. */
  serverRssMb: { before: number; peak: number };
}

/**
 * What `npm run db:export` costs a running server on the embedded database: the server on a data
 * directory of `rows` activity rows, `db:export` run as an operator runs it (a process of its own),
 * and /api/health asked every 20 ms meanwhile, open loop, from this process.
 */
export async function measureExportPause(rows: number): Promise<ExportPauseResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sigil-bench-'));
  try {
    const location = { kind: 'pglite' as const, dataDir: path.join(dataDir, 'pglite') };
    await seedGeneratedActivities(location, rows);

    const server = await startServer({}, { dataDir });
    try {
      const latencies: number[] = [];
      let failures = 0;
      const probes: Promise<void>[] = [];
      const probe = async () => {
        const started = performance.now();
        const ok = await fetch(`${server.baseUrl}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) latencies.push(performance.now() - started);
        else failures++;
      };
      const file = path.join(dataDir, 'export.sql');
      const before = rssMbOf(server.pid);
      let peak = before;
      const timer = setInterval(() => {
        probes.push(probe());
        peak = Math.max(peak, rssMbOf(server.pid));
      }, 20);
      const started = performance.now();
      await runExport(dataDir, file);
      const exportSeconds = (performance.now() - started) / 1000;
      clearInterval(timer);
      await Promise.all(probes);
      return {
        rows,
        dumpMb: statSync(file).size / 1e6,
        exportSeconds,
        health: summarise(latencies),
        failures,
        serverRssMb: { before, peak },
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm run db:export -- FILE` on the server's data directory. */
function runExport(dataDir: string, file: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/db/transfer/transfer-cli.ts', 'export', file],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return new Promise((resolve, reject) =>
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`db:export exited with ${code}`)),
    ),
  );
}

export function reportExportPause(result: ExportPauseResult): string {
  return [
    `export pause — embedded database, ${result.rows.toLocaleString('en')} activity rows, dump ${result.dumpMb.toFixed(1)} MB`,
    `  db:export took ${result.exportSeconds.toFixed(1)} s`,
    `  /api/health meanwhile: ${formatMs(result.health)}, ${result.failures} failed`,
    `  the server's memory: ${result.serverRssMb.before.toFixed(0)} MB before, ${result.serverRssMb.peak.toFixed(0)} MB at most while it ran`,
  ].join('\n');
}
