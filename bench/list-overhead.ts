import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { NOTIFICATION_LIST_SIZE, ROLE_CODES } from '@sigil/core';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import * as schema from '../apps/server/src/db/schema/index';
import {
  countActivities,
  pageActivities,
  type ActivitySelection,
} from '../apps/server/src/modules/activities/activities.repository';
import { listMembers } from '../apps/server/src/modules/members/members.repository';
import {
  countUnseen,
  newestNotifications,
} from '../apps/server/src/modules/notifications/notifications.repository';
import { createMember, createOrganisation, randomDid } from '../apps/server/src/test/factories';
import { newHolder } from '../apps/server/src/test/holders';
import { createScratchDatabase } from '../apps/server/src/test/test-database';
import { apiLogin } from '../e2e/support/seed';
import { startServer } from '../e2e/support/server';
import { freePort } from '../e2e/support/free-port';
import type { BareCall } from './bare-lists-server';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

/** The keys of a members row and of a named activity row, in the order the product selects them. */
const MEMBER_KEYS = [
  'membershipId',
  'name',
  'email',
  'memberDid',
  'roleCode',
  'schemeId',
  'roleType',
  'keyUser',
  'createdAt',
];
const ACTIVITY_KEYS = [
  'id',
  'did',
  'orgDid',
  'type',
  'txTimestamp',
  'filename',
  'assertType',
  'remarks',
  'sealForDid',
  'unsealFromDid',
  'name',
  'orgName',
];
const NOTIFICATION_KEYS = ['id', 'recipientDid', 'kind', 'payload', 'picture', 'seen', 'createdAt'];
const PAGE_SIZE = 20;

export interface ListCallResult {
  name: string;
  /** Requests per second of each round, in the order run (bare, product, bare, product). */
  bare: number[];
  product: number[];
  bareP99: number;
  productP99: number;
  /** Server CPU (user + system) per request over all rounds, in ms. */
  bareCpuMs: number;
  productCpuMs: number;
  /** Transactions committed per request (each statement outside a transaction is one), from pg_stat_database. */
  bareStatements: number;
  productStatements: number;
}

export interface ListOverheadResult {
  connections: number;
  seconds: number;
  calls: ListCallResult[];
}

/**
 * `npm run bench -- lists` (issue 46): the authenticated list calls through the whole product
 * against the same SQL through plain `pg`. Both are servers of their own process on one fresh
 * PostgreSQL database: the product's BUILT server, and bench/bare-lists-server.ts, which runs the
 * statements the product runs for the call (captured from the product's own repository functions)
 * and answers the same JSON, checked equal before anything is timed. Interleaved rounds of
 * autocannon; each server's CPU time is read from /proc around the rounds.
 */
