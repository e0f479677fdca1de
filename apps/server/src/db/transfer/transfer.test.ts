import { once } from 'node:events';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { decodeJWT } from 'did-jwt';
import { Resolver, type DIDResolutionResult } from 'did-resolver';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import type { TActivityDaily, TActivityReport, TEndorsement, TQuickContact } from '@sigil/core';
import { verifyEndorsement } from '@sigil/core/verify';
import { requestWalletToken } from '@sigil/wallet';
import { buildApp } from '../../app';
import { testConfig, type AppConfig } from '../../config';
import { masterKeyFingerprint, readMasterKey } from '../../lib/org-keys';
import type { TestApp } from '../../test/build-test-app';
import { bearer } from '../../test/enrolment';
import {
  endorse,
  endorsingOrganisation,
  type EndorsingOrganisation,
} from '../../test/endorsing-organisation';
import { loginWithWallet, newHolder, signInThrough, type TestHolder } from '../../test/holders';
import { injectFetch } from '../../test/inject-fetch';
import type {} from '../../test/provided-context';
import { createScratchDatabase } from '../../test/test-database';
import { openDatabase } from '../client';
import { databaseLocation } from '../location';
import { migrateDatabase } from '../migrate';
import { quickContacts, registryKeys } from '../schema/index';
import { DataDirInUseError, holdDataDir, type DataDirHold } from './data-dir-hold';
import { exportDatabase } from './export';
import { importDatabase, ImportRefused } from './import';

/**
 * Backup, restore, move (docs/operations.md, Backup and restore): a registry built by the real
 * flows on an embedded database on disk, exported while it serves, restored into a fresh embedded
 * database and into PostgreSQL (and back), and a server started on each copy must tell every
 * user, holder and verifier the same as the original did.
 */

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const HEADER = '-- Sigil database export of ';

/** What the original registry said, to be said again by every copy. */
interface Facts {
  organisationDid: string;
  registryDid: string;
  didDocument: unknown;
  registryDidDocument: unknown;
  statusBits: string;
  orgReport: TActivityReport;
  holderReport: TActivityReport;
  orgDaily: TActivityDaily;
  members: unknown;
  contacts: TQuickContact[];
}

const provider = newHolder();
const kept = newHolder(); // endorsed, and stays so
const revoked = newHolder(); // endorsed, then revoked
const ROLE = 'Bridge Inspector';
const ORG_NAME = 'Transfer Works Ltd';

