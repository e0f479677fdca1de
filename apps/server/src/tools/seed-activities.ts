import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { generateDidKey } from '@sigil/core';
import { from as copyFrom } from 'pg-copy-streams';
import pg from 'pg';
import type { DatabaseLocation } from '../db/client';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

export interface ActivitySeedOptions {
  rows: number;
  /** Organisation DIDs the rows belong to: the registered organisations first, then new DIDs. */
  orgs: number;
  /** Holders acting: registered identities first, then new identities (real keys) named "Seed Holder n". */
  holders: number;
  /** Rows are spread over this many days up to now. */
  days: number;
  /** The same seed gives the same rows (but for new DIDs, which are random keys). */
  seed: number;
  didMethod: string;
  onProgress?: (rowsWritten: number) => void;
}

export interface ActivitySeedResult {
  rows: number;
  orgDids: string[];
  holderDids: string[];
  seconds: number;
}

/** The columns COPY fills, in this order (ids and nothing else come from their defaults). */
const COLUMNS = [
  'did',
  'org_did',
  'type',
  'tx_timestamp',
  'filename',
  'assert_type',
  'remarks',
  'seal_for_did',
  'unseal_from_did',
];
const COPY_FORMAT = `(${COLUMNS.join(', ')}) FROM %SOURCE% WITH (FORMAT csv)`;
/** Rows per chunk of CSV text (and per COPY on PGlite, which takes a whole blob at a time). */
const CHUNK_ROWS = 5_000;
const PGLITE_COPY_ROWS = 250_000;

/** How often each event is, out of 100: most activity is signing and verifying. */
const EVENT_WEIGHTS: Array<[string, number]> = [
  ['SIGN', 34],
  ['VERIFY', 30],
  ['SEAL', 14],
  ['UNSEAL', 11],
  ['ASSERT', 9],
  ['REGISTER', 2],
];
const FILE_STEMS = [
  'contract',
  'invoice',
  'payslip',
  'certificate',
  'statement',
  'transcript',
  'licence',
  'policy',
];
const FILE_EXTENSIONS = ['pdf', 'docx', 'png', 'txt', 'xlsx'];
const ASSERT_TYPES = ['over-18', 'residency', 'employment', 'qualification', 'membership'];

/** mulberry32: a small, fast, seedable generator (the rows need spread, not secrecy). */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const csvCell = (value: string | null) => (value === null ? '' : `"${value.replaceAll('"', '""')}"`);

/**
 * The rows as CSV chunks. About 60 % of holder events are for an organisation they act for; one
 * in ten events is the organisation's own (its DID as the actor). A few organisations and holders
 * are far busier than the rest (a squared draw), as in real registries.
 */
function* activityCsvChunks(
  options: ActivitySeedOptions,
  orgDids: string[],
  holderDids: string[],
): Generator<string> {
  const random = randomSource(options.seed);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const skewed = <T>(items: T[]) => items[Math.floor(random() * random() * items.length)]!;
  const event = () => {
    let roll = random() * 100;
    for (const [type, weight] of EVENT_WEIGHTS) if ((roll -= weight) < 0) return type;
    return 'SIGN';
  };
  const now = Date.now();
  const span = options.days * 86_400_000;
  let lines: string[] = [];
  for (let i = 0; i < options.rows; i++) {
    const type = event();
    const orgDid = skewed(orgDids);
    const ownEvent = random() < 0.1;
    const did = ownEvent ? orgDid : skewed(holderDids);
    const forOrg = ownEvent || random() < 0.6 ? orgDid : null;
    const withFile = type !== 'ASSERT' && type !== 'REGISTER';
    const filename = withFile
      ? `${pick(FILE_STEMS)}-${1 + Math.floor(random() * 9999)}.${pick(FILE_EXTENSIONS)}`
      : null;
    const other = pick(holderDids);
    lines.push(
      [
        csvCell(did),
        csvCell(forOrg),
        csvCell(type),
        csvCell(new Date(now - Math.floor(random() * span)).toISOString()),
        csvCell(filename),
        csvCell(type === 'ASSERT' ? pick(ASSERT_TYPES) : null),
        csvCell(random() < 0.2 ? `Batch ${1 + Math.floor(random() * 500)}` : null),
        csvCell(type === 'SEAL' ? other : null),
        csvCell(type === 'UNSEAL' ? other : null),
      ].join(',') + '\n',
    );
    if (lines.length === CHUNK_ROWS) {
      yield lines.join('');
      lines = [];
    }
  }
  if (lines.length) yield lines.join('');
}

