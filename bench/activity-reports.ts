import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { once } from 'node:events';
import { ROLE_CODES } from '@sigil/core';
import { sql } from 'drizzle-orm';
import { to as copyTo } from 'pg-copy-streams';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseLocation } from '../apps/server/src/db/client';
import { createIdentity, createMember, createOrganisation } from '../apps/server/src/test/factories';
import { newHolder } from '../apps/server/src/test/holders';
import { csvQuery } from '../apps/server/src/modules/activities/activities.repository';
import { apiLogin } from '../e2e/support/seed';
import { startServer } from '../e2e/support/server';
import { createScratchDatabase } from '../apps/server/src/test/test-database';
import { seedGeneratedActivities } from './generated-activities';
import { longestStallOf, rssMbOf } from './server-process';
import { summarise, type Summary } from './stats';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

export interface ActivityBenchResult {
  database: string;
  rows: number;
  seedSeconds: number;
  /** Rows the measured organisation's report holds (the busiest organisation). */
  organisationRows: number;
  pages: Array<{ name: string; whole: Summary; bare: Summary }>;
  /** The same page shapes for the other readers of a report: the provider, and an individual reading their own. */
  readers: Array<{ reader: string; rows: number; pages: Array<{ name: string; whole: Summary }> }>;
  /** The timed downloads; the process's peak RSS and longest stall over them and one more during which /api/health was asked. */
  export: Timings & { baselineRssMb: number; peakRssMb: number; longestStallMs: number; healthMaxMs: number };
  bareExport: Timings;
  /** PostgreSQL: the download's own statement (names, time zone) by COPY, without HTTP or the service. */
  sameStatement?: Timings;
}

/**
 * Each export is timed EXPORT_RUNS times in a row and compared by the median: one run of 0.5–1 s
 * swings by a fifth from run to run, and the first download in a fresh server also pays for
 * compiling its code. The first run is reported beside the median.
 */
const EXPORT_RUNS = 3;

interface Timings {
  rows: number;
  /** Each run's seconds, in the order they ran. */
  runs: number[];
}

/** Rows per second of the median run. */
const medianRate = (t: Timings): number => t.rows / summarise(t.runs).median;

async function timedRuns(count: () => Promise<number>): Promise<Timings> {
  const runs: number[] = [];
  let rows = 0;
  for (let run = 0; run < EXPORT_RUNS; run++) {
    const started = performance.now();
    rows = await count();
    runs.push((performance.now() - started) / 1000);
  }
  return { rows, runs };
}

/**
 * A fresh place for the data: a data directory whose PGlite database the server opens, or a new
 * database on the PostgreSQL server.
 */
