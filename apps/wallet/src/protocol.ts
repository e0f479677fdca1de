import { ES256KSigner, createJWT } from 'did-jwt';
import {
  DEFAULT_DID_METHOD,
  WALLET_ANSWER_ALG,
  WALLET_ANSWER_MAX_LIFETIME_S,
  readAuthQr,
  ZWalletAnswerResult,
  ZWalletTokenResponse,
  type TAuthQr,
  type TLoginMode,
  type TWalletAnswerResult,
} from '@sigil/core';
import { didForPrivateKey } from './holder';
import { postJson, type FetchLike } from './http';

/** Wallet protocol v1 (docs/wallet-protocol.md), the holder's side. */

export { QR_EXPIRED_MESSAGE, isQrExpired } from '@sigil/core';

export const DEFAULT_ANSWER_LIFETIME_S = 120;
export const WALLET_TOKEN_PATH = '/api/v1/auth/wallet';

// ---------------------------------------------------------------------------------------------
// Reading the QR code

export interface ClockOptions {
  /** Defaults to the current time. */
  now?: Date;
}

/** Reads a QR code's text, the wallet link or JSON (one reader for every wallet: readAuthQr in core). */
export const parseQr = readAuthQr;

const MODE_PHRASES: Record<TLoginMode, string> = {
  organisation: 'as a member of an organisation',
  individual: 'as yourself (individual)',
  provider: 'as the provider',
};

/** What the QR code asks, in words, for the holder to confirm. Several lines, no trailing newline. */
export function describeRequest(qr: TAuthQr): string {
  const service = hostOf(qr.aud);
  const lines: string[] = [];
  switch (qr.intent) {
    case 'login':
      lines.push(`${service} asks you to log in${qr.mode ? ` ${MODE_PHRASES[qr.mode]}` : ''}.`);
      break;
    case 'orgsignup':
      lines.push(
        `${service} asks you to sign up the organisation ${qr.org ? `"${qr.org.name}"` : '(no name given)'} and become its administrator.`,
      );
      break;
  }
  lines.push(`  Service:      ${qr.aud}`);
  if (qr.org) lines.push(`  Organisation: ${qr.org.name}`);
  if (qr.mode) lines.push(`  Login mode:   ${qr.mode}`);
  lines.push(`  Answer to:    ${qr.endpoint}`);
  lines.push(`  Valid until:  ${new Date(qr.exp * 1000).toISOString()}`);
  lines.push('If you approve, the service receives your DID, name and email.');
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Answering it

export interface SignerOptions extends ClockOptions {
  privateKey: Uint8Array;
  /** The DID method of the issuer, `sigil` unless the server is configured otherwise. */
  didMethod?: string;
  /** Seconds from iat to exp: default 120, at most 300. */
  lifetimeSeconds?: number;
}

export interface AnswerOptions extends SignerOptions {
  qr: TAuthQr;
  approve: boolean;
  name?: string;
  email?: string;
}

/** The signed answer to a QR code: an ES256K-R did-jwt (compact form). */
export async function createAnswerJwt(options: AnswerOptions): Promise<string> {
  const { qr, approve, name, email } = options;
  return signDidJwt(
    {
      aud: qr.aud,
      txid: qr.txid,
      nonce: qr.nonce,
      approve,
      ...(name ? { name } : {}),
      ...(email ? { email } : {}),
    },
    options,
  );
}

/** POSTs `{ jwt }` to the QR's endpoint; returns the server's JSON answer (if any). */
export async function sendAnswer(qr: TAuthQr, jwt: string, fetchImpl: FetchLike = fetch): Promise<unknown> {
  return postJson(qr.endpoint, { jwt }, fetchImpl);
}

export interface AnswerResult {
  did: string;
  jwt: string;
  /** The server's JSON answer, undefined when its body was empty. */
  response: unknown;
  /** The response read as `{ status, reason? }` when it has that shape: an approval can still be REJECTED. */
  outcome?: TWalletAnswerResult;
}

/** createAnswerJwt + sendAnswer. */
export async function answerQr(options: AnswerOptions & { fetchImpl?: FetchLike }): Promise<AnswerResult> {
  const jwt = await createAnswerJwt(options);
  const response = await sendAnswer(options.qr, jwt, options.fetchImpl);
  const outcome = ZWalletAnswerResult.safeParse(response);
  return {
    did: didForPrivateKey(options.privateKey, options.didMethod),
    jwt,
    response,
    ...(outcome.success ? { outcome: outcome.data } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// The wallet's own session token

export interface WalletTokenJwtOptions extends SignerOptions {
  /** The server's public URL, without a trailing slash. */
  audience: string;
  /** Unique per request: the server refuses a replayed jti. Random by default. */
  jti?: string;
}

export function createWalletTokenJwt(options: WalletTokenJwtOptions): Promise<string> {
  return signDidJwt({ aud: options.audience, jti: options.jti ?? globalThis.crypto.randomUUID() }, options);
}

export interface WalletTokenRequest extends SignerOptions {
  /** The server's public URL, e.g. http://localhost:8080 */
  baseUrl: string;
  fetchImpl?: FetchLike;
}

export interface WalletToken {
  token: string;
  expiresAt: string;
}

/** Gets a session token for the holder from POST {baseUrl}/api/v1/auth/wallet. */
export async function requestWalletToken(options: WalletTokenRequest): Promise<WalletToken> {
  const baseUrl = normaliseBaseUrl(options.baseUrl);
  const jwt = await createWalletTokenJwt({ ...options, audience: baseUrl });
  const response = await postJson(`${baseUrl}${WALLET_TOKEN_PATH}`, { jwt }, options.fetchImpl);
  const parsed = ZWalletTokenResponse.safeParse(response);
  if (!parsed.success)
    throw new Error(`Unexpected answer from ${new URL(baseUrl).origin}: no wallet token in it`);
  return parsed.data;
}

/** `http://host:8080/` → `http://host:8080`; refuses anything but an http(s) URL. */
export function normaliseBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    throw new Error(`Not a server URL: ${baseUrl}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`Not an http(s) URL: ${baseUrl}`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

// ---------------------------------------------------------------------------------------------

async function signDidJwt(claims: Record<string, unknown>, options: SignerOptions): Promise<string> {
  const lifetime = options.lifetimeSeconds ?? DEFAULT_ANSWER_LIFETIME_S;
  if (!Number.isInteger(lifetime) || lifetime < 1 || lifetime > WALLET_ANSWER_MAX_LIFETIME_S) {
    throw new Error(`lifetimeSeconds must be a whole number from 1 to ${WALLET_ANSWER_MAX_LIFETIME_S}`);
  }
  const iat = unixSeconds(options.now ?? new Date());
  return createJWT(
    { ...claims, iat, exp: iat + lifetime },
    {
      issuer: didForPrivateKey(options.privateKey, options.didMethod ?? DEFAULT_DID_METHOD),
      signer: ES256KSigner(options.privateKey, true),
    },
    { alg: WALLET_ANSWER_ALG },
  );
}

function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function hostOf(value: string): string {
  try {
    return new URL(value).host || value;
  } catch {
    return value;
  }
}