/** Registered DIDs first, then new ones, up to `wanted`. */
function topUp(existing: string[], wanted: number, make: () => string): string[] {
  const dids = existing.slice(0, wanted);
  while (dids.length < wanted) dids.push(make());
  return dids;
}

interface SeedTarget {
  query(statement: string, params?: unknown[]): Promise<Array<Record<string, unknown>>>;
  copyIn(chunks: Iterable<string>, onRows: (rows: number) => void): Promise<void>;
  close(): Promise<void>;
}

async function postgresTarget(url: string): Promise<SeedTarget> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async (statement, params) =>
      (await client.query(statement, params)).rows as Array<Record<string, unknown>>,
    async copyIn(chunks, onRows) {
      const counted = Readable.from(
        (function* () {
          for (const chunk of chunks) {
            onRows(CHUNK_ROWS);
            yield chunk;
          }
        })(),
      );
      await pipeline(
        counted,
        client.query(copyFrom(`COPY activities ${COPY_FORMAT.replace('%SOURCE%', 'STDIN')}`)),
      );
    },
    close: () => client.end(),
  };
}

/** PGlite opened here directly: this process is a tool, with no HTTP loop to keep free (decision 0003). */
async function pgliteTarget(dataDir: string): Promise<SeedTarget> {
  const pglite = await PGlite.create(dataDir);
  return {
    query: async (statement, params) => (await pglite.query<Record<string, unknown>>(statement, params)).rows,
    async copyIn(chunks, onRows) {
      let batch: string[] = [];
      const flush = async () => {
        const blob = new Blob(batch, { type: 'text/csv' });
        await pglite.query(`COPY activities ${COPY_FORMAT.replace('%SOURCE%', "'/dev/blob'")}`, [], { blob });
        onRows(batch.length * CHUNK_ROWS);
        batch = [];
      };
      for (const chunk of chunks) {
        batch.push(chunk);
        if (batch.length * CHUNK_ROWS >= PGLITE_COPY_ROWS) await flush();
      }
      if (batch.length) await flush();
    },
    close: () => pglite.close(),
  };
}

/**
 * Loads `rows` activities into the database at `location` (migrated first) with COPY: from a
 * stream on PostgreSQL, in blobs of 250,000 rows on PGlite (whose data directory no server may
 * have open meanwhile). New holders are registered as identities with real keys so their names show.
 */
export async function seedActivities(
  location: DatabaseLocation,
  options: ActivitySeedOptions,
): Promise<ActivitySeedResult> {
  const started = performance.now();
  const migrated = await openDatabase(location);
  await migrateDatabase(migrated);
  await migrated.close();
  if (location.kind === 'pglite' && !location.dataDir)
    throw new Error('An in-memory database cannot be seeded from outside');
  const target =
    location.kind === 'postgres' ? await postgresTarget(location.url) : await pgliteTarget(location.dataDir!);
  try {
    const registeredOrgs = await target.query(
      'SELECT did FROM organisations WHERE deleted_at IS NULL ORDER BY created_at LIMIT $1',
      [options.orgs],
    );
    const registeredHolders = await target.query('SELECT did FROM identities ORDER BY created_at LIMIT $1', [
      options.holders,
    ]);
    const orgDids = topUp(
      registeredOrgs.map((row) => String(row.did)),
      options.orgs,
      () => generateDidKey(options.didMethod).did,
    );
    const newHolders = Array.from({ length: Math.max(0, options.holders - registeredHolders.length) }, () =>
      generateDidKey(options.didMethod),
    );
    for (let i = 0; i < newHolders.length; i += 1_000) {
      const slice = newHolders.slice(i, i + 1_000);
      const values = slice.map((_, j) => `($${3 * j + 1}, $${3 * j + 2}, $${3 * j + 3})`).join(', ');
      const params = slice.flatMap((key, j) => [
        key.did,
        key.publicKey,
        `Seed Holder ${registeredHolders.length + i + j + 1}`,
      ]);
      await target.query(
        `INSERT INTO identities (did, public_key, name) VALUES ${values} ON CONFLICT DO NOTHING`,
        params,
      );
    }
    const holderDids = [
      ...registeredHolders.map((row) => String(row.did)),
      ...newHolders.map((key) => key.did),
    ];
    let written = 0;
    await target.copyIn(activityCsvChunks(options, orgDids, holderDids), (rows) => {
      written = Math.min(options.rows, written + rows);
      options.onProgress?.(written);
    });
    // The visibility map too, so counts can be index-only scans from the start.
    await target.query('VACUUM ANALYZE activities');
    return { rows: options.rows, orgDids, holderDids, seconds: (performance.now() - started) / 1000 };
  } finally {
    await target.close();
  }
}
