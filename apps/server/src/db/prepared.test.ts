import { describe, expect, it } from 'vitest';
import type { DbOrTx } from './client';
import { MAX_SHAPES, runPrepared } from './prepared';

/** A database handle whose statements count how often they were built, and answer their values. */
function countingDb() {
  const builds = new Map<string, number>();
  const db = {} as DbOrTx;
  const run = (shape: string) =>
    runPrepared(
      db,
      shape,
      () => {
        builds.set(shape, (builds.get(shape) ?? 0) + 1);
        return {
          prepare: () => ({ execute: (values?: Record<string, unknown>) => Promise.resolve(values) }),
        };
      },
      { shape },
    );
  return { builds, run };
}

describe('statements built once per shape', () => {
  it('builds a shape once and runs it with each call’s values', async () => {
    const { builds, run } = countingDb();
    expect(await run('a')).toEqual({ shape: 'a' });
    await run('a');
    await run('b');
    expect(Object.fromEntries(builds)).toEqual({ a: 1, b: 1 });
  });

  it('keeps a shape in use while more shapes than it holds come and go', async () => {
    const { builds, run } = countingDb();
    for (let i = 0; i < MAX_SHAPES * 2; i++) {
      await run('hot');
      await run(`filter of ${i} DIDs`);
    }
    expect(builds.get('hot')).toBe(1);
    // The oldest of the others went, and is built again when asked.
    await run('filter of 0 DIDs');
    expect(builds.get('filter of 0 DIDs')).toBe(2);
  });
});
