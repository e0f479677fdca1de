import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { randomBytes } from 'node:crypto';
import { ROLE_CODES } from '@sigil/core';
import { sql } from 'drizzle-orm';
import { to as copyTo } from 'pg-copy-streams';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase, type Database, type DatabaseLocation } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { createMember, createOrganisation } from '../apps/server/src/test/factories';
import { loginWithWallet, newHolder } from '../apps/server/src/test/holders';
import { adminQuery } from '../apps/server/src/test/test-database';
import { csvQuery } from '../apps/server/src/modules/activities/activities.repository';
import { seedActivities } from '../apps/server/src/tools/seed-activities';
import { summarise, type Summary } from './stats';

export interface ActivityBenchResult {
  database: string;
  rows: number;
  seedSeconds: number;
  /** Rows the measured organisation's report holds (the busiest organisation). */
  organisationRows: number;
  pages: Array<{ name: string; whole: Summary; bare: Summary }>;
  export: { rows: number; seconds: number; rowsPerSecond: number; baselineRssMb: number; peakRssMb: number; longestStallMs: number; healthMaxMs: number };
  bareExport: { rows: number; seconds: number; rowsPerSecond: number };
  /** PostgreSQL: the download's own statement (names, time zone) by COPY, without HTTP or the service. */
  sameStatement?: { rows: number; seconds: number; rowsPerSecond: number };
}

