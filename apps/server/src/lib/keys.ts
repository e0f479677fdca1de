import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';

export interface SessionKey {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  kid: string;
}

const ALG = 'ES256';

/**
 * The ES256 key that signs session tokens: SESSION_PRIVATE_KEY (a JWK) when given — required when
 * several processes share one database — else DATA_DIR/keys/session-key.jwk, created on first start.
 */
export async function loadSessionKey(dataDir: string, jwkFromEnv?: string): Promise<SessionKey> {
  const existing = readSessionJwk(dataDir, jwkFromEnv);
  if (existing) return importSessionJwk(existing);
  const file = sessionKeyFile(dataDir);
  const { privateKey } = await generateKeyPair(ALG, { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: ALG, kid: `sigil-${Date.now().toString(36)}` };
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify(jwk), { mode: 0o600 });
  return importSessionJwk(jwk);
}

const sessionKeyFile = (dataDir: string) => path.join(dataDir, 'keys', 'session-key.jwk');

function readSessionJwk(dataDir: string, jwkFromEnv?: string): JWK | null {
  if (jwkFromEnv) return JSON.parse(jwkFromEnv) as JWK;
  const file = sessionKeyFile(dataDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as JWK) : null;
}

/** The RFC 7638 thumbprint of the session key's public half, without making a key: null when there is none. */
export async function sessionKeyThumbprint(dataDir: string, jwkFromEnv?: string): Promise<string | null> {
  const jwk = readSessionJwk(dataDir, jwkFromEnv);
  return jwk ? calculateJwkThumbprint({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }) : null;
}

async function importSessionJwk(jwk: JWK): Promise<SessionKey> {
  if (!jwk.d) throw new Error('SESSION_PRIVATE_KEY must be a private EC P-256 JWK');
  const publicJwk = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
  return {
    privateKey: (await importJWK(jwk, ALG)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, ALG)) as CryptoKey,
    kid: jwk.kid ?? 'sigil',
  };
}
