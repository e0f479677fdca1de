import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnrolmentRequest } from '../test/factories';
import { openTestDatabase } from '../test/test-database';
import type { Database } from './client';

/** A status outside its lifecycle (packages/core statuses.ts) never reaches a row. */
describe('lifecycle statuses', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const violation = (error: unknown): string => {
    let current: unknown = error;
    while (current instanceof Error && !('code' in current && current.code)) current = current.cause;
    return String((current as { code?: unknown } | undefined)?.code);
  };

  it('refuses a status its lifecycle does not know', async () => {
    const error: unknown = await createEnrolmentRequest(database.db, { status: 'MAYBE' }).catch((e: unknown) => e);
    expect(violation(error)).toBe('23514');
  });

  it('accepts every status of the lifecycle', async () => {
    for (const status of ['INVITED', 'ACCEPTED', 'REJECTED']) {
      await expect(createEnrolmentRequest(database.db, { status })).resolves.toMatchObject({ status });
    }
  });
});