let source: TestApp;
let hold: DataDirHold;
let org: EndorsingOrganisation;
let adminTok: string;
let keptTok: string;
let live: TEndorsement;
let withdrawn: TEndorsement;
let organisationDid: string;
let registryDid: string;
let facts: Facts;
const closers: Array<() => Promise<unknown>> = [];
/** Removed after the file: each embedded database is tens of MB, and the dumps hold keys. */
const made: string[] = [];
const children: ChildProcess[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

const get = (t: TestApp, url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const json = async <T>(t: TestApp, url: string, token?: string): Promise<T> => {
  const res = await get(t, url, token);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};

/** The bits of an issuer's revocation list, as a verifier reads them (hex of the gunzipped list). */
async function statusBits(t: TestApp, did: string): Promise<string> {
  const res = await get(t, `/api/v1/status-lists/${did}`);
  expect(res.statusCode, res.body).toBe(200);
  const subject = (decodeJWT(res.body).payload as { vc: { credentialSubject: { encodedList: string } } }).vc
    .credentialSubject;
  return gunzipSync(Buffer.from(subject.encodedList.slice(1), 'base64url')).toString('hex');
}

async function readFacts(t: TestApp, token: string, holderToken: string): Promise<Facts> {
  const resolve = async (did: string) =>
    (await json<DIDResolutionResult>(t, `/1.0/identifiers/${encodeURIComponent(did)}`)).didDocument;
  return {
    organisationDid,
    registryDid,
    didDocument: await resolve(organisationDid),
    registryDidDocument: await resolve(registryDid),
    statusBits: await statusBits(t, organisationDid),
    orgReport: await json<TActivityReport>(t, `/api/public/reports?did=${organisationDid}`, token),
    holderReport: await json<TActivityReport>(t, `/api/reports?did=${kept.did}`, holderToken),
    orgDaily: await json<TActivityDaily>(t, `/api/v1/reports/daily?did=${organisationDid}`, token),
    members: await json(t, `/api/v1/users/?organizationDid=${organisationDid}`, token),
    contacts: await json<TQuickContact[]>(t, '/api/v1/quick-contacts', holderToken),
  };
}

/** An app as `npm start` builds it, on the database `config` names (and the keys in its DATA_DIR). */
async function startOn(config: AppConfig): Promise<TestApp> {
  const database = await openDatabase(databaseLocation(config));
  await migrateDatabase(database);
  const app = await buildApp({ config, database });
  await app.ready();
  let closed: Promise<unknown> | undefined;
  const t: TestApp = { app, database, config, close: async () => void (await (closed ??= app.close())) };
  closers.push(() => t.close());
  return t;
}

/** A DATA_DIR for a copy: the original's keys in it, as the operator copies DATA_DIR/keys. */
function dataDirWithKeys(): string {
  const dir = tempDir('sigil-copy-');
  cpSync(path.join(source.config.dataDir, 'keys'), path.join(dir, 'keys'), { recursive: true });
  return dir;
}

const copyConfig = (overrides: Partial<AppConfig>): AppConfig => ({
  ...source.config,
  databaseUrl: undefined,
  ...overrides,
});

/**
 * The copy goes on where the original stopped: a wallet records one more activity (the id sequence
 * and the trigger that keeps the per-day counts came across), and the totals count it.
 */
async function goesOn(target: TestApp): Promise<void> {
  const wallet = (
    await requestWalletToken({
      privateKey: kept.privateKey,
      baseUrl: 'http://sigil.test',
      fetchImpl: injectFetch(target.app),
    })
  ).token;
  const recorded = await target.app.inject({
    method: 'POST',
    url: '/api/v1/activities',
    headers: bearer(wallet),
    payload: { type: 'VERIFY', filename: 'after-the-move.pdf', orgDid: organisationDid },
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
  const report = await json<TActivityReport>(target, `/api/public/reports?did=${organisationDid}`, adminTok);
  expect(report.pagination.total).toBe(facts.orgReport.pagination.total + 1);
  expect(report.data[0]).toMatchObject({ filename: 'after-the-move.pdf', did: kept.did });
}

/** Everything a user, holder or verifier noticed on the original, against the copy `target`. */
async function checkRegistry(target: TestApp): Promise<void> {
  // A session signed before the move still works (the same session key), and reads the same.
  const copied = await readFacts(target, adminTok, keptTok);
  expect(copied).toEqual(facts);

  // The Admins log in again with their wallets, as themselves, in their organisation.
  const login = await loginWithWallet(target.app, org.admin, 'organisation');
  expect(login.status).toBe('COMPLETED');
  expect(login.profile?.organisation?.did).toBe(facts.organisationDid);
  const approverTok = await signInThrough(target.app, org.approver, org.approverMembershipId);
  expect(
    (await get(target, `/api/v1/users/?organizationDid=${facts.organisationDid}`, approverTok)).json(),
  ).toEqual(facts.members);
  const holderLogin = await loginWithWallet(target.app, kept, 'individual');
  const mine = await json<TEndorsement[]>(target, '/api/v1/endorsements/mine', holderLogin.token);
  expect(mine.map(({ id, status, jwt }) => ({ id, status, jwt }))).toEqual([
    { id: live.id, status: live.status, jwt: live.jwt },
  ]);
  // Logging in again counted nothing: the totals are still the original's.
  expect(
    (await json<TActivityReport>(target, `/api/public/reports?did=${facts.organisationDid}`, login.token))
      .pagination,
  ).toEqual(facts.orgReport.pagination);

  // A verifier that knows only the registry's public URLs: the live endorsement verifies up to the
  // registry (the organisation's key and the registry's, decrypted by the copied master key, sign
  // the lists); the revoked one is revoked.
  const fetchFromCopy = injectFetch(target.app);
  const resolver = new Resolver({
    sigil: async (did) =>
      (await (
        await fetchFromCopy(`http://sigil.test/1.0/identifiers/${encodeURIComponent(did)}`)
      ).json()) as DIDResolutionResult,
  });
  const verify = (jwt: string) =>
    verifyEndorsement(jwt, { resolver, registryDid: facts.registryDid, fetch: fetchFromCopy });
  const good = await verify(live.jwt);
  expect(good.steps.map((step) => `${step.step}:${step.outcome}`)).toEqual([
    'signature:signed',
    'status:notRevoked',
    'accreditation:accredited',
    'accreditationStatus:notRevoked',
    'registry:trustedRegistry',
  ]);
  expect(good).toMatchObject({ verified: true, holder: kept.did, issuer: facts.organisationDid, role: ROLE });
  const bad = await verify(withdrawn.jwt);
  expect(bad.verified).toBe(false);
  expect(bad.steps.map((step) => `${step.step}:${step.outcome}`)).toEqual([
    'signature:signed',
    'status:revoked',
    'accreditation:accredited',
    'accreditationStatus:notRevoked',
    'registry:trustedRegistry',
  ]);
}

const folderOf = () => tempDir('sigil-dumps-');

beforeAll(async () => {
  const config = testConfig({
    providerDids: [provider.did],
    webDistDir: '/nonexistent-console-build',
    databaseUrl: undefined,
  });
  made.push(config.dataDir);
  // On disk, from the run's migrated copy where there is one (the PostgreSQL pass has none).
  const location = databaseLocation(config);
  expect(location.kind).toBe('pglite');
  const fromDump = process.env.DATABASE_URL ? undefined : inject('migratedPgliteDump');
  const database = await openDatabase(location.kind === 'pglite' ? { ...location, fromDump } : location);
  await migrateDatabase(database);
  const app = await buildApp({ config, database });
  await app.ready();
  source = { app, database, config, close: () => app.close() };
  closers.push(() => source.close());
  hold = await holdDataDir(config.dataDir);
  hold.serveExport((to) => database.copyFiles!(to));

  // An organisation as the real flows make it (two Admins, a custom role), endorsing two holders.
  org = await endorsingOrganisation(source, provider, { orgName: ORG_NAME, roleName: ROLE });
  ({ organisationDid, adminTok } = org);
  registryDid = (await database.db.select().from(registryKeys))[0]!.did;
  const individual = async (holder: TestHolder, name: string) =>
    (await loginWithWallet(app, holder, 'individual', { name })).token!;
  keptTok = await individual(kept, 'Kim Kept');
  live = await endorse(source, org, keptTok);
  withdrawn = await endorse(source, org, await individual(revoked, 'Rex Revoked'));
  const call = (method: 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const revoke = await call(
    'DELETE',
    `/api/v1/endorsements/${withdrawn.memberId}?memberDid=${encodeURIComponent(revoked.did)}`,
    adminTok,
  );
  expect(revoke.statusCode, revoke.body).toBe(200);

  // Quick contacts, and what the wallets recorded (for the organisation and for the holder).
  for (const [name, did] of [
    ['Rex', revoked.did],
    ['A supplier', newHolder().did],
  ]) {
    const added = await call('POST', '/api/v1/quick-contacts', keptTok, { name, did });
    expect(added.statusCode, added.body).toBe(201);
  }
  const wallet = (
    await requestWalletToken({
      privateKey: kept.privateKey,
      baseUrl: 'http://sigil.test',
      fetchImpl: injectFetch(app),
    })
  ).token;
  for (const payload of [
    { type: 'SIGN', filename: 'inspection-1.pdf', orgDid: organisationDid },
    { type: 'SIGN', filename: 'inspection-2.pdf', orgDid: organisationDid },
    { type: 'SEAL', filename: 'report.pdf', orgDid: organisationDid, sealForDid: revoked.did },
    { type: 'VERIFY', filename: 'my-own.pdf' },
  ]) {
    const recorded = await call('POST', '/api/v1/activities', wallet, payload);
    expect(recorded.statusCode, recorded.body).toBe(201);
  }

  facts = await readFacts(source, adminTok, keptTok);
  // The facts are worth comparing: they hold what was seeded.
  expect(facts.orgReport.pagination.total).toBeGreaterThanOrEqual(3);
  expect(facts.contacts).toHaveLength(2);
  expect(facts.statusBits).toMatch(/[1-9a-f]/);
  expect(facts.didDocument).toMatchObject({ id: organisationDid });
}, 60_000);

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const close of closers.reverse()) await close().catch(() => undefined);
  await hold?.release();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

let dumpFile: string;
let importedDir: string;

/**
 * What only the embedded database does: the PostgreSQL pass (DATABASE_URL) leaves it to the first
 * pass, as it leaves out whole files that never reach the configured database (vitest.config.ts).
 * The embedded export stays in both: the PostgreSQL move starts from its dump.
 */
const embeddedPassOnly = it.skipIf(Boolean(process.env.DATABASE_URL));

describe('backup, restore, move: the embedded database', () => {
  it('refuses a second process on the data directory of a running server', async () => {
    await expect(holdDataDir(source.config.dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
  });

  it('exports while serving (every request answered), and the copy in a fresh embedded database tells the same', async () => {
    const folder = folderOf();
    dumpFile = path.join(folder, 'registry.sql');
    const urls = [
      `/1.0/identifiers/${encodeURIComponent(facts.organisationDid)}`,
      `/api/v1/status-lists/${facts.organisationDid}`,
      '/api/v1/endorsements/mine',
      '/api/health',
    ];
    const requests = Array.from({ length: 20 }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 20));
      return (await get(source, urls[i % urls.length]!, keptTok)).statusCode;
    });
    const [exported, ...statuses] = await Promise.all([exportDatabase(source.config, dumpFile), ...requests]);
    expect(statuses).toEqual(Array(20).fill(200));
    expect(exported.file).toBe(dumpFile);
    expect(readdirSync(folder)).toEqual(['registry.sql']);
    const text = readFileSync(dumpFile, 'utf8');
    expect(text.startsWith(HEADER)).toBe(true);
    const fingerprint = masterKeyFingerprint(readMasterKey(source.config.dataDir)!);
    expect(exported.keys.masterKey).toBe(fingerprint);
    expect(text).toContain(`-- sigil-master-key: ${fingerprint}\n`);
    // The original goes on after it: it reads as before, and takes writes (a first login registers).
    expect(await readFacts(source, adminTok, keptTok)).toEqual(facts);
    expect(
      (await loginWithWallet(source.app, newHolder(), 'individual', { name: 'Newcomer' })).token,
    ).toBeTruthy();

    importedDir = dataDirWithKeys();
    const config = copyConfig({ dataDir: importedDir });
    expect(await importDatabase(config, dumpFile)).toEqual({ warnings: [] });
    const copy = await startOn(config);
    try {
      await checkRegistry(copy);
      await goesOn(copy);
      // Something only the copy has, for the refusals below to find it (or not).
      const added = await copy.app.inject({
        method: 'POST',
        url: '/api/v1/quick-contacts',
        headers: bearer(keptTok),
        payload: { name: 'Only on the copy', did: newHolder().did },
      });
      expect(added.statusCode, added.body).toBe(201);
    } finally {
      await copy.close();
    }
  }, 60_000);

  it('refuses an import into a data directory a server is running on', async () => {
    await expect(importDatabase(source.config, dumpFile, { replace: true })).rejects.toBeInstanceOf(
      DataDirInUseError,
    );
    expect(await json<TQuickContact[]>(source, '/api/v1/quick-contacts', keptTok)).toEqual(facts.contacts);
  });

  it('refuses another master key, naming the one needed, and creates nothing', async () => {
    const dataDir = tempDir('sigil-wrong-key-');
    const config = copyConfig({ dataDir, masterKey: randomBytes(32).toString('base64') });
    const refused = await importDatabase(config, dumpFile).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImportRefused);
    expect((refused as Error).message).toContain(
      `need the master key ${masterKeyFingerprint(readMasterKey(source.config.dataDir)!)}`,
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });

  embeddedPassOnly(
    'refuses to import over a database that has tables, and with --replace puts the dump in its place',
    async () => {
      const config = copyConfig({ dataDir: importedDir });
      const refused = await importDatabase(config, dumpFile).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ImportRefused);
      expect((refused as Error).message).toMatch(/already has \d+ tables/);
      const contactsOnCopy = async () => {
        const database = await openDatabase(databaseLocation(config));
        try {
          return (await database.db.select({ name: quickContacts.name }).from(quickContacts)).map(
            (row) => row.name,
          );
        } finally {
          await database.close();
        }
      };
      expect(await contactsOnCopy()).toContain('Only on the copy');

      expect(await importDatabase(config, dumpFile, { replace: true })).toEqual({ warnings: [] });
      expect((await contactsOnCopy()).sort()).toEqual(facts.contacts.map((contact) => contact.name).sort());
    },
    60_000,
  );

  embeddedPassOnly(
    'kill -9 during an export leaves no file under the final name; the next export completes',
    async () => {
      const folder = folderOf();
      const file = path.join(folder, 'backup.sql');
      const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: importedDir };
      delete env.DATABASE_URL;
      delete env.MASTER_KEY;
      delete env.SESSION_PRIVATE_KEY;
      const cli = () => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'src/db/transfer/transfer-cli.ts', 'export', file],
          {
            cwd: serverRoot,
            env,
          },
        );
        children.push(child);
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
          child.on('exit', (code, signal) => resolve({ code, signal })),
        );
        return { child, exited, output: () => output };
      };

      // Killed once its partial file is there and it has the database open (its socket in DATA_DIR):
      // in the middle of the dump.
      const socket = path.join(importedDir, 'sigil.sock');
      const first = cli();
      let done = false;
      void first.exited.then(() => (done = true));
      let partial: string | undefined;
      while (!done && !(partial && existsSync(socket))) {
        partial = readdirSync(folder).find((name) => name.startsWith('backup.sql.partial-'));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(done, first.output()).toBe(false);
      first.child.kill('SIGKILL');
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(existsSync(file)).toBe(false);
      expect(readdirSync(folder)).toEqual([partial]);
      expect(existsSync(socket)).toBe(true);

      // The killed export left its socket and its partial file behind: neither stops the next one,
      // which removes the partial file (and the copy's folder, when a server had made one), and
      // the leftovers of a stopped export of another name (a nightly one's, dated). What is not
      // plainly a stopped export's stays: a running process's (this test's), names that only look
      // alike, another program's file.
      const dead = first.child.pid!;
      const removed = [
        `${partial}.d`,
        `backup-2026-11-30.sql.partial-${dead}`,
        `backup-2026-11-30.sql.partial-${dead}.d`,
      ];
      writeFileSync(path.join(folder, removed[1]!), `${HEADER}2026-11-30T02:00:00.000Z, from`);
      // A killed export its parent never collected (Linux tells it by /proc).
      if (process.platform === 'linux') {
        const zombie = await zombieProcess();
        removed.push(`backup-2026-11-29.sql.partial-${zombie}`);
        writeFileSync(path.join(folder, removed[3]!), `${HEADER}2026-11-29T02:00:00.000Z, from`);
      }
      mkdirSync(path.join(folder, `${partial}.d`, 'pglite'), { recursive: true });
      mkdirSync(path.join(folder, removed[2]!, 'pglite'), { recursive: true });
      const kept = [
        `backup.sql.partial-${process.pid}`,
        'backup.sql.partial-007',
        'backup.sql.partial-0',
        'backup.sql.partial-12x',
        `notes.txt.partial-${dead}`,
      ];
      for (const name of kept) writeFileSync(path.join(folder, name), 'not a dump');
      mkdirSync(path.join(folder, `photos.partial-${dead}.d`, 'holiday'), { recursive: true });
      // Not a file an export writes, whatever it points to or holds: a link to a dump, a named
      // pipe (reading it would wait for a writer), a file where the copy's folder would be.
      symlinkSync(path.join(folder, removed[1]!), path.join(folder, `link.sql.partial-${dead}`));
      execFileSync('mkfifo', [path.join(folder, `pipe.sql.partial-${dead}`)]);
      writeFileSync(path.join(folder, `plain.sql.partial-${dead}.d`), HEADER);
      kept.push(
        `photos.partial-${dead}.d`,
        `link.sql.partial-${dead}`,
        `pipe.sql.partial-${dead}`,
        `plain.sql.partial-${dead}.d`,
      );
      const second = cli();
      expect(await second.exited, second.output()).toEqual({ code: 0, signal: null });
      expect(second.output()).toContain(`Wrote ${file} (`);
      for (const name of [partial!, ...removed]) {
        expect(second.output()).toContain(
          `Removed ${path.join(folder, name)}, left by an export that was stopped.`,
        );
      }
      expect(second.output()).not.toContain('Note:');
      expect(readdirSync(folder).sort()).toEqual(['backup.sql', ...kept].sort());
      expect(readFileSync(file, 'utf8').startsWith(HEADER)).toBe(true);
    },
    60_000,
  );
});

