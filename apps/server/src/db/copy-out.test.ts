import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { Database, SqlQuery } from './client';

/** `rows` numbered lines, each padded to ~110 bytes: 50,000 of them fill many output buffers. */
const numbered = (rows: number, failAt?: number): SqlQuery => ({
  toSQL: () => ({
    sql: failAt
      ? 'select x / (x - $2::int) as x, repeat($3, 100) as pad from generate_series(1, $1::int) x'
      : 'select x, repeat($3, 100) as pad from generate_series(1, $1::int) x',
    params: [rows, failAt ?? 0, 'r'],
  }),
});

function expectNumberedCsv(csv: string, rows: number): void {
  const lines = csv.trimEnd().split('\n');
  expect(lines[0]).toBe('x,pad');
  expect(lines.length).toBe(rows + 1);
  // Every line in order and whole: an output buffer used again too early would show here.
  for (let i = 1; i <= rows; i++) if (lines[i] !== `${i},${'r'.repeat(100)}`) expect(lines[i]).toBe(`${i},…`);
}

/** A destination slower than the database: each write is done a turn of the event loop later. */
class SlowDestination extends Writable {
  readonly chunks: Buffer[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.chunks.push(Buffer.from(chunk));
    setImmediate(done);
  }
  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

async function stillServes(database: Database): Promise<void> {
  const result: unknown = await database.db.execute('select 41 + 1 as answer');
  expect((result as { rows: Array<{ answer: number }> }).rows[0]?.answer).toBe(42);
}

describe.runIf(Boolean(process.env.DATABASE_URL))('COPY TO STDOUT (PostgreSQL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('pipes every row, in order, into a destination slower than the database', async () => {
    const destination = new SlowDestination();
    const copy = await database.copyTo!(numbered(50_000));
    await new Promise<void>((resolve, reject) => {
      destination.on('finish', resolve);
      copy.on('error', reject);
      copy.pipe(destination);
    });
    expectNumberedCsv(destination.text(), 50_000);
    await stillServes(database);
  });

  it('can be read instead of piped, and waits for a reader that comes late', async () => {
    const copy = await database.copyTo!(numbered(20_000));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const chunks: Buffer[] = [];
    for await (const chunk of copy) chunks.push(chunk as Buffer);
    expectNumberedCsv(Buffer.concat(chunks).toString('utf8'), 20_000);
    await stillServes(database);
  });

  it("fails with the database's error when the query fails part-way, and the pool goes on", async () => {
    const destination = new SlowDestination();
    const copy = await database.copyTo!(numbered(50_000, 30_000));
    const failure = await new Promise<Error>((resolve) => {
      copy.on('error', resolve);
      copy.pipe(destination);
    });
    expect(failure.message).toBe('division by zero');
    expect(destination.text().split('\n').length).toBeGreaterThan(1); // rows had gone out
    await stillServes(database);
  });

  it('gives up the connection when the stream is destroyed mid-way, and the pool goes on', async () => {
    const copy = await database.copyTo!(numbered(200_000));
    let received = 0;
    await new Promise<void>((resolve) => {
      copy.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > 100_000) copy.destroy();
      });
      copy.on('close', resolve);
    });
    expect(received).toBeLessThan(200_000 * 100);
    for (let i = 0; i < 12; i++) await stillServes(database); // more than the pool's ten connections
  });
});
