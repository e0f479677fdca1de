import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createIdentity } from '../test/factories';
import type { Database } from './client';
import { migrateDatabase } from './migrate';
import { openPgliteWorker, PgliteWorkerClient } from './pglite-worker-client';
import { identities } from './schema/index';
import { isDatabaseUnavailable } from './unavailable';
import type {} from '../test/provided-context';
import { tempDirOfTest } from '../test/temp-dir';

/** The run's migrated database (test/global-setup.ts): a copy opens in well under the seconds of initdb. */
const migrated = inject('migratedPgliteDump');

/** The embedded database in its own thread behaves as PGlite in the main thread did. */
describe('PGlite in a worker thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPgliteWorker(null, migrated);
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('reads and writes through Drizzle, with the types the pglite driver gives', async () => {
    const created = await createIdentity(database.db, { name: 'Ada' });
    const [found] = await database.db.select().from(identities).where(eq(identities.did, created.did));
    expect(found?.name).toBe('Ada');
    expect(found?.createdAt).toBeInstanceOf(Date);
    const raw: unknown = await database.db.execute(
      sql`select 2::int8 as big, now() as at, '{"a":1}'::jsonb as doc`,
    );
    expect((raw as { rows: unknown[] }).rows[0]).toEqual({
      big: 2,
      at: expect.any(String) as unknown,
      doc: { a: 1 },
    });
  });

  it('keeps the PostgreSQL error fields: a unique violation is 23505 with its constraint', async () => {
    const created = await createIdentity(database.db);
    const error = await createIdentity(database.db, { did: created.did }).catch((e: unknown) => e);
    const cause = (error as { cause?: { code?: string; constraint?: string; name?: string } }).cause;
    expect(cause).toMatchObject({ code: '23505', constraint: 'identities_pkey', name: 'DatabaseError' });
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('starts PostgreSQL with 32 MB of shared buffers (PGlite makes them all resident at start)', async () => {
    const raw: unknown = await database.db.execute(sql`show shared_buffers`);
    expect((raw as { rows: unknown[] }).rows).toEqual([{ shared_buffers: '32MB' }]);
  });

  it('has no files to copy in memory', async () => {
    await expect(database.copyFiles!(path.join(tempDirOfTest('sigil-worker-'), 'copy'))).rejects.toThrow(
      'A database in memory has no files to copy',
    );
  });

  it('isolates a transaction: other statements wait for its end', async () => {
    const seen: string[] = [];
    let insideTx!: () => void;
    const txStarted = new Promise<void>((resolve) => (insideTx = resolve));
    const did = (await createIdentity(database.db, { name: 'before' })).did;

    const tx = database.db.transaction(async (tx) => {
      await tx.update(identities).set({ name: 'uncommitted' }).where(eq(identities.did, did));
      insideTx();
      await new Promise((r) => setTimeout(r, 100));
      seen.push('tx done');
    });
    await txStarted;
    const outside = database.db
      .select({ name: identities.name })
      .from(identities)
      .where(eq(identities.did, did))
      .then(([row]) => seen.push(`outside read ${row?.name}`));
    await Promise.all([tx, outside]);
    expect(seen).toEqual(['tx done', 'outside read uncommitted']);
  });

  it('rolls back a failed transaction and keeps a failed savepoint local', async () => {
    const did = (await createIdentity(database.db, { name: 'kept' })).did;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(identities).set({ name: 'lost' }).where(eq(identities.did, did));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');

    await database.db.transaction(async (tx) => {
      await tx.update(identities).set({ name: 'outer' }).where(eq(identities.did, did));
      const duplicate = await tx
        .transaction((savepoint) => createIdentity(savepoint, { did }))
        .catch((error: unknown) => error);
      expect(duplicate).toBeInstanceOf(Error);
    });
    const [row] = await database.db.select().from(identities).where(eq(identities.did, did));
    expect(row?.name).toBe('outer');
  });

  it('delivers a NOTIFY sent inside a transaction at commit, and not after a rollback', async () => {
    const received: string[] = [];
    const stop = await database.listen('sigil_worker_test', (payload) => received.push(payload));
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('sigil_worker_test', 'rolled back')`);
        throw new Error('abort');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('sigil_worker_test', 'committed')`);
      expect(received).toEqual([]);
    });
    await database.notify('sigil_worker_test', 'direct');
    await stop();
    await database.notify('sigil_worker_test', 'not heard');
    await database.ping();
    expect(received).toEqual(['committed', 'direct']);
  });
});

// Each test opens the database in a new thread (twice for some), from the migrated copy.
describe('PGlite worker thread lifecycle', { timeout: 90_000 }, () => {
  it('keeps data on disk across close and reopen', async () => {
    const dataDir = path.join(tempDirOfTest('sigil-worker-'), 'pglite');
    const first = await PgliteWorkerClient.open(dataDir, migrated);
    await first.query('create table kept (n int)');
    await first.query('insert into kept values (1)');
    await first.close();
    await expect(first.query('select 1')).rejects.toMatchObject({ code: '08006' });

    const second = await PgliteWorkerClient.open(dataDir);
    expect((await second.query<{ n: number }>('select n from kept')).rows).toEqual([{ n: 1 }]);
    await second.close();
  });

  it("copies the database's folder as of one moment: a PGlite opens the copy, without a write sent meanwhile", async () => {
    const folder = tempDirOfTest('sigil-worker-');
    const client = await PgliteWorkerClient.open(path.join(folder, 'pglite'), migrated);
    try {
      await client.query('create table kept (n int)');
      await client.query('insert into kept values (1)');
      const copied = client.copyFiles(path.join(folder, 'copy'));
      const after = client.query('insert into kept values (2)');
      await Promise.all([copied, after]);
      const copy = await PGlite.create(path.join(folder, 'copy'));
      try {
        expect((await copy.query<{ n: number }>('select n from kept')).rows).toEqual([{ n: 1 }]);
      } finally {
        await copy.close();
      }
    } finally {
      await client.close();
    }
  });

  it('fails what was in flight when the thread dies, then opens the database again', async () => {
    const dataDir = path.join(tempDirOfTest('sigil-worker-'), 'pglite');
    const client = await PgliteWorkerClient.open(dataDir, migrated);
    try {
      await client.query('create table kept (n int)');
      await client.query('insert into kept values (1)');
      const heard: string[] = [];
      const resumed: Date[] = [];
      await client.listen(
        'sigil_worker_test',
        (payload) => heard.push(payload),
        (lostAt) => resumed.push(lostAt),
      );

      const inFlight = client.query('select pg_sleep(0.5)');
      await new Promise((r) => setTimeout(r, 50));
      await client['worker']!.terminate();
      const error = await inFlight.catch((e: unknown) => e);
      expect(isDatabaseUnavailable(error)).toBe(true);
      await expect(client.query('select 1')).rejects.toMatchObject({ code: '08006' });

      await expect.poll(() => resumed.length, { timeout: 30_000 }).toBe(1);
      expect((await client.query<{ n: number }>('select n from kept')).rows).toEqual([{ n: 1 }]);
      await client.query("select pg_notify('sigil_worker_test', 'again')");
      await expect.poll(() => heard).toEqual(['again']);
    } finally {
      await client.close();
    }
  });

  it('does not bring back an in-memory database that died: its data is gone', async () => {
    const client = await PgliteWorkerClient.open(null, migrated);
    await client['worker']!.terminate();
    await new Promise((r) => setTimeout(r, 1100));
    await expect(client.query('select 1')).rejects.toMatchObject({ code: '08006' });
    await client.close();
  });
});
