import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { ES256KSigner, createJWT, verifyJWT, type JWTVerifyOptions } from 'did-jwt';
import { DEFAULT_DID_METHOD } from '@sigil/core';
import { didForPrivateKey } from './holder';
import type { FetchLike } from './http';

/**
 * The holder's signatures (issue 11): detached signatures of files and signed assertions, ES256K by
 * the holder's key, checked against DIDs as the registry resolves them. No Node API: the phone
 * wallet signs and verifies with this too (@sigil/wallet/browser).
 */

export type DidResolver = NonNullable<JWTVerifyOptions['resolver']>;

export const SIGNATURE_SUFFIX = '.sig';
export const FILE_MESSAGES = {
  changed: 'The file does not match its signature: it was changed after it was signed',
  badSignature: 'The signature is not valid',
  notForYou: (recipient: string) => `This file was sealed for ${recipient}, not for you`,
  tampered: 'The sealed file was changed after it was sealed, or is not for this key',
  notSealed: 'Not a sealed file',
  noKey: (did: string) =>
    `The registry has no public key for ${did}: they must log in once before files can be sealed for them`,
} as const;

export function sha256Hex(bytes: Uint8Array): string {
  return bytesToHex(sha256(bytes));
}

export interface KeyOptions {
  privateKey: Uint8Array;
  didMethod?: string;
}

export async function signClaims(
  claims: Record<string, unknown>,
  { privateKey, didMethod = DEFAULT_DID_METHOD }: KeyOptions,
) {
  return createJWT(
    claims,
    { issuer: didForPrivateKey(privateKey, didMethod), signer: ES256KSigner(privateKey, false) },
    { alg: 'ES256K' },
  );
}

/** A detached signature of a file: an ES256K JWT over its SHA-256, naming the file. */
export async function signFile(
  options: KeyOptions & { bytes: Uint8Array; filename: string },
): Promise<string> {
  return signClaims({ sha256: sha256Hex(options.bytes), filename: options.filename }, options);
}

/** Checks a detached signature against the file and the signer's DID; answers the signer. */
export async function verifyFileSignature(options: {
  bytes: Uint8Array;
  signature: string;
  resolver: DidResolver;
}): Promise<{ signer: string }> {
  let verified: Awaited<ReturnType<typeof verifyJWT>>;
  try {
    verified = await verifyJWT(options.signature.trim(), { resolver: options.resolver });
  } catch {
    throw new Error(FILE_MESSAGES.badSignature);
  }
  if (verified.payload.sha256 !== sha256Hex(options.bytes)) throw new Error(FILE_MESSAGES.changed);
  return { signer: verified.issuer };
}

/** A signed statement about the holder (`assert <type> [--value …]`). */
export async function signAssertion(
  options: KeyOptions & { assertType: string; value?: string },
): Promise<string> {
  const subject = didForPrivateKey(options.privateKey, options.didMethod);
  return signClaims(
    {
      sub: subject,
      assertType: options.assertType,
      ...(options.value !== undefined && { value: options.value }),
    },
    options,
  );
}

/** Resolves DIDs through the registry's resolver (`GET /1.0/identifiers/{did}`). */
export function registryResolver(baseUrl: string, fetchImpl: FetchLike = fetch): DidResolver {
  return {
    resolve: async (didUrl) => {
      const did = didUrl.split('#')[0]!;
      const response = await fetchImpl(`${baseUrl}/1.0/identifiers/${encodeURIComponent(did)}`, {
        method: 'GET',
        headers: { accept: 'application/did-resolution' },
      });
      return (await response.json()) as Awaited<ReturnType<DidResolver['resolve']>>;
    },
  };
}