describe('backup, restore: across releases', () => {
  embeddedPassOnly(
    'restores an old backup into a new release: the migrations newer than the dump run after it',
    async () => {
      // A registry of an older release: the migrations folder cut before the newest one that adds a table.
      const older = tempDir('sigil-older-release-');
      cpSync(path.join(serverRoot, 'drizzle'), older, { recursive: true });
      const journalFile = path.join(older, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
      const tableOf = (tag: string) =>
        /CREATE TABLE "([a-z_]+)"/.exec(readFileSync(path.join(older, `${tag}.sql`), 'utf8'))?.[1];
      const cut = journal.entries.findLastIndex((entry) => tableOf(entry.tag) !== undefined);
      const newestTable = tableOf(journal.entries[cut]!.tag)!;
      const all = journal.entries.length;
      journal.entries = journal.entries.slice(0, cut);
      writeFileSync(journalFile, JSON.stringify(journal));
      const oldDataDir = tempDir('sigil-older-data-');
      const oldDb = await PGlite.create(path.join(oldDataDir, 'pglite'));
      await migrate(drizzle(oldDb), { migrationsFolder: older });
      await oldDb.close();

      const file = path.join(folderOf(), 'older.sql');
      await exportDatabase(copyConfig({ dataDir: oldDataDir }), file);
      expect(readFileSync(file, 'utf8')).not.toContain(`"public"."${newestTable}"`);

      const dataDir = tempDir('sigil-newer-data-');
      await importDatabase(copyConfig({ dataDir }), file);
      const restored = await PGlite.create(path.join(dataDir, 'pglite'));
      try {
        const applied = await restored.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        expect(applied.rows[0]!.n).toBe(all);
        const table = await restored.query(`select to_regclass('public.${newestTable}') as found`);
        expect(table.rows).toEqual([{ found: newestTable }]);
      } finally {
        await restored.close();
      }
    },
    60_000,
  );
});

describe.skipIf(!process.env.DATABASE_URL)('backup, restore, move: PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let keysDir: string;

  const tablesIn = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (
        await client.query<{ n: number }>(
          `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
        )
      ).rows[0]!.n;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'sigil_transfer');
    keysDir = dataDirWithKeys();
  });
  afterAll(() => scratch?.drop());

  it('moves the embedded database to PostgreSQL, and the server on it tells the same', async () => {
    const config = copyConfig({ databaseUrl: scratch.url, dataDir: keysDir });
    const wrongKey = { ...config, masterKey: randomBytes(32).toString('base64') };
    await expect(importDatabase(wrongKey, dumpFile)).rejects.toBeInstanceOf(ImportRefused);
    expect(await tablesIn(scratch.url)).toBe(0);

    expect(await importDatabase(config, dumpFile)).toEqual({ warnings: [] });
    const again = await importDatabase(config, dumpFile).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(ImportRefused);
    expect((again as Error).message).toMatch(/already has \d+ tables/);
    expect(await importDatabase(config, dumpFile, { replace: true })).toEqual({ warnings: [] });

    const moved = await startOn(config);
    try {
      expect(moved.database.kind).toBe('postgres');
      await checkRegistry(moved);
    } finally {
      await moved.close();
    }
  }, 60_000);

  it('moves it back from PostgreSQL to a fresh embedded database, and that server tells the same', async () => {
    const folder = folderOf();
    const file = path.join(folder, 'from-postgres.sql');
    const exported = await exportDatabase(copyConfig({ databaseUrl: scratch.url, dataDir: keysDir }), file);
    expect(readdirSync(folder)).toEqual(['from-postgres.sql']);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith(HEADER)).toBe(true);
    expect(text).toContain('from a PostgreSQL server');
    expect(exported.keys.masterKey).toBe(masterKeyFingerprint(readMasterKey(source.config.dataDir)!));

    const config = copyConfig({ dataDir: dataDirWithKeys() });
    expect(await importDatabase(config, file)).toEqual({ warnings: [] });
    const back = await startOn(config);
    try {
      expect(back.database.kind).toBe('pglite');
      await checkRegistry(back);
      await goesOn(back);
    } finally {
      await back.close();
    }
  }, 60_000);
});

/**
 * The pid of a process that ended and that its parent never collects (as under a container's
 * first process): `sh` starts a short `sleep`, then becomes a long one that never waits for it.
 * The long one is killed when the test ends, whatever its outcome.
 */
async function zombieProcess(): Promise<number> {
  const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 60'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  onTestFinished(() => void parent.kill('SIGKILL'));
  const [line] = (await Promise.race([once(parent.stdout, 'data'), once(parent, 'error')])) as [Buffer];
  const pid = Number(line.toString().trim());
  const deadline = Date.now() + 5000;
  while (!readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ')) {
    if (Date.now() > deadline) throw new Error(`process ${pid} did not become a zombie within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return pid;
}
