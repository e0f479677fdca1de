import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { revokedTokens } from '../db/schema/index';
import type { SessionKey } from './keys';

export type TokenAudience = 'organisation' | 'individual' | 'provider' | 'wallet';

/** Claims of a session token (DESIGN.md §5 point 4). */
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
 * Issues and checks session tokens. A verified token is kept in a bounded in-memory cache (one
 * ES256 verify per request would cap throughput, DESIGN.md §6); revocations are stored in the
 * database and announced to every process over LISTEN/NOTIFY, which evicts them from the caches.
 */
export class SessionTokens {
  private readonly cache = new Map<string, SessionUser>();
  private readonly revoked = new Map<string, number>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly key: SessionKey,
    private readonly database: Database,
    private readonly issuer: string,
    private readonly ttlSeconds: number,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(REVOCATION_CHANNEL, (jti) => this.forget(jti));
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  async issue(claims: SessionClaims, ttlSeconds = this.ttlSeconds): Promise<{ token: string; expiresAt: Date }> {
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
    const nowS = Date.now() / 1000;
    const cached = this.cache.get(token);
    if (cached && cached.exp > nowS && !this.revoked.has(cached.jti)) return cached;
    if (cached) this.cache.delete(token);

    let user: SessionUser;
    try {
      const { payload } = await jwtVerify(token, this.key.publicKey, { issuer: this.issuer, algorithms: [ALG] });
      user = { ...(payload as unknown as SessionClaims), jti: payload.jti!, iat: payload.iat!, exp: payload.exp!, token };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new InvalidTokenError('Your session has expired');
      throw new InvalidTokenError('Invalid session token');
    }
    if (this.revoked.has(user.jti) || (await this.isRevokedInDatabase(user.jti))) {
      throw new InvalidTokenError('This session has ended: please log in again');
    }
    this.remember(token, user);
    return user;
  }

  async revoke(user: Pick<SessionUser, 'jti' | 'exp'>): Promise<void> {
    await this.database.db
      .insert(revokedTokens)
      .values({ jti: user.jti, expiresAt: new Date(user.exp * 1000) })
      .onConflictDoNothing();
    this.forget(user.jti, user.exp);
    await this.database.notify(REVOCATION_CHANNEL, user.jti);
  }

  private async isRevokedInDatabase(jti: string): Promise<boolean> {
    const rows = await this.database.db
      .select({ jti: revokedTokens.jti })
      .from(revokedTokens)
      .where(eq(revokedTokens.jti, jti))
      .limit(1);
    return rows.length > 0;
  }

  private remember(token: string, user: SessionUser): void {
    if (this.cache.size >= CACHE_LIMIT) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(token, user);
  }

  private forget(jti: string, exp = Date.now() / 1000 + this.ttlSeconds): void {
    this.revoked.set(jti, exp);
    for (const [token, user] of this.cache) if (user.jti === jti) this.cache.delete(token);
    if (this.revoked.size > CACHE_LIMIT) {
      const nowS = Date.now() / 1000;
      for (const [id, until] of this.revoked) if (until < nowS) this.revoked.delete(id);
    }
  }
}
