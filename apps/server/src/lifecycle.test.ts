import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { identities } from './db/schema/index';
import { createIdentity } from './test/factories';
import type {} from './test/provided-context';
import { tempDirOfTest } from './test/temp-dir';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface RunningServer {
  child: ChildProcessWithoutNullStreams;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** The server as `npm start` runs it: bundled, here the run's bundle (test/server-bundle.ts). */
function spawnServer(env: NodeJS.ProcessEnv): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [inject('serverBundle')!], { cwd: serverRoot, env });
}

/** Starts the server on an embedded database in dataDir. */
function startServer(env: Record<string, string>): Promise<RunningServer> {
  const childEnv: Record<string, string> = { ...process.env, PORT: '0', LOG_LEVEL: 'info', ...env };
  delete childEnv.DATABASE_URL;
  const child = spawnServer(childEnv);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const onData = () => {
      const match = /console and API: (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output: () => output, exited });
      }
    };
    child.stdout.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited early:\n${output}`));
    });
  });
}

/** Starts the server on an embedded database and waits for it to exit by itself. */
async function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const childEnv: Record<string, string> = { ...process.env, PORT: '0', ...env };
  delete childEnv.DATABASE_URL;
  const child = spawnServer(childEnv);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

describe('server lifecycle', () => {
  it('keeps embedded data across a restart', async () => {
    const dataDir = path.join(tempDirOfTest('sigil-data-'), 'pglite');
    // From the run's migrated copy (test/global-setup.ts): the server's own first start is the next test.
    const first = await openDatabase({ kind: 'pglite', dataDir, fromDump: inject('migratedPgliteDump') });
    await migrateDatabase(first);
    const holder = await createIdentity(first.db, { name: 'Ada Lovelace' });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(second);
    const [found] = await second.db.select().from(identities).where(eq(identities.did, holder.did));
    await second.close();
    expect(found?.name).toBe('Ada Lovelace');
  }, 60_000); // two openings of an embedded database: seconds each, more on a busy machine

  it('starts, serves, shuts down cleanly on SIGTERM, and starts again on the same data', async () => {
    const dataDir = tempDirOfTest('sigil-data-');
    const first = await startServer({ DATA_DIR: dataDir });
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    // A second server on the same embedded database would corrupt it: refused in one sentence.
    const refused = await runToExit({ DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `Another Sigil process (a server, db:export or db:import) has the embedded database in ${dataDir} open`,
    );
    expect(refused.output).not.toMatch(/\n\s+at /);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shut down cleanly');

    const second = await startServer({ DATA_DIR: dataDir });
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);

    // Another registry's master key cannot decrypt this one's keys: it says so, and does not start.
    const wrongKey = await runToExit({ DATA_DIR: dataDir, MASTER_KEY: randomBytes(32).toString('base64') });
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.output).toMatch(
      /The master key \(MASTER_KEY or DATA_DIR\/keys\/master.key, fingerprint [0-9a-f]{16}\) cannot decrypt the keys this database holds/,
    );
    expect(wrongKey.output).not.toMatch(/\n\s+at /);
  }, 90_000);

  it('says in one line which port is taken and how to choose another, with exit code 1', async () => {
    // Whatever holds the port, the server must say so: a bare listener is enough to hold it.
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    try {
      const port = String((holder.address() as net.AddressInfo).port);
      // An embedded database that exists, copied from the run's migrated one: a first start's
      // initdb (3 s) is the test above's.
      const dataDir = tempDirOfTest('sigil-port-');
      const copy = await openDatabase({
        kind: 'pglite',
        dataDir: path.join(dataDir, 'pglite'),
        fromDump: inject('migratedPgliteDump'),
      });
      await copy.close();
      const env: Record<string, string | undefined> = { ...process.env, PORT: port, DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      const child = spawnServer(env);
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain(
        `Port ${port} is already in use: stop what uses it, or start on another port with PORT`,
      );
      expect(output).toMatch(/Opened the embedded database .*: \d+\.\d s/);
      expect(output).not.toMatch(/\n\s+at /); // no stack trace
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  }, 60_000);

  it('refuses a bad configuration with a clear message and exit code 1', async () => {
    const child = spawnServer({ ...process.env, PORT: 'not-a-port' });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT');
  }, 30_000);
});
