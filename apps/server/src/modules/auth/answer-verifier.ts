import { decodeJWT, verifyJWT } from 'did-jwt';
import type { Resolvable } from 'did-resolver';
import {
  findUnstorableText,
  isDid,
  UNSTORABLE_TEXT_MESSAGE,
  WALLET_ANSWER_MAX_LIFETIME_S,
} from '@sigil/core';
import { recoverPublicKeyFromJwt } from '../../lib/did/recover';
import { AppError, badRequest } from '../../lib/errors';

export interface VerifiedDidJwt {
  did: string;
  publicKey: string;
  payload: Record<string, unknown>;
}

/**
 * The payload of a wallet did-jwt, unverified. Its claims (name, email, jti…) may reach the
 * database, so every one must be text PostgreSQL can store: else 400 naming the claim as
 * `jwt.<claim>`, before anything is looked up or changed (a refused answer leaves its request
 * PENDING and answerable).
 */
export function decodeDidJwt(jwt: string): Record<string, unknown> {
  let payload: Record<string, unknown>;
  try {
    payload = decodeJWT(jwt).payload;
  } catch {
    throw badRequest('Malformed JWT');
  }
  const bad = findUnstorableText(payload);
  if (bad)
    throw badRequest(UNSTORABLE_TEXT_MESSAGE, { [['jwt', ...bad].join('.')]: UNSTORABLE_TEXT_MESSAGE });
  return payload;
}

/**
 * Checks what every wallet did-jwt must satisfy: our audience, a short life that has not ended,
 * a did:{method} issuer, and an ES256K-R signature by that DID. Returns the signer's DID and key.
 */
export async function verifyWalletJwt(
  jwt: string,
  options: { audience: string; didMethod: string; resolver: Resolvable; nowS?: number },
): Promise<VerifiedDidJwt> {
  const payload = decodeDidJwt(jwt);
  const nowS = options.nowS ?? Math.floor(Date.now() / 1000);
  const { iss, aud, iat, exp } = payload;
  if (typeof iss !== 'string' || !isDid(iss, options.didMethod)) {
    throw badRequest(`The issuer must be a did:${options.didMethod} identifier`);
  }
  if (aud !== options.audience)
    throw badRequest('The answer is addressed to another server (wrong audience)');
  if (typeof iat !== 'number' || typeof exp !== 'number')
    throw badRequest('The answer must carry iat and exp');
  if (exp - iat > WALLET_ANSWER_MAX_LIFETIME_S) {
    throw badRequest(`The answer may live at most ${WALLET_ANSWER_MAX_LIFETIME_S} seconds`);
  }
  if (exp <= nowS) throw new AppError(400, 'ANSWER_EXPIRED', 'The answer has expired');
  try {
    await verifyJWT(jwt, { resolver: options.resolver, audience: options.audience, policies: { now: nowS } });
  } catch {
    throw new AppError(401, 'INVALID_SIGNATURE', 'The signature does not match the DID');
  }
  return { did: iss.toLowerCase(), publicKey: recoverPublicKeyFromJwt(jwt), payload };
}
