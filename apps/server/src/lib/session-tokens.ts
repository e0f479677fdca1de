import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client';
import type { SessionKey } from './keys';
import { setBounded } from './bounded-map';
import { insertRevocation, isRevoked } from './revoked-tokens.repository';

export const TOKEN_AUDIENCES = ['organisation', 'individual', 'provider', 'wallet'] as const;
export type TokenAudience = (typeof TOKEN_AUDIENCES)[number];

/** Claims of a session token (docs/architecture.md, Identity and sessions). */
export interface SessionClaims {
  sub: string;
  aud: TokenAudience;
  did: { organizationDid?: string; endorsementId?: string; extdata: { name: string; email: string } };
  /** Organisation logins: the selected membership and its role type. */
  mid?: string;
  role?: string;
}

export interface SessionUser extends SessionClaims {
  jti: string;
  iat: number;
  exp: number;
  token: string;
}

export class InvalidTokenError extends Error {}

const REVOCATION_CHANNEL = 'sigil_token_revoked';
const CACHE_LIMIT = 10_000;
const ALG = 'ES256';
/**
 * The longest a process trusts a cached token without asking the database whether it was revoked.
 * Revocations normally arrive at once over LISTEN/NOTIFY; this bounds the damage when one is
 * missed (a LISTEN connection that died silently).
 */
export const REVOCATION_RECHECK_MS = 30_000;

interface CachedToken {
  user: SessionUser;
  /** When the database last said this token was not revoked. */
  checkedAt: number;
}

/**
 * Issues and checks session tokens. A verified token is kept in a bounded in-memory cache (one
 * ES256 verify per request would cap throughput: docs/architecture.md, Performance rules);
 * revocations are stored in the database and announced to every process over LISTEN/NOTIFY, which
 * evicts them from the caches. A cached token is re-checked against the database every
 * REVOCATION_RECHECK_MS, and all of them at once when the LISTEN connection comes back after being
 * lost.
 */
export class SessionTokens {
  private readonly cache = new Map<string, CachedToken>();
  private readonly revoked = new Map<string, number>();
  /** Cached tokens checked before this moment are checked again before use. */
  private staleBefore = 0;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly key: SessionKey,
    private readonly database: Database,
    private readonly issuer: string,
    private readonly ttlSeconds: number,
    private readonly recheckMs = REVOCATION_RECHECK_MS,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      REVOCATION_CHANNEL,
      (jti) => this.forget(jti),
      () => {
        // Revocations announced while we were not listening are lost: check every cached token.
        this.staleBefore = Date.now();
      },
    );
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  async issue(
    claims: SessionClaims,
    ttlSeconds = this.ttlSeconds,
  ): Promise<{ token: string; expiresAt: Date }> {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + ttlSeconds;
    const { sub, aud, ...rest } = claims;
    const token = await new SignJWT({ ...rest })
      .setProtectedHeader({ alg: ALG, kid: this.key.kid, typ: 'JWT' })
      .setSubject(sub)
      .setAudience(aud)
      .setIssuer(this.issuer)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .setJti(randomUUID())
      .sign(this.key.privateKey);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** The token's user, or InvalidTokenError (bad signature, expired, revoked, malformed). */
  async verify(token: string): Promise<SessionUser> {
    const now = Date.now();
    const cached = this.cache.get(token);
    if (cached) {
      const { user, checkedAt } = cached;
      if (user.exp > now / 1000 && !this.revoked.has(user.jti)) {
        if (checkedAt > this.staleBefore && now - checkedAt < this.recheckMs) return user;
        return this.checkNotRevoked(token, user, now);
      }
      this.cache.delete(token);
    }

    let user: SessionUser;
    try {
      const { payload } = await jwtVerify(token, this.key.publicKey, {
        issuer: this.issuer,
        audience: [...TOKEN_AUDIENCES],
        algorithms: [ALG],
      });
      user = {
        ...(payload as unknown as SessionClaims),
        jti: payload.jti!,
        iat: payload.iat!,
        exp: payload.exp!,
        token,
      };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new InvalidTokenError('Your session has expired');
      throw new InvalidTokenError('Invalid session token');
    }
    if (typeof user.jti !== 'string' || typeof user.sub !== 'string')
      throw new InvalidTokenError('Invalid session token');
    return this.checkNotRevoked(token, user, now);
  }

  async revoke(user: Pick<SessionUser, 'jti' | 'exp'>): Promise<void> {
    await insertRevocation(this.database.db, REVOCATION_CHANNEL, user.jti, new Date(user.exp * 1000));
    this.forget(user.jti, user.exp);
  }

  private async checkNotRevoked(token: string, user: SessionUser, now: number): Promise<SessionUser> {
    if (this.revoked.has(user.jti) || (await isRevoked(this.database.db, user.jti))) {
      this.cache.delete(token);
      throw new InvalidTokenError('This session has ended: please log in again');
    }
    this.remember(token, user, now);
    return user;
  }

  private remember(token: string, user: SessionUser, checkedAt: number): void {
    setBounded(this.cache, token, { user, checkedAt }, CACHE_LIMIT);
  }

  private forget(jti: string, exp = Date.now() / 1000 + this.ttlSeconds): void {
    this.revoked.set(jti, exp);
    for (const [token, { user }] of this.cache) if (user.jti === jti) this.cache.delete(token);
    if (this.revoked.size > CACHE_LIMIT) {
      const nowS = Date.now() / 1000;
      for (const [id, until] of this.revoked) if (until < nowS) this.revoked.delete(id);
    }
  }
}
