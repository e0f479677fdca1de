import net from 'node:net';
import { Readable, type Writable } from 'node:stream';
import type pg from 'pg';

/**
 * `COPY … TO STDOUT` without garbage. Read as Node reads a socket, a download makes two buffers
 * for every read (the socket's, and a copy of the rows in it), and they wait for a garbage
 * collection that the download's little JavaScript brings late: 20–33 MB more RSS during a large
 * export (docs/performance.md, "2026-11-27 late morning — Server memory: the download's buffers,
 * reused"). Here the connection reads into one buffer of its own (`pgSocket`), the rows are copied
 * out of it into a few output buffers, and each output buffer is used again once the response has
 * written it.
 */

/** What `pgSocket` reads at a time: its one buffer. */
const READ_BYTES = 64 * 1024;
/** An output buffer takes several reads before it goes out; four let one be written while another fills. */
const OUTPUT_BYTES = 4 * READ_BYTES;
const OUTPUT_BUFFERS = 4;

/** Set while a COPY reader, which copies what it keeps, takes the reads: it may be lent the read buffer. */
const lendsReads = Symbol('lendsReads');
type Connection = pg.Connection & { stream: net.Socket & { [lendsReads]?: boolean } };

/**
 * pg's socket (its `stream` option) reading into one buffer of its own (Node's `onread`) instead of
 * a new one per read. pg keeps what it is given, so it gets a copy of each read: the bytes Node
 * would have allocated anyway. A COPY reader is lent the buffer itself. TLS needs a socket of
 * Node's: it is left as it is (its reads then make garbage, as before).
 */
export function pgSocket(config?: { ssl?: unknown }): net.Socket {
  if (config?.ssl) return new net.Socket();
  const buffer = Buffer.allocUnsafe(READ_BYTES);
  // Node takes `onread` in the constructor too (its types list it for connect() only).
  const options: net.SocketConstructorOpts & { onread: net.OnReadOpts } = {
    onread: {
      buffer,
      callback: (bytes, read) => {
        const data = Buffer.from(read.buffer, read.byteOffset, bytes);
        socket.emit('data', socket[lendsReads] ? data : Buffer.from(data));
        return true;
      },
    },
  };
  const socket: Connection['stream'] = new net.Socket(options);
  return socket;
}

// PostgreSQL's messages (protocol 3.0) that a COPY reader tells apart.
const COPY_DATA = 0x64; // 'd'
const PASSED_OVER = new Set([
  0x48, // 'H' CopyOutResponse
  0x63, // 'c' CopyDone
  0x4e, // 'N' NoticeResponse
  0x53, // 'S' ParameterStatus
  0x41, // 'A' NotificationResponse
]);
const HEADER_BYTES = 5; // a type byte and a length that counts itself

/** Where the output goes: `done` once a chunk may be written over. */
type Sink = (chunk: Buffer, done: () => void) => void;

/**
 * A `COPY (…) TO STDOUT` on a checked-out client, as a Readable that starts when it is first piped
 * or read. Piped (as Fastify sends a stream), it writes its output buffers into the destination and
 * reuses each once its write is done; read, it pushes copies. `release` is called once, with an
 * error when the connection must not be reused (a COPY that failed or was cut short).
 */