export async function measureListOverhead(
  serverUrl: string,
  connections = 50,
  seconds = 10,
): Promise<ListOverheadResult> {
  const database = await createScratchDatabase(serverUrl, 'sigil_bench_lists');
  const work = mkdtempSync(path.join(tmpdir(), 'sigil-bench-lists-'));
  let bareProcess: ChildProcess | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const admin = newHolder();
    const busy = newHolder();
    const quiet = newHolder();
    const setup = await openDatabase({ kind: 'postgres', url: database.url });
    await migrateDatabase(setup);
    const organisation = await createOrganisation(setup.db, { businessName: 'Bench Lists Ltd' });
    await createMember(setup.db, {
      organisationId: organisation.id,
      memberDid: admin.did,
      roleCode: ROLE_CODES.admin,
      name: 'Bench Admin',
    });
    for (let i = 0; i < 9; i++) {
      await createMember(setup.db, {
        organisationId: organisation.id,
        memberDid: randomDid(),
        roleCode: ROLE_CODES.userAdmin,
        name: `Member ${i}`,
        email: `member${i}@example.test`,
      });
    }
    await seedActivities(setup.db, busy.did, organisation.did, 10_000);
    await seedActivities(setup.db, quiet.did, organisation.did, 20);
    await seedNotifications(setup.db, busy.did, 60);
    await setup.close();

    const captured = await captureStatements(database.url, organisation, [busy.did, quiet.did]);
    const callsFile = path.join(work, 'calls.json');
    writeFileSync(callsFile, JSON.stringify(captured));
    const barePort = await freePort();
    bareProcess = spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, 'bare-lists-server.ts')], {
      env: { ...process.env, DATABASE_URL: database.url, PORT: String(barePort), CALLS: callsFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) => bareProcess!.stdout!.once('data', () => resolve()));
    const bareBase = `http://127.0.0.1:${barePort}`;

    server = await startServer({
      DATABASE_URL: database.url,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
      ...(process.env.BENCH_SERVER_NODE_OPTIONS && { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }),
    });
    const adminToken = await apiLogin(server.baseUrl, admin, 'organisation');
    const tokenOf = {
      busy: await apiLogin(server.baseUrl, busy, 'individual'),
      quiet: await apiLogin(server.baseUrl, quiet, 'individual'),
    };
    const report = (did: string) => `page=1&pageSize=${PAGE_SIZE}&did=${encodeURIComponent(did)}`;
    const calls = [
      {
        name: "an organisation's users (10), GET /api/v1/users/",
        bare: '/members',
        product: `/api/v1/users/?organizationDid=${encodeURIComponent(organisation.did)}`,
        token: adminToken,
      },
      {
        name: 'individual report, 20 rows, GET /api/reports',
        bare: '/report-quiet',
        product: `/api/reports?${report(quiet.did)}`,
        token: tokenOf.quiet,
      },
      {
        name: 'individual report, 10k rows, GET /api/reports',
        bare: '/report-busy',
        product: `/api/reports?${report(busy.did)}`,
        token: tokenOf.busy,
      },
      {
        name: "an individual's notifications (the newest 50 of 60), GET /api/v1/notifications",
        bare: '/notifications',
        product: '/api/v1/notifications',
        token: tokenOf.busy,
      },
      {
        name: 'organisation report, 10k rows, GET /api/public/reports',
        bare: '/report-organisation',
        product: `/api/public/reports?${report(organisation.did)}`,
        token: adminToken,
      },
    ];

    const results: ListCallResult[] = [];
    // BENCH_LIST_CALLS=users,20 rows: only the calls whose names contain one of these.
    const only = process.env.BENCH_LIST_CALLS?.split(',');
    for (const call of calls.filter((c) => !only || only.some((part) => c.name.includes(part)))) {
      const headers = { authorization: `Bearer ${call.token}` };
      const productBody: unknown = await (
        await fetch(`${server.baseUrl}${call.product}`, { headers })
      ).json();
      const bareBody: unknown = await (await fetch(`${bareBase}${call.bare}`)).json();
      if (!isDeepStrictEqual(productBody, bareBody)) {
        throw new Error(
          `${call.name}: the bare route answers other JSON than the product:\n${JSON.stringify(productBody).slice(0, 600)}\n${JSON.stringify(bareBody).slice(0, 600)}`,
        );
      }
      const commits = () => committedOf(database.url);
      const bare = { url: `${bareBase}${call.bare}`, pid: bareProcess.pid!, headers: {}, commits };
      const product = { url: `${server.baseUrl}${call.product}`, pid: server.pid, headers, commits };
      await round(bare, connections, 5); // warm-up: both JITs settled before anything is counted
      await round(product, connections, 5);
      const rounds = { bare: [] as Round[], product: [] as Round[] };
      // BENCH_LIST_ROUNDS: more, shorter interleaved rounds when the machine is noisy (default 2 a side).
      for (let i = 0; i < Number(process.env.BENCH_LIST_ROUNDS ?? 2); i++) {
        rounds.bare.push(await round(bare, connections, seconds));
        rounds.product.push(await round(product, connections, seconds));
      }
      // Each read of the counts is itself a committed transaction or two: negligible against thousands of requests.
      const statementsPerRequest = (list: Round[]) =>
        list.reduce((sum, r) => sum + r.commits, 0) / list.reduce((sum, r) => sum + r.requests, 0);
      const cpuPerRequest = (list: Round[]) =>
        list.reduce((sum, r) => sum + r.cpuMs, 0) / list.reduce((sum, r) => sum + r.requests, 0);
      results.push({
        name: call.name,
        bare: rounds.bare.map((r) => r.rps),
        product: rounds.product.map((r) => r.rps),
        bareP99: Math.max(...rounds.bare.map((r) => r.p99)),
        productP99: Math.max(...rounds.product.map((r) => r.p99)),
        bareCpuMs: cpuPerRequest(rounds.bare),
        productCpuMs: cpuPerRequest(rounds.product),
        bareStatements: statementsPerRequest(rounds.bare),
        productStatements: statementsPerRequest(rounds.product),
      });
    }
    return { connections, seconds, calls: results };
  } finally {
    await server?.stop();
    bareProcess?.kill();
    rmSync(work, { recursive: true, force: true });
    await database.drop();
  }
}

interface Round {
  rps: number;
  p99: number;
  requests: number;
  cpuMs: number;
  commits: number;
}

/** One autocannon round against a server process, with the process's CPU time over it. */
async function round(target: Target, connections: number, seconds: number): Promise<Round> {
  const before = cpuMsOf(target.pid);
  const commitsBefore = await target.commits();
  const result = await autocannon({
    url: target.url,
    headers: target.headers,
    connections,
    duration: seconds,
  });
  const cpuMs = cpuMsOf(target.pid) - before;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${target.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const commits = (await target.commits()) - commitsBefore;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
    cpuMs,
    commits,
  };
}

interface Target {
  url: string;
  pid: number;
  headers: Record<string, string>;
  commits: () => Promise<number>;
}

