import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE_CODES, type TAuthPollResponse } from '@sigil/core';
import { members as membersTable } from './db/schema/index';
import { buildTestAppsSharingDatabase, type TestApp } from './test/build-test-app';
import { createMember, createOrganisation } from './test/factories';
import { answer, loginWithWallet, newHolder, poll, startRequest } from './test/holders';

/**
 * The server under database faults, on a real PostgreSQL server (these need DATABASE_URL): a
 * connection ended in the middle of a transaction, and a LISTEN connection lost while other
 * processes revoke tokens and publish events.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A connection of the test's own to the server, to end other connections as an operator would. */
async function operator(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  return client;
}

/** Ends the one connection on which a server process (by application_name) listens, as an operator could. */
async function endListeningConnectionOf(applicationName: string): Promise<void> {
  const admin = await operator();
  try {
    const ended = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and query ilike 'LISTEN%'`,
      [applicationName],
    );
    expect(ended.rowCount).toBe(1);
  } finally {
    await admin.end();
  }
}

/** The rows of a plain SQL statement. */
async function rowsOf<T>(t: TestApp, statement: string): Promise<T[]> {
  const result: unknown = await t.database.db.execute(statement);
  return (result as { rows: T[] }).rows;
}

async function currentDatabase(t: TestApp): Promise<string> {
  const [row] = await rowsOf<{ name: string }>(t, 'select current_database() as name');
  return row!.name;
}

describe.runIf(onPostgres)('surviving database faults (PostgreSQL)', () => {
  let apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.reverse()) await t.close();
    apps = [];
  });

  it('fails only the request in flight when the server ends a connection inside a transaction', async () => {
    apps = await buildTestAppsSharingDatabase(1);
    const t = apps[0]!;
    const database = await currentDatabase(t);
    const admin = await operator();
    let terminated = 0;
    let bursting = true;
    const terminator = (async () => {
      while (bursting) {
        const result = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = $1 and state = 'idle in transaction' and pid <> pg_backend_pid()`,
          [database],
        );
        terminated += result.rowCount ?? 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();

    const outcomes: Array<{ txid: string; answered: number; polled: number; body: string }> = [];
    try {
      for (let round = 0; round < 6 && (round < 2 || terminated === 0); round++) {
        await Promise.all(
          Array.from({ length: 20 }, async () => {
            const created = await startRequest(t.app, { intent: 'login', mode: 'individual' });
            const answered = await answer(t.app, newHolder(), created, { name: 'Burst' });
            const polled = await poll(t.app, created);
            outcomes.push({
              txid: created.txid,
              answered: answered.statusCode,
              polled: polled.statusCode,
              body: answered.body,
            });
          }),
        );
      }
    } finally {
      bursting = false;
      await terminator;
      await admin.end();
    }

    expect(terminated).toBeGreaterThan(0);
    for (const outcome of outcomes) {
      expect([200, 503]).toContain(outcome.answered);
      expect([200, 503]).toContain(outcome.polled);
      if (outcome.answered === 503) {
        expect(JSON.parse(outcome.body)).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
      }
    }
    expect(outcomes.some((o) => o.answered === 503 || o.polled === 503)).toBe(true);

    // The process is up and every login is whole or not there at all.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const rows = await rowsOf<{
      status: string;
      answered_by_did: string | null;
      result: unknown;
      consumed_at: Date | null;
    }>(t, 'select status, answered_by_did, result, consumed_at from auth_requests');
    for (const row of rows) {
      if (row.status === 'PENDING') expect(row.answered_by_did).toBeNull();
      else expect(row.result !== null || row.consumed_at !== null).toBe(true);
    }
    // A login whose answer failed can simply be answered again.
    const holder = newHolder();
    const login = await loginWithWallet(t.app, holder, 'individual');
    expect(login.status).toBe('COMPLETED');
  }, 60_000);

  it('serves one login across two processes: begun on A, answered and polled on B; a logout on A is refused on B at once', async () => {
    apps = await buildTestAppsSharingDatabase(2, {}, ['sigil-a', 'sigil-b']);
    const [a, b] = apps as [TestApp, TestApp];
    const holder = newHolder();
    const created = await startRequest(a.app, { intent: 'login', mode: 'individual' });
    expect((await answer(b.app, holder, created)).statusCode).toBe(200);
    const polled = (await poll(b.app, created)).json<TAuthPollResponse>();
    expect(polled).toMatchObject({ status: 'COMPLETED' });
    const me = (t: TestApp) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${polled.token}` },
      });
    expect((await me(a)).json()).toMatchObject({ did: holder.did });
    expect((await me(b)).statusCode).toBe(200); // B holds the token in its cache

    const loggedOut = await a.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${polled.token}` },
    });
    expect(loggedOut.statusCode).toBe(204);
    const started = Date.now();
    await eventually(async () => ((await me(b)).statusCode === 401 ? true : undefined), 5_000);
    // Announced with the commit (NOTIFY): well before the 30 s re-check would have caught it.
    expect(Date.now() - started).toBeLessThan(1_000);
  }, 30_000);

  it('refuses a token revoked while its LISTEN connection was down, once it listens again', async () => {
    apps = await buildTestAppsSharingDatabase(2, {}, ['sigil-a', 'sigil-b']);
    const [a, b] = apps as [TestApp, TestApp];
    const login = await loginWithWallet(a.app, newHolder(), 'individual');
    const me = (t: TestApp) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${login.token}` },
      });
    expect((await me(b)).statusCode).toBe(200); // B now holds the token in its cache

    await endListeningConnectionOf('sigil-b');
    const loggedOut = await a.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${login.token}` },
    });
    expect(loggedOut.statusCode).toBe(204);

    const started = Date.now();
    await eventually(async () => ((await me(b)).statusCode === 401 ? true : undefined), 10_000);
    // Well inside the documented bound (REVOCATION_RECHECK_MS, 30 s): B re-checks on resuming.
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);

  it('refuses a member removed while its LISTEN connection was down, once it listens again', async () => {
    apps = await buildTestAppsSharingDatabase(2, {}, ['sigil-a', 'sigil-b']);
    const [a, b] = apps as [TestApp, TestApp];
    const organisation = await createOrganisation(a.database.db);
    const holder = newHolder();
    const membership = await createMember(a.database.db, {
      organisationId: organisation.id,
      memberDid: holder.did,
      roleCode: ROLE_CODES.roleAdmin,
    });
    const { token } = await loginWithWallet(b.app, holder, 'organisation');
    const members = () =>
      b.app.inject({
        method: 'GET',
        url: `/api/accounts/${organisation.did}/members`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await members()).statusCode).toBe(200); // B now holds the membership in its cache

    const ready = async () =>
      (await b.app.inject({ method: 'GET', url: '/api/health/ready' })).json<{ listening: boolean }>();
    expect(await ready()).toEqual({ ready: true, database: true, listening: true });
    await endListeningConnectionOf('sigil-b');
    // Not ready while its notifications cannot arrive (the load balancer sends nobody); ready again after.
    await eventually(async () => ((await ready()).listening ? undefined : true), 5_000);
    await a.database.db
      .update(membersTable)
      .set({ deletedAt: new Date() })
      .where(eq(membersTable.id, membership.id));

    const started = Date.now();
    await eventually(async () => ((await members()).statusCode === 403 ? true : undefined), 10_000);
    // Well inside the 30 s re-check: B forgets every membership when it listens again.
    expect(Date.now() - started).toBeLessThan(10_000);
    await eventually(async () => ((await ready()).listening ? true : undefined), 10_000);
  }, 30_000);

  it('delivers events published while a LISTEN connection was down, once it listens again', async () => {
    apps = await buildTestAppsSharingDatabase(2, {}, ['sigil-a', 'sigil-b']);
    const [a, b] = apps as [TestApp, TestApp];
    const created = await startRequest(a.app, { intent: 'login', mode: 'individual' });
    const messages: Array<Record<string, unknown>> = [];
    const socket = await b.app.injectWS(
      `/api/comm/ws/${created.txid}/web`,
      {},
      {
        onInit: (ws) =>
          ws.on('message', (data: Buffer) =>
            messages.push(JSON.parse(data.toString()) as Record<string, unknown>),
          ),
      },
    );
    await eventually(async () => (messages.some((m) => m.type === 'subscribed') ? true : undefined), 5_000);

    await endListeningConnectionOf('sigil-b');
    const answered = await answer(a.app, newHolder(), created);
    expect(answered.statusCode).toBe(200);

    const event = await eventually(async () => messages.find((m) => m.type === 'auth-request'), 10_000);
    expect(event).toEqual({ type: 'auth-request', txid: created.txid, status: 'COMPLETED' });
    socket.terminate();
    const completed = (await poll(b.app, created)).json<TAuthPollResponse>();
    expect(completed.status).toBe('COMPLETED');
  }, 30_000);
});
