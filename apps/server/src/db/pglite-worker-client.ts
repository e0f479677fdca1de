import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, ParserOptions, Results, RowMode } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db, ListenResumedHandler, NotificationHandler } from './client';
import type { SerializedError, WorkerCall, WorkerMessage, WorkerOptions } from './pglite-worker';
import * as schema from './schema/index';

/** A PostgreSQL error raised in the database's thread, with its fields (code, constraint…). */
export class DatabaseError extends Error {
  code?: string;
  constructor({ message, ...fields }: SerializedError) {
    super(message);
    Object.assign(this, fields);
    this.name = 'DatabaseError';
  }
}

const RESTART_DELAY_MS = 1000;

/**
 * The types the thread returns as text, to be parsed here with the caller's parsers: those
 * Drizzle's pglite driver parses itself (timestamp, timestamptz, interval, date, their arrays, and
 * numeric[]). A caller's parser for any other type is not applied.
 */
const TEXT_TYPES = [1114, 1184, 1186, 1082, 1115, 1185, 1187, 1182, 1231];

/** What requests get while the embedded database is down: SQLSTATE 08006, so the API answers 503 (db/unavailable.ts). */
function stopped(cause?: Error): DatabaseError {
  return new DatabaseError({
    message: `The embedded database stopped${cause ? `: ${cause.message}` : ''}`,
    code: '08006',
  });
}

interface QueryOptions {
  rowMode?: RowMode;
  parsers?: ParserOptions;
}
type Query = <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/**
 * PGlite run in a worker thread (pglite-worker.ts), seen from the main thread: the part of
 * PGlite's API that Drizzle's pglite driver calls (`query`, `transaction`), plus LISTEN.
 * If the thread dies, what was in flight fails with SQLSTATE 08006 (the API answers 503); a
 * database on disk is opened again in a new thread on the next request, listeners included.
 */
export class PgliteWorkerClient {
  private worker: Worker | null = null;
  private starting: Promise<Worker> | null = null;
  private readonly pending = new Map<
    number,
    { resolve: (result: unknown) => void; reject: (error: Error) => void }
  >();
  private readonly listeners = new Map<string, Set<NotificationHandler>>();
  private readonly resumedHandlers = new Set<ListenResumedHandler>();
  private nextId = 1;
  private nextTx = 1;
  private lostAt: Date | null = null;
  private restartAfter = 0;
  private closing = false;

  private constructor(
    private readonly dataDir: string | null,
    /** Only for the first thread: a database on disk opened again is already there. */
    private fromDump: string | undefined,
  ) {}

  static async open(dataDir: string | null, fromDump?: string): Promise<PgliteWorkerClient> {
    if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
    // A new folder is made by PostgreSQL's initdb in a thread of its own, which ends with it: the
    // thread that ran initdb kept ~500 MB resident for as long as the server ran.
    if (dataDir && !fromDump && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
      const initdb = new PgliteWorkerClient(dataDir, undefined);
      await initdb.thread();
      await initdb.close();
    }
    const client = new PgliteWorkerClient(dataDir, fromDump);
    await client.thread();
    return client;
  }

  get closed(): boolean {
    return this.closing;
  }

  query: Query = async <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
    this.runQuery<T>(undefined, sql, params, options);

