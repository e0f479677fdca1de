import { cp, readFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type RowMode, type Transaction } from '@electric-sql/pglite';

/**
 * The embedded database's own thread: it owns the PGlite instance, so PostgreSQL (WASM) never
 * blocks the HTTP event loop. The main thread talks to it through pglite-worker-client.ts.
 *
 * PGlite has one connection: requests run one at a time, in arrival order, and a transaction
 * holds the connection from its BEGIN to its COMMIT or ROLLBACK: only its own statements run
 * meanwhile, as with PGlite's own `transaction` (which this uses).
 */

export type QueryRequest = { op: 'query'; sql: string; params: unknown[]; rowMode: RowMode; tx?: number };
export type WorkerCall =
  | QueryRequest
  | { op: 'begin'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'copy'; to: string }
  | { op: 'ping' | 'close' };
export type WorkerRequest = WorkerCall & { id: number };

export type WorkerMessage =
  | { id: number; result: unknown }
  | { id: number; error: SerializedError }
  | { notification: { channel: string; payload: string } };

/** An error's message and its PostgreSQL fields (code, constraint, detail…): what crosses the thread. */
export type SerializedError = { message: string } & Record<string, string | number | boolean>;

export interface WorkerOptions {
  /** null: in memory. */
  dataDir: string | null;
  /** A file of PGlite's `dumpDataDir`: the database starts as that copy instead of empty. */
  fromDump?: string;
  /** Types returned as text, for the main thread to parse: parsers are functions, which cannot cross threads. */
  textTypes: number[];
}

/**
 * PostgreSQL's shared buffers. PGlite touches them all as it starts, so they are resident memory
 * from the first second: PostgreSQL's default, 128 MB, was most of the server's memory at start
 * (docs/performance.md, Server memory). 32 MB holds a registry's working set; pages beyond it are
 * read again through the operating system's cache.
 */
const SHARED_BUFFERS = '32MB';

const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);
const { dataDir, fromDump, textTypes } = workerData as WorkerOptions;
const pg = await PGlite.create({
  ...(dataDir ? { dataDir } : {}),
  ...(fromDump ? { loadDataDir: new Blob([await readFile(fromDump)]) } : {}),
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
});
// Set once on the instance (after it has made its array parsers): per-query parsers would cost a
// copy of PGlite's whole parser table on every query.
for (const oid of textTypes) pg.parsers[oid] = (value: string) => value;

const queue: WorkerRequest[] = [];
let pumping = false;
let openTx: { id: number; handle: Transaction; end: (endId: number, commit: boolean) => void } | null = null;
const stopListening = new Map<string, () => Promise<void>>();

port.on('message', (request: WorkerRequest) => {
  if (request.op === 'query' && request.tx !== undefined)
    return void answer(request.id, inTransaction(request));
  if (request.op === 'end') return endTransaction(request.id, request.tx, request.commit);
  // A health check waits for the open transaction, not for the whole queue.
  if (request.op === 'ping') queue.unshift(request);
  else queue.push(request);
  void pump();
});
post({ id: 0, result: 'ready' });

async function pump(): Promise<void> {
  if (pumping) return;
  pumping = true;
  while (queue.length > 0) {
    const request = queue.shift()!;
    if (request.op === 'begin') await runTransaction(request.id, request.tx);
    else await answer(request.id, run(request));
    // Lets the messages that arrived meanwhile in, so a ping can go first.
    await nextTurn();
  }
  pumping = false;
}

async function run(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return pg.query(request.sql, request.params, { rowMode: request.rowMode });
    case 'ping':
      await pg.query('select 1');
      return null;
    case 'listen': {
      const { channel } = request;
      if (!stopListening.has(channel)) {
        stopListening.set(
          channel,
          await pg.listen(channel, (payload) => post({ notification: { channel, payload } })),
        );
      }
      return null;
    }
    case 'unlisten':
      await stopListening.get(request.channel)?.();
      stopListening.delete(request.channel);
      return null;
    case 'copy':
      // In the queue like any query: nothing else runs meanwhile, so the files are of one moment.
      // What a crash would leave (committed work is in the WAL): a PGlite that opens them recovers.
      if (!dataDir) throw new Error('A database in memory has no files to copy');
      await cp(dataDir, request.to, { recursive: true, errorOnExist: true, force: false });
      return null;
    case 'close':
      await pg.close();
      return null;
    case 'begin':
    case 'end':
      throw new Error(`${request.op} out of turn`);
  }
}

/** BEGIN, then the connection is the transaction's until the main thread ends it. */
async function runTransaction(beginId: number, tx: number): Promise<void> {
  let endId = 0;
  try {
    await pg.transaction(async (handle) => {
      const commit = await new Promise<boolean>((resolve) => {
        openTx = {
          id: tx,
          handle,
          end: (id, commit) => {
            endId = id;
            resolve(commit);
          },
        };
        post({ id: beginId, result: null });
      });
      if (!commit) await handle.rollback();
    });
    post({ id: endId, result: null });
  } catch (error) {
    // BEGIN failed (no end yet), or COMMIT / ROLLBACK did.
    post({ id: endId || beginId, error: serializeError(error) });
  } finally {
    openTx = null;
  }
}

function endTransaction(id: number, tx: number, commit: boolean): void {
  if (openTx?.id === tx) openTx.end(id, commit);
  else post({ id, error: { message: 'The transaction is not open' } });
}

async function inTransaction(request: QueryRequest): Promise<unknown> {
  if (!openTx || openTx.id !== request.tx) throw new Error('The transaction is not open');
  return openTx.handle.query(request.sql, request.params, { rowMode: request.rowMode });
}

async function answer(id: number, result: Promise<unknown>): Promise<void> {
  try {
    post({ id, result: await result });
  } catch (error) {
    post({ id, error: serializeError(error) });
  }
}

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: SerializedError = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value;
  }
  return fields;
}