/**
 * The database's committed transactions so far. PostgreSQL 15 publishes a backend's counts when it
 * goes idle, at most once a second: the read waits for that.
 */
async function committedOf(url: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ commits: string }>(
      'select xact_commit as commits from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]!.commits);
  } finally {
    await client.end();
  }
}

/** A process's user + system CPU time so far, from /proc (clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After the command's closing parenthesis, utime and stime are the 12th and 13th fields.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** `count` activities by the holder for the organisation, one a minute back from now (the day counts follow by trigger). */
async function seedActivities(db: Db, did: string, orgDid: string, count: number) {
  await db.execute(sql`
    insert into activities (did, org_did, type, tx_timestamp, filename)
    select ${did}, ${orgDid}, 'SIGN', now() - make_interval(mins => i), 'contract-' || i || '.pdf'
    from generate_series(1, ${count}) as i`);
}

/** `count` contacts shared with the recipient, one a minute back from now, every third one seen. */
async function seedNotifications(db: Db, recipientDid: string, count: number) {
  await db.execute(sql`
    insert into notifications (recipient_did, kind, payload, seen, created_at)
    select ${recipientDid}, 'contact-shared',
      jsonb_build_object('fromDid', 'did:sigil:0x' || lpad(i::text, 40, '0'), 'fromName', 'Sender ' || i,
        'contact', jsonb_build_object('name', 'Contact ' || i, 'did', 'did:sigil:0x' || lpad(i::text, 40, '1'),
          'email', 'contact' || i || '@example.test', 'organisation', 'Bench Lists Ltd', 'note', 'Met at the fair')),
      i % 3 = 0, now() - make_interval(mins => i)
    from generate_series(1, ${count}) as i`);
}

/**
 * The statements the product sends for each call, as Drizzle writes them: its repository
 * functions run once over a pool that records every query.
 */
async function captureStatements(
  url: string,
  organisation: { id: string; did: string },
  holders: [string, string],
): Promise<BareCall[]> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  let recorded: Array<{ text: string; values: unknown[] }> = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: unknown }).query = (config: unknown, values?: unknown[]) => {
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    recorded.push({ text, values: values ?? (config as { values?: unknown[] }).values ?? [] });
    return query(config, values);
  };
  const db = drizzle(pool, { schema }) as unknown as Db;
  const statementsOf = async (run: () => Promise<unknown>) => {
    recorded = [];
    await run();
    return recorded;
  };
  const reportOf = (selection: ActivitySelection) =>
    statementsOf(() =>
      Promise.all([
        pageActivities(db, selection, { offset: 0, limit: PAGE_SIZE }),
        countActivities(db, selection),
      ]),
    );
  try {
    return [
      {
        path: '/members',
        shape: 'members',
        keys: MEMBER_KEYS,
        statements: await statementsOf(() => listMembers(db, organisation.id)),
      },
      {
        path: '/report-busy',
        shape: 'report',
        keys: ACTIVITY_KEYS,
        pageSize: PAGE_SIZE,
        statements: await reportOf({ kind: 'member', did: holders[0] }),
      },
      {
        path: '/report-quiet',
        shape: 'report',
        keys: ACTIVITY_KEYS,
        pageSize: PAGE_SIZE,
        statements: await reportOf({ kind: 'member', did: holders[1] }),
      },
      {
        path: '/notifications',
        shape: 'notifications',
        keys: NOTIFICATION_KEYS,
        statements: await statementsOf(() =>
          Promise.all([
            newestNotifications(db, holders[0], NOTIFICATION_LIST_SIZE),
            countUnseen(db, holders[0]),
          ]),
        ),
      },
      {
        path: '/report-organisation',
        shape: 'report',
        keys: ACTIVITY_KEYS,
        pageSize: PAGE_SIZE,
        statements: await reportOf({ kind: 'org', did: organisation.did }),
      },
    ];
  } finally {
    await pool.end();
  }
}

export function reportListOverhead(result: ListOverheadResult): string {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(' / ');
  return [
    `Authenticated lists vs the same SQL through plain pg (PostgreSQL, autocannon -c ${result.connections}, ${result.seconds} s rounds, interleaved):`,
    '| call | product req/s | bare pg req/s | ratio (≥ 0.9) | p99 product / bare | CPU ms a request, product / bare | CPU ratio (≤ 1.3) | statements a request, product / bare |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...result.calls.map(
      (call) =>
        `| ${call.name} | ${list(call.product)} | ${list(call.bare)} | ${(mean(call.product) / mean(call.bare)).toFixed(2)} | ${call.productP99} / ${call.bareP99} ms | ${call.productCpuMs.toFixed(2)} / ${call.bareCpuMs.toFixed(2)} | ${(call.productCpuMs / call.bareCpuMs).toFixed(2)} | ${call.productStatements.toFixed(2)} / ${call.bareStatements.toFixed(2)} |`,
    ),
  ].join('\n');
}