  /** BEGIN … COMMIT, or ROLLBACK when the callback throws; other callers wait meanwhile. */
  async transaction<T>(callback: (tx: { query: Query }) => Promise<T>): Promise<T> {
    const tx = this.nextTx++;
    await this.request({ op: 'begin', tx });
    let result: T;
    try {
      result = await callback({
        query: (sql, params = [], options = {}) => this.runQuery(tx, sql, params, options),
      });
    } catch (error) {
      await this.request({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.request({ op: 'end', tx, commit: true });
    return result;
  }

  async listen(
    channel: string,
    handler: NotificationHandler,
    onResumed?: ListenResumedHandler,
  ): Promise<() => Promise<void>> {
    let handlers = this.listeners.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.listeners.set(channel, handlers);
      await this.request({ op: 'listen', channel });
    }
    handlers.add(handler);
    if (onResumed) this.resumedHandlers.add(onResumed);
    return async () => {
      handlers.delete(handler);
      if (onResumed) this.resumedHandlers.delete(onResumed);
      if (handlers.size > 0 || this.closing) return;
      this.listeners.delete(channel);
      await this.request({ op: 'unlisten', channel });
    };
  }

  async ping(): Promise<void> {
    await this.request({ op: 'ping' });
  }

  /** Copies the database's folder to `to` (which must not exist): other requests wait meanwhile. */
  async copyFiles(to: string): Promise<void> {
    await this.request({ op: 'copy', to });
  }

  /** Closes the database (which writes it out) and ends its thread. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    const worker = this.worker ?? (await this.starting?.catch(() => null));
    if (!worker) return;
    await this.send(worker, { op: 'close' }).catch(() => undefined);
    await worker.terminate();
  }

  private async runQuery<T>(
    tx: number | undefined,
    sql: string,
    params: unknown[],
    options: QueryOptions,
  ): Promise<Results<T>> {
    const { rowMode = 'object', parsers } = options;
    const result = (await this.request({ op: 'query', sql, params, rowMode, tx })) as Results<T>;
    if (parsers) applyParsers(result, parsers, rowMode);
    return result;
  }

  private async request(call: WorkerCall): Promise<unknown> {
    if (this.closing) throw stopped();
    return this.send(this.worker ?? (await this.thread()), call);
  }

  private send(worker: Worker, call: WorkerCall): Promise<unknown> {
    const id = this.nextId++;
    if (this.pending.size === 0) worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Not `{ ...call, id }`: V8 (Node 20) makes such a copy in the old generation, once a query.
      worker.postMessage(Object.assign({ id }, call));
    });
  }

  /** The running thread, or a new one (after a crash, only for a database on disk). */
  private thread(): Promise<Worker> {
    if (this.worker) return Promise.resolve(this.worker);
    if (this.lostAt && !this.dataDir) return Promise.reject(stopped());
    this.starting ??= this.startThread().finally(() => (this.starting = null));
    return this.starting;
  }

  private async startThread(): Promise<Worker> {
    if (Date.now() < this.restartAfter) throw stopped();
    const worker = spawnWorker({ dataDir: this.dataDir, fromDump: this.fromDump, textTypes: TEXT_TYPES });
    try {
      await opened(worker);
    } catch (error) {
      this.restartAfter = Date.now() + RESTART_DELAY_MS;
      throw error;
    }
    this.fromDump = undefined;
    worker.unref();
    worker.on('message', (message: WorkerMessage) => this.receive(worker, message));
    let crash: Error | undefined;
    worker.on('error', (error) => (crash = error)); // 'exit' follows
    worker.on('exit', () => this.lost(worker, crash));
    this.worker = worker;

    if (this.lostAt) {
      const lostAt = this.lostAt;
      for (const channel of this.listeners.keys()) await this.send(worker, { op: 'listen', channel });
      for (const resumed of this.resumedHandlers) resumed(lostAt);
    }
    return worker;
  }

  /** The worker thread is up (notifications arrive), and how many queries wait for it. */
  stats(): { listening: boolean; waiting: number } {
    return { listening: this.worker !== null, waiting: this.pending.size };
  }

  private receive(worker: Worker, message: WorkerMessage): void {
    if ('notification' in message) {
      for (const handler of this.listeners.get(message.notification.channel) ?? [])
        handler(message.notification.payload);
      return;
    }
    const waiting = this.pending.get(message.id);
    this.pending.delete(message.id);
    if (this.pending.size === 0) worker.unref();
    if ('error' in message) waiting?.reject(new DatabaseError(message.error));
    else waiting?.resolve(message.result);
  }

  private lost(worker: Worker, crash?: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const waiting of this.pending.values()) waiting.reject(stopped(crash));
    this.pending.clear();
    if (this.closing) return;
    this.lostAt = new Date();
    this.restartAfter = Date.now() + RESTART_DELAY_MS;
    // Listeners should not wait for the next request to hear again.
    if (this.dataDir) {
      setTimeout(() => {
        this.restartAfter = 0;
        void this.thread().catch(() => undefined);
      }, RESTART_DELAY_MS).unref();
    }
  }
}

/**
 * The built server has dist/pglite-worker.js beside main.js (build.mjs); from the TypeScript
 * sources (tests, `tsx`) the thread registers tsx before loading pglite-worker.ts, since a
 * worker does not inherit the main thread's loader.
 */
function spawnWorker(workerData: WorkerOptions): Worker {
  const built = new URL('./pglite-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return new Worker(built, { workerData });
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/** Resolves when the thread has opened the database (its first message); rejects if it fails first. */
function opened(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error?: unknown) => {
      worker.off('message', ready);
      reject(error instanceof Error ? error : stopped());
    };
    const ready = () => {
      worker.off('error', failed).off('exit', failed);
      resolve();
    };
    worker.once('message', ready).once('error', failed).once('exit', failed);
  });
}

function applyParsers(result: Results<unknown>, parsers: ParserOptions, rowMode: RowMode): void {
  // An object row holds one value per name (the last column's), an array row one per column.
  const columns = new Map<number | string, (value: string) => unknown>();
  result.fields.forEach((field, index) => {
    const key = rowMode === 'array' ? index : field.name;
    const parse = TEXT_TYPES.includes(field.dataTypeID) ? parsers[field.dataTypeID] : undefined;
    if (parse) columns.set(key, parse);
    else columns.delete(key);
  });
  for (const row of result.rows as Record<number | string, unknown>[]) {
    for (const [key, parse] of columns) if (row[key] !== null) row[key] = parse(row[key] as string);
  }
}

export async function openPgliteWorker(dataDir: string | null, fromDump?: string): Promise<Database> {
  const client = await PgliteWorkerClient.open(dataDir, fromDump);
  const db = drizzle(client as unknown as PGlite, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, handler, onResumed) => client.listen(channel, handler, onResumed),
    ping: () => client.ping(),
    stats: () => client.stats(),
    copyFiles: (to) => client.copyFiles(to),
    close: () => client.close(),
  };
}