export class CopyOutStream extends Readable {
  private readonly free: Buffer[] = Array.from({ length: OUTPUT_BUFFERS }, () =>
    Buffer.allocUnsafe(OUTPUT_BYTES),
  );
  private output: Buffer | undefined;
  private used = 0;
  private sink: Sink | undefined;
  private connection: Connection | undefined;
  private pgListener: ((chunk: Buffer) => void) | undefined;
  private readonly header = Buffer.alloc(HEADER_BYTES);
  private headerBytes = 0;
  private messageLeft = 0;
  private messageType = 0;
  private waitingForBuffer = false;
  private started = false;
  private finished = false;
  private released = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly text: string,
    private readonly release: (error?: Error | boolean) => void,
  ) {
    super();
  }

  private start(): void {
    if (this.started) return;
    this.started = true;
    this.client.query(this as unknown as pg.Submittable);
  }

  /** pg calls this when the query's turn comes: take the connection's reads, then send the COPY. */
  submit(connection: pg.Connection): void {
    const pgConnection = connection as Connection;
    const [pgListener] = pgConnection.stream.listeners('data') as Array<(chunk: Buffer) => void>;
    this.connection = pgConnection;
    this.pgListener = pgListener;
    pgConnection.stream.removeListener('data', pgListener!);
    pgConnection.stream.on('data', this.onData);
    pgConnection.stream[lendsReads] = true;
    pgConnection.query(this.text);
  }

  override pipe<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T {
    const writable = destination as unknown as Writable;
    this.sink = (chunk, done) => writable.write(chunk, () => done());
    this.once('end', () => {
      if (options?.end !== false) writable.end();
    });
    this.resume(); // nothing is pushed in this mode but the end
    this.start();
    return destination;
  }

  override _read(): void {
    // Read, not piped: each output goes out as a copy, and the reads wait when the reader is full.
    this.sink ??= (chunk, done) => {
      const more = this.push(Buffer.from(chunk));
      done();
      if (!more && !this.finished) this.connection?.stream.pause();
    };
    if (!this.started) this.start();
    else if (!this.waitingForBuffer) this.connection?.stream.resume();
  }

  private readonly onData = (chunk: Buffer): void => {
    let at = 0;
    while (at < chunk.length) {
      if (this.messageLeft === 0) {
        const take = Math.min(HEADER_BYTES - this.headerBytes, chunk.length - at);
        chunk.copy(this.header, this.headerBytes, at, at + take);
        this.headerBytes += take;
        at += take;
        if (this.headerBytes < HEADER_BYTES) break;
        this.headerBytes = 0;
        this.messageType = this.header[0]!;
        this.messageLeft = this.header.readUInt32BE(1) - 4;
        if (this.messageType !== COPY_DATA && !PASSED_OVER.has(this.messageType)) {
          // CommandComplete after the data, or an ErrorResponse: pg reads on from this message.
          this.handBack(Buffer.concat([this.header, chunk.subarray(at)]));
          return;
        }
        continue;
      }
      const take = Math.min(this.messageLeft, chunk.length - at);
      if (this.messageType === COPY_DATA) this.keep(chunk, at, take);
      at += take;
      this.messageLeft -= take;
    }
    if (OUTPUT_BYTES - this.used < READ_BYTES) this.flush();
  };

  /** Copies rows into the output buffer, sending it when full. */
  private keep(chunk: Buffer, from: number, bytes: number): void {
    while (bytes > 0) {
      // A TLS socket's reads are not bounded by READ_BYTES: a full output buffer may come mid-read.
      this.output ??= this.free.pop() ?? Buffer.allocUnsafe(OUTPUT_BYTES);
      const take = Math.min(bytes, OUTPUT_BYTES - this.used);
      chunk.copy(this.output, this.used, from, from + take);
      this.used += take;
      from += take;
      bytes -= take;
      if (this.used === OUTPUT_BYTES) this.flush();
    }
  }

  /** Sends what the output buffer holds; the reads wait while no buffer is free. */
  private flush(): void {
    const output = this.output;
    if (!output || this.used === 0) return;
    this.output = undefined;
    const chunk = output.subarray(0, this.used);
    this.used = 0;
    this.sink!(chunk, () => {
      this.free.push(output);
      if (this.waitingForBuffer && !this.destroyed) {
        this.waitingForBuffer = false;
        this.connection?.stream.resume();
      }
    });
    if (this.free.length === 0 && !this.finished) {
      this.waitingForBuffer = true;
      this.connection?.stream.pause();
    }
  }

  /** The COPY's data has ended (or failed): the connection's reads go back to pg. */
  private handBack(rest: Buffer): void {
    const connection = this.connection!;
    this.finished = true;
    this.flush();
    connection.stream[lendsReads] = false;
    connection.stream.removeListener('data', this.onData);
    connection.stream.on('data', this.pgListener!);
    connection.stream.resume(); // pg reads the rest, whatever waits for the output
    this.pgListener!(rest);
  }

  handleCommandComplete(): void {}

  handleReadyForQuery(): void {
    if (this.destroyed) return;
    this.releaseOnce();
    this.push(null);
  }

  handleError(error: Error): void {
    this.finished = true;
    this.releaseOnce(error);
    this.destroy(error);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (!this.started) this.releaseOnce();
    else if (!this.released) {
      // Cut short (the client went away): the connection is mid-COPY and cannot be reused.
      this.connection?.stream.destroy();
      this.releaseOnce(error ?? true);
    }
    callback(error);
  }

  private releaseOnce(error?: Error | boolean): void {
    if (this.released) return;
    this.released = true;
    this.release(error);
  }
}
