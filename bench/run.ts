import os from 'node:os';
import { startServer } from '../e2e/support/server';
import { measureActivityReports, reportActivityReports } from './activity-reports';
import { createScratchDatabase } from '../apps/server/src/test/test-database';
import { measureExportPause, reportExportPause } from './export-pause';
import { measureHealthUnderLoad, reportHealthUnderLoad } from './health-under-load';
import { measureLoginLatency, reportLoginLatency } from './login-latency';
import { measureListOverhead, reportListOverhead } from './list-overhead';
import { measurePublicReads, reportPublicReads } from './public-reads';
import { measureScopingOverhead, reportScopingOverhead } from './scoping-overhead';
import { measureSoak, reportSoak } from './soak';

/**
 * `npm run bench [-- login|load|scoping|lists|soak|reports|public|export]`: boots the built server on a fresh embedded
 * database and measures. BENCH_DATABASE_URL boots it on a new database of that PostgreSQL server
 * instead (dropped afterwards); BENCH_URL measures a server that is already running there.
 */
const which = process.argv[2] ?? 'all';
const rounds = Number(process.env.BENCH_ROUNDS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const databaseUrl = process.env.BENCH_DATABASE_URL;
// BENCH_SERVER_NODE_OPTIONS: Node options of the measured server (--max-semi-space-size=8, say), in every bench.
const serverNodeOptions = process.env.BENCH_SERVER_NODE_OPTIONS;
const env = {
  AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  ...(serverNodeOptions && { NODE_OPTIONS: serverNodeOptions }),
};

/** The server's environment for one measurement, on a database of its own when BENCH_DATABASE_URL names a server. */
async function withDatabase(measure: (env: Record<string, string>) => Promise<void>): Promise<void> {
  if (!databaseUrl) return measure(env);
  const database = await createScratchDatabase(databaseUrl, 'sigil_bench');
  try {
    await measure({ ...env, DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
}

async function onServer(measure: (baseUrl: string, database: string) => Promise<string>): Promise<void> {
  const running = process.env.BENCH_URL;
  if (running) return measureOn(running);
  await withDatabase(async (serverEnv) => {
    const server = await startServer(serverEnv);
    try {
      await measureOn(server.baseUrl);
    } finally {
      await server.stop();
    }
  });

  async function measureOn(baseUrl: string) {
    const { database } = (await (await fetch(`${baseUrl}/api/health`)).json()) as { database: string };
    console.log(await measure(baseUrl, database));
  }
}

console.log(
  `Sigil benchmarks — ${new Date().toISOString()} — ${os.cpus().length}× ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
if (which === 'all' || which === 'login') {
  await onServer(async (baseUrl) => reportLoginLatency(await measureLoginLatency(baseUrl, rounds)));
}
if (which === 'all' || which === 'load') {
  await onServer(async (baseUrl, database) =>
    reportHealthUnderLoad(`mixed load, ${database}`, await measureHealthUnderLoad(baseUrl, 100, seconds)),
  );
}
if (which === 'all' || which === 'scoping') {
  // In process, on a fresh database of its own: PGlite, or PostgreSQL with BENCH_DATABASE_URL.
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  console.log(reportScopingOverhead(await measureScopingOverhead(50, seconds / 2)));
}
if (which === 'all' || which === 'lists') {
  // The product's server and a bare pg server, each a process of its own, on a fresh PostgreSQL database.
  if (databaseUrl) console.log(reportListOverhead(await measureListOverhead(databaseUrl, 50, seconds / 2)));
  else console.log('lists: skipped, it needs BENCH_DATABASE_URL (a PostgreSQL server)');
}
if (which === 'all' || which === 'soak') {
  // Its own server: the soak reads the server process's memory. SOAK_SECONDS shortens it (default 180).
  const soakSeconds = Number(process.env.SOAK_SECONDS ?? 180);
  await withDatabase(async (serverEnv) =>
    console.log(
      reportSoak(databaseUrl ? 'PostgreSQL' : 'PGlite', await measureSoak(100, soakSeconds, serverEnv)),
    ),
  );
}
if (which === 'all' || which === 'reports') {
  // A fresh database of its own, the built server in its own process; BENCH_ACTIVITY_ROWS (default 1 M on PGlite, 10 M on PostgreSQL).
  const rows = Number(process.env.BENCH_ACTIVITY_ROWS ?? (databaseUrl ? 10_000_000 : 1_000_000));
  console.log(reportActivityReports(await measureActivityReports(rows, databaseUrl)));
}
if (which === 'all' || which === 'public') {
  // In process, on a fresh database of its own: PGlite, or PostgreSQL with BENCH_DATABASE_URL.
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  console.log(reportPublicReads(await measurePublicReads(50, Math.max(2, Math.round(seconds / 4)))));
}
if (which === 'all' || which === 'export') {
  // The embedded database only (a PostgreSQL server's export is pg_dump's, beside the server); BENCH_EXPORT_ROWS (default 200,000).
  if (databaseUrl) console.log('export: skipped, it measures the embedded database');
  else
    console.log(
      reportExportPause(await measureExportPause(Number(process.env.BENCH_EXPORT_ROWS ?? 200_000))),
    );
}
