import { chmod, mkdir, unlink } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';

/**
 * One process at a time opens the embedded database: two would corrupt it. The one that has it
 * (the server, or `db:export` / `db:import` while no server runs) listens on a socket in
 * DATA_DIR; the socket is the lock, and through it a running server copies its database's files
 * for `db:export` (docs/operations.md, Backup and restore). Only the folder's owner can connect.
 */

const SOCKET_NAME = 'sigil.sock';
/** A Unix socket's path is at most 107 bytes on Linux. */
const MAX_SOCKET_PATH = 107;

export class DataDirInUseError extends Error {}

export interface DataDirHold {
  /** From now on `db:export` has the database's files copied by `copyFiles`. */
  serveExport(copyFiles: (to: string) => Promise<void>): void;
  release(): Promise<void>;
}

const socketPath = (dataDir: string) => path.join(dataDir, SOCKET_NAME);

export async function holdDataDir(dataDir: string): Promise<DataDirHold> {
  const socket = socketPath(dataDir);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH) {
    throw new DataDirInUseError(
      `DATA_DIR is too long for its control socket (${socket}): use a path under ${MAX_SOCKET_PATH - SOCKET_NAME.length - 1} bytes.`,
    );
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  let copyFiles: ((to: string) => Promise<void>) | null = null;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sigil');
    if (req.method !== 'POST' || url.pathname !== '/export' || !copyFiles) {
      res.writeHead(url.pathname === '/' ? 200 : 409, { 'content-type': 'text/plain' }).end('in use');
      return;
    }
    const to = url.searchParams.get('to');
    if (!to || !path.isAbsolute(to)) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('`to` is not an absolute path');
      return;
    }
    copyFiles(to).then(
      () => res.writeHead(204).end(),
      (error: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
    );
  });
  // Binding fails while the file exists, so of two processes starting at once one gets it. A file
  // nobody answers on was left by a killed process: it is removed and the bind tried once more
  // (two processes that both find such a file in the same few milliseconds may both get it).
  if (!(await listen(server, socket))) {
    if (await isHeld(dataDir)) throw inUse(dataDir);
    await unlink(socket).catch(() => undefined);
    if (!(await listen(server, socket))) throw inUse(dataDir);
  }
  // Owner only, whatever the umask: an export is everyone's data.
  await chmod(socket, 0o600);
  server.unref();
  return {
    serveExport: (serve) => void (copyFiles = serve),
    release: async () => {
      await new Promise((resolve) => server.close(resolve));
      await unlink(socket).catch(() => undefined);
    },
  };
}

/** Whether a process answers on DATA_DIR's control socket (a server, db:export or db:import). */
export async function isHeld(dataDir: string): Promise<boolean> {
  return (await ask(socketPath(dataDir), 'GET', '/')) !== null;
}

/**
 * Has the server that holds DATA_DIR copy its database's files to `to` (an absolute path that does
 * not exist yet); false when no process holds DATA_DIR.
 */
export async function copyThroughServer(dataDir: string, to: string): Promise<boolean> {
  const answer = await ask(socketPath(dataDir), 'POST', `/export?${new URLSearchParams({ to }).toString()}`);
  if (answer === null) return false;
  if (answer.status === 204) return true;
  if (answer.status === 409) throw inUse(dataDir);
  throw new Error(`The server could not export its database: ${answer.body}`);
}

function inUse(dataDir: string): DataDirInUseError {
  return new DataDirInUseError(
    `Another Sigil process (a server, db:export or db:import) has the embedded database in ${dataDir} open: wait for it, or stop it first.`,
  );
}

/** Listens on the socket's path; false when the path is taken. */
function listen(server: Server, socket: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(false) : reject(error);
    server.once('error', failed);
    server.listen(socket, () => {
      server.off('error', failed);
      resolve(true);
    });
  });
}

/** One request over the socket; null when nobody listens there. */
function ask(socket: string, method: string, url: string): Promise<{ status: number; body: string } | null> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: socket, method, path: url }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      ['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '') ? resolve(null) : reject(error),
    );
    req.end();
  });
}
