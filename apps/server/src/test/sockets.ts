import WebSocket from 'ws';

export interface TestSocket {
  socket: WebSocket;
  /** The next message (parsed JSON), waiting for it if none has come yet. */
  next: () => Promise<unknown>;
  /** Messages that arrived and were not taken by next() yet. */
  pending: unknown[];
  /** Resolves with the close code once the server closes it. */
  closed: Promise<number>;
}

/**
 * A browser's WebSocket to `path` of a listening app (`baseUrl` as app.listen returned it). With a
 * `token` (even an empty one), its first frame authenticates, as the console's does on a DID's or
 * the provider's topic.
 */
export function openSocket(baseUrl: string, path: string, token?: string): Promise<TestSocket> {
  const socket = new WebSocket(baseUrl.replace(/^http/, 'ws') + path);
  const pending: unknown[] = [];
  const waiters: Array<(message: unknown) => void> = [];
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as unknown;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else pending.push(message);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));
  const next = () =>
    pending.length
      ? Promise.resolve(pending.shift())
      : new Promise<unknown>((resolve) => waiters.push(resolve));
  return new Promise((resolve, reject) => {
    socket.on('open', () => {
      if (token !== undefined) socket.send(JSON.stringify({ type: 'authenticate', token }));
      resolve({ socket, next, pending, closed });
    });
    socket.on('error', reject);
  });
}
