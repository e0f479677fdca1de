import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_FIELD_LIMITS } from '@sigil/core';
import { createEnrolmentRequest, createOrganisation } from '../test/factories';
import { openTestDatabase } from '../test/test-database';
import type { Database } from './client';

/**
 * A status outside its lifecycle (packages/core statuses.ts) never reaches a row, nor text longer
 * than its field's limit (SIGNUP_FIELD_LIMITS).
 */
describe('lifecycle statuses and input limits', () => {
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
    const error: unknown = await createEnrolmentRequest(database.db, { status: 'MAYBE' }).catch(
      (e: unknown) => e,
    );
    expect(violation(error)).toBe('23514');
  });

  it('accepts every status of the lifecycle', async () => {
    for (const status of ['INVITED', 'ACCEPTED', 'REJECTED']) {
      await expect(createEnrolmentRequest(database.db, { status })).resolves.toMatchObject({ status });
    }
  });

  it('refuses signup text longer than its limit, in a request and in an organisation', async () => {
    const tooLong = 'x'.repeat(SIGNUP_FIELD_LIMITS.orgName + 1);
    expect(
      violation(await createEnrolmentRequest(database.db, { orgName: tooLong }).catch((e: unknown) => e)),
    ).toBe('23514');
    expect(
      violation(await createOrganisation(database.db, { businessName: tooLong }).catch((e: unknown) => e)),
    ).toBe('23514');
    const longest = 'x'.repeat(SIGNUP_FIELD_LIMITS.orgName);
    await expect(createEnrolmentRequest(database.db, { orgName: longest })).resolves.toMatchObject({
      orgName: longest,
    });
  });
});
