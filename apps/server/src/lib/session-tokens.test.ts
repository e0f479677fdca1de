import { rmSync } from 'node:fs';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Database } from '../db/client';
import { revokedTokens } from '../db/schema/index';
import { openTestDatabase } from '../test/test-database';
import { testConfig } from '../config';
import { loadSessionKey, type SessionKey } from './keys';
import { InvalidTokenError, REVOCATION_RECHECK_MS, SessionTokens } from './session-tokens';

const issuer = 'http://sigil.test';
const claims = {
  sub: 'did:sigil:0x1111111111111111111111111111111111111111',
  did: { extdata: { name: 'A', email: 'a@x.test' } },
};

describe('session tokens', () => {
  let database: Database;
  let key: SessionKey;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = testConfig().dataDir;
    key = await loadSessionKey(dataDir);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('trusts a cached token no longer than the recheck bound when a revocation is never announced', async () => {
    // The clock stands still until the test moves it: a slow insert on a busy machine must not
    // carry the second check past the bound (it did, in CI).
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const tokens = new SessionTokens(key, database, issuer, 3600, 300);
    const { token } = await tokens.issue({ ...claims, aud: 'individual' });
    const user = await tokens.verify(token);
    // Revoked behind the cache's back: no NOTIFY, as when the announcement is lost.
    await database.db.insert(revokedTokens).values({ jti: user.jti, expiresAt: new Date(user.exp * 1000) });
    await expect(tokens.verify(token)).resolves.toMatchObject({ jti: user.jti });
    vi.advanceTimersByTime(299);
    await expect(tokens.verify(token)).resolves.toMatchObject({ jti: user.jti });
    vi.advanceTimersByTime(2);
    await expect(tokens.verify(token)).rejects.toThrow('This session has ended: please log in again');
  });

  it('documents a short bound', () => {
    expect(REVOCATION_RECHECK_MS).toBeLessThanOrEqual(30_000);
  });

  it('refuses a token signed with its own key for an audience it does not know', async () => {
    const tokens = new SessionTokens(key, database, issuer, 3600);
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ did: claims.did })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .setSubject(claims.sub)
      .setAudience('admin')
      .setIssuer(issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .setJti('unknown-audience')
      .sign(key.privateKey);
    await expect(tokens.verify(forged)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
