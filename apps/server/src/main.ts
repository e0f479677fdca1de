import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { databaseLocation } from './db/location';
import { migrateDatabase } from './db/migrate';
import { DataDirInUseError, holdDataDir } from './db/transfer/data-dir-hold';
import { MasterKeyError } from './lib/org-keys';
import { serveMetrics } from './plugins/metrics';
import { announceProviderSetup } from './provider-setup-announcement';

/** A refusal to start that the operator can act on (an error of `kind`): its one sentence, and exit code 1. */
function exitIf(kind: new (...args: never[]) => Error) {
  return (error: unknown): never => {
    if (!(error instanceof kind)) throw error;
    console.error(error.message);
    process.exit(1);
  };
}

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    return exitIf(ConfigError)(error);
  }
}

/** Runs one start-up step and says how long it took: the embedded database takes seconds to open. */
async function timed<T>(what: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  console.log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const config = readConfig();
mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
const location = databaseLocation(config);
// The embedded database is this process's alone; db:export reaches it through the hold.
const hold =
  location.kind === 'pglite' ? await holdDataDir(config.dataDir).catch(exitIf(DataDirInUseError)) : null;
const database = await timed(
  location.kind === 'postgres'
    ? 'Opened the PostgreSQL database'
    : `Opened the embedded database (${location.dataDir ?? 'in memory'})`,
  () => openDatabase(location),
);
hold?.serveExport((to) => database.copyFiles!(to));
await timed('Brought the database schema up to date', () => migrateDatabase(database));
const app = await timed('Started the API and the console', () =>
  buildApp({ config, database }).catch(async (error: unknown) => {
    await database.close();
    return exitIf(MasterKeyError)(error);
  }),
);

let closing = false;
let metricsServer: Server | null = null;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  if (signal === 'SIGTERM' && config.shutdownDrainMs > 0) {
    // Not ready from now on, still serving: the load balancer stops sending before the port closes.
    app.drain();
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining: not ready, still serving');
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  }
  metricsServer?.close();
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  try {
    await app.close(); // waits for in-flight requests, then closes the database (onClose hook)
    await hold?.release();
    app.log.info('shut down cleanly');
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// Before listening: /setup must find this start's code, and a caller that sees the server answer
// must find the code file as this start left it (written, or removed once a provider exists).
await announceProviderSetup(database.db, config, app.log);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${config.port} is already in use: stop what uses it, or start on another port with PORT (e.g. PORT=${config.port + 1} npm start).`,
  );
  await app.close();
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
app.log.info(`${config.productName} is running at http://localhost:${port} (database: ${database.kind})`);
console.log(`${config.productName} console and API: http://localhost:${port}`);
if (config.metricsPort) {
  metricsServer = await serveMetrics(app.metrics, config.metricsPort, config.host);
  console.log(`Metrics (Prometheus): http://localhost:${config.metricsPort}/metrics`);
}