/** A fresh place for the data: a PGlite directory, or a new database on the PostgreSQL server. */
async function freshLocation(serverUrl: string | undefined): Promise<{ location: DatabaseLocation; drop: () => Promise<void> }> {
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'sigil-bench-'));
    return { location: { kind: 'pglite', dataDir: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `sigil_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    location: { kind: 'postgres', url: url.toString() },
    drop: async () => void (await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

async function timed(samples: number, run: () => Promise<unknown>): Promise<Summary> {
  for (let i = 0; i < Math.min(5, samples); i++) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return summarise(times);
}

/** The organisation side of a report page as one bare statement (what the route runs, minus everything else). */
function barePage(database: Database, orgDid: string, page: number) {
  return database.db.execute(sql`
    SELECT * FROM activities WHERE org_did = ${orgDid} AND btrim(type) <> ''
    ORDER BY tx_timestamp DESC, id DESC LIMIT 10 OFFSET ${(page - 1) * 10}`);
}

function bareCount(database: Database, orgDid: string, since?: Date) {
  return database.db.execute(sql`
    SELECT count(*) FROM activities WHERE org_did = ${orgDid} AND btrim(type) <> ''
    ${since ? sql`AND tx_timestamp >= ${since.toISOString()}::timestamptz` : sql``}`);
}

/**
 * `rows` generated activities (`npm run seed:activities`' generator) in a fresh database, then
 * the reports call through the whole app (HTTP, token, gate, service, names) against the bare
 * statements of the same page, and the CSV download of the busiest organisation against a bare
 * export of the same rows (COPY on PostgreSQL; one SELECT of them all on PGlite), with peak RSS,
 * the longest event-loop stall and /api/health latency during the download.
 */
export async function measureActivityReports(rows: number, serverUrl?: string): Promise<ActivityBenchResult> {
  const { location, drop } = await freshLocation(serverUrl);
  try {
    const admin = newHolder();
    const setup = await openDatabase(location);
    await migrateDatabase(setup);
    const organisation = await createOrganisation(setup.db, { businessName: 'Bench Organisation' });
    await createMember(setup.db, { organisationId: organisation.id, memberDid: admin.did, roleCode: ROLE_CODES.admin, name: 'Bench Admin' });
    await setup.close();

    const seeded = await seedActivities(location, { rows, orgs: 20, holders: 1000, days: 365, seed: 7, didMethod: 'sigil' });
    const database = await openDatabase(location);
    const app = await buildApp({ config: testConfig({ webDistDir: '/nonexistent', authRateLimitPerMinute: 100_000_000 }), database });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const { token } = await loginWithWallet(app, admin, 'organisation');
      const headers = { authorization: `Bearer ${token}` };
      const report = async (query: Record<string, string>) => {
        const response = await fetch(`${base}/api/public/reports?${new URLSearchParams({ did: organisation.did, pageSize: '10', ...query })}`, { headers });
        if (!response.ok) throw new Error(`reports ${response.status}: ${await response.text()}`);
        return (await response.json()) as { pagination: { total: number } };
      };
      const organisationRows = (await report({ page: '1' })).pagination.total;
      const today = new Date();
      const monthAgo = new Date(today.getTime() - 30 * 86_400_000);
      const day = (date: Date) => date.toISOString().slice(0, 10);
      // The bare statements count the rows themselves (seconds at 10 M rows): fewer samples of them.
      const samples = 100;
      const bareSamples = 20;
      let deep = 0;
      const pages = [
        {
          name: 'page 1',
          whole: await timed(samples, () => report({ page: '1' })),
          bare: await timed(bareSamples, () => Promise.all([barePage(database, organisation.did, 1), bareCount(database, organisation.did)])),
        },
        {
          name: 'pages 2–100',
          whole: await timed(samples, () => report({ page: String(2 + (deep++ % 99)) })),
          bare: await timed(bareSamples, () => Promise.all([barePage(database, organisation.did, 2 + (deep++ % 99)), bareCount(database, organisation.did)])),
        },
        {
          name: 'last 30 days, page 1',
          whole: await timed(samples, () => report({ page: '1', from: day(monthAgo), to: day(today) })),
          bare: await timed(bareSamples, () => Promise.all([barePage(database, organisation.did, 1), bareCount(database, organisation.did, monthAgo)])),
        },
      ];

      // The download, with memory, loop stalls and another caller's /api/health answered meanwhile.
      const loop = monitorEventLoopDelay({ resolution: 10 });
      const baselineRss = process.memoryUsage().rss;
      let peakRss = baselineRss;
      let healthMax = 0;
      let downloading = true;
      const rss = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
      const health = (async () => {
        while (downloading) {
          const started = performance.now();
          await (await fetch(`${base}/api/health`)).arrayBuffer();
          healthMax = Math.max(healthMax, performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      loop.enable();
      const started = performance.now();
      const lines = await downloadLinesInWorker(`${base}/api/public/reports/download?${new URLSearchParams({ did: organisation.did, timezone: 'Europe/Berlin' })}`, headers);
      const seconds = (performance.now() - started) / 1000;
      loop.disable();
      downloading = false;
      clearInterval(rss);
      await health;
      const exported = lines - 1; // the header line

      const bareStarted = performance.now();
      const bareRows = await bareExport(database, location, organisation.did);
      const bareSeconds = (performance.now() - bareStarted) / 1000;
      const sameStatement = database.copyTo
        ? await timedLines(() => database.copyTo!(csvQuery(database.db, { kind: 'org', did: organisation.did }, 'Europe/Berlin')))
        : undefined;
      return {
        database: database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
        rows,
        seedSeconds: seeded.seconds,
        organisationRows,
        pages,
        export: {
          rows: exported,
          seconds,
          rowsPerSecond: exported / seconds,
          baselineRssMb: baselineRss / 2 ** 20,
          peakRssMb: peakRss / 2 ** 20,
          longestStallMs: loop.max / 1e6,
          healthMaxMs: healthMax,
        },
        bareExport: { rows: bareRows, seconds: bareSeconds, rowsPerSecond: bareRows / bareSeconds },
        sameStatement,
      };
    } finally {
      await app.close(); // closes the database too
    }
  } finally {
    await drop();
  }
}

/** How many line ends a chunk holds. */
function lineEnds(chunk: Uint8Array): number {
  let count = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) count++;
  return count;
}

/**
 * The download's lines, read by a client on a thread of its own, as a browser would be: on the
 * server's thread the client's reading would slow the server it measures.
 */
function downloadLinesInWorker(url: string, headers: Record<string, string>): Promise<number> {
  const client = `
    const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const response = await fetch(workerData.url, { headers: workerData.headers });
      if (!response.ok || !response.body) throw new Error('download ' + response.status);
      let lines = 0;
      for await (const chunk of response.body) for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      parentPort.postMessage(lines);
    })().catch((error) => { throw error; });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(client, { eval: true, workerData: { url, headers } });
    worker.once('message', (lines: number) => resolve(lines));
    worker.once('error', reject);
  });
}