async function freshLocation(
  serverUrl: string | undefined,
): Promise<{ location: DatabaseLocation; dataDir: string; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sigil-bench-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl) {
    return {
      location: { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      dataDir,
      drop: async () => removeDir(),
    };
  }
  const database = await createScratchDatabase(serverUrl, 'sigil_bench');
  return {
    location: { kind: 'postgres', url: database.url },
    dataDir,
    drop: async () => {
      removeDir();
      await database.drop();
    },
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

const PAGE_SHAPES = ['page 1', 'pages 2–100', 'middle page', 'last page', 'last 30 days, page 1'] as const;
type PageShape = (typeof PAGE_SHAPES)[number];

/** The page shapes' bare statements, the bare export and (PostgreSQL) the download's own statement, with no server running. */
async function measureBare(location: DatabaseLocation, orgDid: string, monthAgo: Date) {
  const database = await openDatabase(location);
  try {
    // The bare statements count the rows themselves (seconds at 10 M rows): few samples of them.
    const samples = 20;
    let deep = 0;
    const counted = (await bareCount(database, orgDid)) as { rows: Array<{ count: string | number }> };
    const lastPage = Math.max(1, Math.ceil(Number(counted.rows[0]?.count ?? 0) / 10));
    const pages: Record<PageShape, Summary> = {
      'page 1': await timed(samples, () =>
        Promise.all([barePage(database, orgDid, 1), bareCount(database, orgDid)]),
      ),
      'pages 2–100': await timed(samples, () =>
        Promise.all([barePage(database, orgDid, 2 + (deep++ % 99)), bareCount(database, orgDid)]),
      ),
      'middle page': await timed(samples, () =>
        Promise.all([barePage(database, orgDid, Math.ceil(lastPage / 2)), bareCount(database, orgDid)]),
      ),
      'last page': await timed(samples, () =>
        Promise.all([barePage(database, orgDid, lastPage), bareCount(database, orgDid)]),
      ),
      'last 30 days, page 1': await timed(samples, () =>
        Promise.all([barePage(database, orgDid, 1), bareCount(database, orgDid, monthAgo)]),
      ),
    };
    const exporter = await bareExporter(database, location, orgDid);
    const exported = await timedRuns(exporter.rows);
    await exporter.close();
    const sameStatement = database.copyTo
      ? await timedRuns(() =>
          linesLessHeader(() =>
            database.copyTo!(csvQuery(database.db, { kind: 'org', did: orgDid }, 'Europe/Berlin')),
          ),
        )
      : undefined;
    return { pages, export: exported, sameStatement };
  } finally {
    await database.close();
  }
}

/**
 * `rows` generated activities (`npm run seed:activities`' generator) in a fresh database. First,
 * with no server running, the bare statements of the report pages and a bare export of the busiest
 * organisation's rows (COPY on PostgreSQL; one SELECT of them all on PGlite). Then the BUILT server
 * in a process of its own on that database: the reports call through the whole app (HTTP, token,
 * gate, service, names) as the busiest organisation's Admin, as the provider and as the busiest
 * individual reading their own, and the CSV download, with the server process's RSS, its longest
 * event-loop stall and /api/health latency during the download. The bench's own work (HTTP
 * clients, timing) never runs on the server's thread or counts in its memory.
 */
export async function measureActivityReports(rows: number, serverUrl?: string): Promise<ActivityBenchResult> {
  const { location, dataDir, drop } = await freshLocation(serverUrl);
  try {
    const admin = newHolder();
    const provider = newHolder();
    // Registered before the rows are made: the generator's first holder, and so its busiest.
    const individual = newHolder();
    const { prepared: organisation, seeded } = await seedGeneratedActivities(location, rows, async (db) => {
      const organisation = await createOrganisation(db, { businessName: 'Bench Organisation' });
      await createMember(db, {
        organisationId: organisation.id,
        memberDid: admin.did,
        roleCode: ROLE_CODES.admin,
        name: 'Bench Admin',
      });
      await createIdentity(db, { did: individual.did, name: 'Bench Individual' });
      return organisation;
    });
    const today = new Date();
    const monthAgo = new Date(today.getTime() - 30 * 86_400_000);
    const bare = await measureBare(location, organisation.did, monthAgo);

    const loopFile = path.join(dataDir, 'loop.json');
    const server = await startServer(
      {
        AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
        PROVIDER_DIDS: provider.did,
        NODE_OPTIONS: `--import ${pathToFileURL(path.join(benchDir, 'loop-monitor.mjs')).href} ${process.env.BENCH_SERVER_NODE_OPTIONS ?? ''}`,
        BENCH_LOOP_FILE: loopFile,
        ...(location.kind === 'postgres' ? { DATABASE_URL: location.url } : {}),
      },
      { dataDir },
    );
    try {
      const base = server.baseUrl;
      const day = (date: Date) => date.toISOString().slice(0, 10);
      const samples = 1000;
      // As the console asks: its time zone with every call; `path` is the reader's report route.
      const pagesOf = async (path: string, token: string, query: Record<string, string>) => {
        const headers = { authorization: `Bearer ${token}` };
        const report = async (page: Record<string, string>) => {
          const response = await fetch(
            `${base}${path}?${new URLSearchParams({ pageSize: '10', timezone: 'Europe/Berlin', ...query, ...page })}`,
            { headers },
          );
          if (!response.ok) throw new Error(`reports ${response.status}: ${await response.text()}`);
          return (await response.json()) as { pagination: { total: number } };
        };
        const rows = (await report({ page: '1' })).pagination.total;
        const lastPage = Math.max(1, Math.ceil(rows / 10));
        let deep = 0;
        const shapes: Record<PageShape, () => Promise<unknown>> = {
          'page 1': () => report({ page: '1' }),
          'pages 2–100': () => report({ page: String(2 + (deep++ % 99)) }),
          'middle page': () => report({ page: String(Math.ceil(lastPage / 2)) }),
          'last page': () => report({ page: String(lastPage) }),
          'last 30 days, page 1': () => report({ page: '1', from: day(monthAgo), to: day(today) }),
        };
        const pages = [];
        for (const name of PAGE_SHAPES) pages.push({ name, whole: await timed(samples, shapes[name]) });
        return { rows, pages };
      };
      const token = await apiLogin(base, admin, 'organisation');
      const headers = { authorization: `Bearer ${token}` };
      const organisationPages = await pagesOf('/api/public/reports', token, { did: organisation.did });
      const organisationRows = organisationPages.rows;
      const pages = organisationPages.pages.map((page) => ({ ...page, bare: bare.pages[page.name] }));
      const readers = [
        {
          reader: "the provider, the busiest organisation's report",
          ...(await pagesOf('/api/public/reports', await apiLogin(base, provider, 'provider'), {
            did: organisation.did,
          })),
        },
        {
          reader: 'an individual, their own report (the busiest holder)',
          ...(await pagesOf('/api/reports', await apiLogin(base, individual, 'individual'), {
            did: individual.did,
          })),
        },
      ];

      // The downloads, timed with nothing else asking the server (as the bare COPY ran alone), then
      // one more with another caller's /api/health meanwhile; the server's memory and stalls throughout.
      await longestStallOf(server.pid, loopFile);
      const baselineRss = rssMbOf(server.pid);
      let peakRss = baselineRss;
      const rss = setInterval(() => (peakRss = Math.max(peakRss, rssMbOf(server.pid))), 50);
      const downloadUrl = `${base}/api/public/reports/download?${new URLSearchParams({ did: organisation.did, timezone: 'Europe/Berlin' })}`;
      const client = await downloadClient(downloadUrl, headers);
      const download = async () => (await client.lines()) - 1; // less the header line
      const downloads = await timedRuns(download);
      let healthMax = 0;
      let downloading = true;
      const health = (async () => {
        while (downloading) {
          const started = performance.now();
          await (await fetch(`${base}/api/health`)).arrayBuffer();
          healthMax = Math.max(healthMax, performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      await download();
      downloading = false;
      await health;
      await client.close();
      clearInterval(rss);
      const longestStallMs = await longestStallOf(server.pid, loopFile);
      return {
        database: location.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
        rows,
        seedSeconds: seeded.seconds,
        organisationRows,
        pages,
        readers,
        export: {
          ...downloads,
          baselineRssMb: baselineRss,
          peakRssMb: peakRss,
          longestStallMs,
          healthMaxMs: healthMax,
        },
        bareExport: bare.export,
        sameStatement: bare.sameStatement,
      };
    } finally {
      await server.pause(); // the data directory goes with drop()
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
 * A client that reads the download's lines on a thread of its own with node:http (fetch's web
 * streams cost more per chunk than the server's export does: the client would be what is
 * measured). The thread starts before any download is timed: its start (25–60 ms here) is not the
 * export's time.
 */
async function downloadClient(url: string, headers: Record<string, string>) {
  const client = `
    const { parentPort, workerData } = require('node:worker_threads');
    const http = require('node:http');
    parentPort.on('message', () => {
      http.get(workerData.url, { headers: workerData.headers }, (response) => {
        if (response.statusCode !== 200) throw new Error('download ' + response.statusCode);
        let lines = 0;
        response.on('data', (chunk) => { for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++; });
        response.on('end', () => parentPort.postMessage(lines));
      }).on('error', (error) => { throw error; });
    });
    parentPort.postMessage('ready');`;
  const worker = new Worker(client, { eval: true, workerData: { url, headers } });
  await once(worker, 'message');
  return {
    /** One download, its lines counted. */
    lines: async (): Promise<number> => {
      const answer = once(worker, 'message');
      worker.postMessage('go');
      const [lines] = (await answer) as [number];
      return lines;
    },
    close: () => worker.terminate(),
  };
}

/** A stream's lines, less its header. */
async function linesLessHeader(open: () => Promise<AsyncIterable<Buffer>>): Promise<number> {
  let lines = 0;
  for await (const chunk of await open()) lines += lineEnds(chunk);
  return lines - 1;
}

/**
 * The same rows without the app: `COPY … TO STDOUT` on PostgreSQL, on a connection opened before
 * any run is timed (as the server's pool holds its own); one SELECT of them all on PGlite.
 */
async function bareExporter(database: Database, location: DatabaseLocation, orgDid: string) {
  const select = `SELECT did, org_did, type, tx_timestamp, filename, assert_type, seal_for_did, unseal_from_did, remarks
    FROM activities WHERE (org_did = '${orgDid}' OR (did = '${orgDid}' AND org_did IS DISTINCT FROM '${orgDid}')) AND btrim(type) <> ''
    ORDER BY tx_timestamp DESC, id DESC`;
  if (location.kind === 'pglite') {
    return {
      rows: async () => {
        const result: unknown = await database.db.execute(sql.raw(select));
        return (result as { rows: unknown[] }).rows.length;
      },
      close: async () => {},
    };
  }
  const client = new pg.Client({ connectionString: location.url });
  await client.connect();
  return {
    rows: async () => {
      let lines = 0;
      const stream: AsyncIterable<Buffer> = client.query(
        copyTo(`COPY (${select}) TO STDOUT WITH (FORMAT csv)`),
      );
      for await (const chunk of stream) lines += lineEnds(chunk);
      return lines;
    },
    close: () => client.end(),
  };
}

export function reportActivityReports(result: ActivityBenchResult): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const rate = (rowsPerSecond: number) => `${Math.round(rowsPerSecond).toLocaleString('en')} rows/s`;
  const timings = (t: Timings) =>
    `${t.rows.toLocaleString('en')} rows in ${t.runs.map((s) => s.toFixed(2)).join(' / ')} s, median ${rate(medianRate(t))} (the first ${rate(t.rows / t.runs[0]!)})`;
  const lines = [
    `activity reports, ${result.database}, ${result.rows.toLocaleString('en')} rows (seeded in ${result.seedSeconds.toFixed(0)} s); the busiest organisation's report: ${result.organisationRows.toLocaleString('en')} rows`,
    ...result.pages.map(
      (page) =>
        `  ${page.name}: whole app p50 ${ms(page.whole.median)} p99 ${ms(page.whole.p99)}; bare page + count p50 ${ms(page.bare.median)} p99 ${ms(page.bare.p99)}`,
    ),
    ...result.readers.flatMap(({ reader, rows, pages }) => [
      `  ${reader}: ${rows.toLocaleString('en')} rows`,
      ...pages.map(
        (page) => `    ${page.name}: whole app p50 ${ms(page.whole.median)} p99 ${ms(page.whole.p99)}`,
      ),
    ]),
    `  CSV download: ${timings(result.export)}, RSS ${result.export.baselineRssMb.toFixed(0)} MB before, peak ${result.export.peakRssMb.toFixed(0)} MB (the server process, PGlite's thread included), longest event-loop stall ${ms(result.export.longestStallMs)}, /api/health max ${ms(result.export.healthMaxMs)}`,
    `  bare export (${result.database === 'PostgreSQL' ? 'COPY TO STDOUT' : 'one SELECT'}): ${timings(result.bareExport)}; the download runs at ${(medianRate(result.export) / medianRate(result.bareExport)).toFixed(2)}× it`,
    ...(result.sameStatement
      ? [
          `  the download's own statement by COPY, without HTTP: ${timings(result.sameStatement)}; the download runs at ${(medianRate(result.export) / medianRate(result.sameStatement)).toFixed(2)}× it`,
        ]
      : []),
  ];
  return lines.join('\n');
}