/** A stream's lines (less its header) and how fast they came. */
async function timedLines(open: () => Promise<AsyncIterable<Buffer>>) {
  const started = performance.now();
  let lines = 0;
  for await (const chunk of await open()) lines += lineEnds(chunk);
  const seconds = (performance.now() - started) / 1000;
  return { rows: lines - 1, seconds, rowsPerSecond: (lines - 1) / seconds };
}

/** The same rows without the app: `COPY … TO STDOUT` on PostgreSQL; one SELECT of them all on PGlite. */
async function bareExport(database: Database, location: DatabaseLocation, orgDid: string): Promise<number> {
  const select = `SELECT did, org_did, type, tx_timestamp, filename, assert_type, seal_for_did, unseal_from_did, remarks
    FROM activities WHERE (org_did = '${orgDid}' OR (did = '${orgDid}' AND org_did IS DISTINCT FROM '${orgDid}')) AND btrim(type) <> ''
    ORDER BY tx_timestamp DESC, id DESC`;
  if (location.kind === 'pglite') {
    const result: unknown = await database.db.execute(sql.raw(select));
    return (result as { rows: unknown[] }).rows.length;
  }
  const client = new pg.Client({ connectionString: location.url });
  await client.connect();
  try {
    let lines = 0;
    const stream: AsyncIterable<Buffer> = client.query(copyTo(`COPY (${select}) TO STDOUT WITH (FORMAT csv)`));
    for await (const chunk of stream) lines += lineEnds(chunk);
    return lines;
  } finally {
    await client.end();
  }
}

export function reportActivityReports(result: ActivityBenchResult): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const lines = [
    `activity reports, ${result.database}, ${result.rows.toLocaleString('en')} rows (seeded in ${result.seedSeconds.toFixed(0)} s); the busiest organisation's report: ${result.organisationRows.toLocaleString('en')} rows`,
    ...result.pages.map(
      (page) =>
        `  ${page.name}: whole app p50 ${ms(page.whole.median)} p99 ${ms(page.whole.p99)}; bare page + count p50 ${ms(page.bare.median)} p99 ${ms(page.bare.p99)}`,
    ),
    `  CSV download: ${result.export.rows.toLocaleString('en')} rows in ${result.export.seconds.toFixed(1)} s = ${Math.round(result.export.rowsPerSecond).toLocaleString('en')} rows/s, RSS ${result.export.baselineRssMb.toFixed(0)} MB before, peak ${result.export.peakRssMb.toFixed(0)} MB (the process, PGlite's thread included), longest event-loop stall ${ms(result.export.longestStallMs)}, /api/health max ${ms(result.export.healthMaxMs)}`,
    `  bare export (${result.database === 'PostgreSQL' ? 'COPY TO STDOUT' : 'one SELECT'}): ${result.bareExport.rows.toLocaleString('en')} rows in ${result.bareExport.seconds.toFixed(1)} s = ${Math.round(result.bareExport.rowsPerSecond).toLocaleString('en')} rows/s; the download runs at ${(result.export.rowsPerSecond / result.bareExport.rowsPerSecond).toFixed(2)}× it`,
    ...(result.sameStatement
      ? [
          `  the download's own statement by COPY, without HTTP: ${result.sameStatement.rows.toLocaleString('en')} rows in ${result.sameStatement.seconds.toFixed(1)} s = ${Math.round(result.sameStatement.rowsPerSecond).toLocaleString('en')} rows/s; the download runs at ${(result.export.rowsPerSecond / result.sameStatement.rowsPerSecond).toFixed(2)}× it`,
        ]
      : []),
  ];
  return lines.join('\n');
}
