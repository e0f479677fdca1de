import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1';
import { hkdf } from '@noble/hashes/hkdf';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { decodeJWT, verifyJWT } from 'did-jwt';
import { didForPrivateKey } from './holder';
import { FILE_MESSAGES, signClaims, type DidResolver, type KeyOptions } from './signatures';

/**
 * The holder's sealed files (issue 11): ECIES on secp256k1 with node:crypto's AES-256-GCM, the
 * envelope signed by the sender (signatures.ts). The command-line wallet's only.
 */

export const SEALED_SUFFIX = '.sealed';
const SEAL_ALGORITHM = 'ECDH-ES+HKDF-SHA256/A256GCM';
const SEAL_INFO = new TextEncoder().encode('sigil-seal-v1');

interface SealedClaims {
  v: 1;
  alg: typeof SEAL_ALGORITHM;
  /** The ephemeral public key, uncompressed, hex. */
  epk: string;
  iv: string;
  /** Ciphertext and GCM tag, base64url. */
  ct: string;
  filename: string;
}

/** The AES-256-GCM key shared by an ephemeral key and the recipient's key. */
function sealKey(privateKey: Uint8Array, publicKey: Uint8Array, ephemeralPublicKey: Uint8Array): Uint8Array {
  const sharedX = secp256k1.getSharedSecret(privateKey, publicKey, true).slice(1);
  return hkdf(sha256, sharedX, ephemeralPublicKey, SEAL_INFO, 32);
}

const associatedData = (sender: string, recipient: string) =>
  new TextEncoder().encode(`${sender}\n${recipient}`);

/**
 * Seals a file for a recipient: ECIES on secp256k1 (an ephemeral key, ECDH, HKDF-SHA256) with
 * AES-256-GCM, both DIDs bound as associated data, the whole envelope signed by the sender.
 */
export async function sealFile(
  options: KeyOptions & {
    bytes: Uint8Array;
    filename: string;
    recipientDid: string;
    recipientPublicKey: Uint8Array;
  },
): Promise<string> {
  const sender = didForPrivateKey(options.privateKey, options.didMethod);
  const ephemeral = secp256k1.utils.randomSecretKey();
  const epk = secp256k1.getPublicKey(ephemeral, false);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(ephemeral, options.recipientPublicKey, epk), iv);
  cipher.setAAD(associatedData(sender, options.recipientDid));
  const ct = Buffer.concat([cipher.update(options.bytes), cipher.final(), cipher.getAuthTag()]);
  const sealed: SealedClaims = {
    v: 1,
    alg: SEAL_ALGORITHM,
    epk: bytesToHex(epk),
    iv: iv.toString('base64url'),
    ct: ct.toString('base64url'),
    filename: options.filename,
  };
  return signClaims({ sub: options.recipientDid, sealed }, options);
}

/** Opens a sealed file with the holder's key, once the sender's signature checks out. */
export async function unsealFile(
  options: KeyOptions & { envelope: string; resolver: DidResolver },
): Promise<{ bytes: Uint8Array; filename: string; sender: string }> {
  const own = didForPrivateKey(options.privateKey, options.didMethod);
  let claims: { sub?: string; sealed?: SealedClaims };
  try {
    claims = decodeJWT(options.envelope.trim()).payload;
  } catch {
    throw new Error(FILE_MESSAGES.notSealed);
  }
  const sealed = claims.sealed;
  if (!sealed || sealed.v !== 1 || sealed.alg !== SEAL_ALGORITHM) throw new Error(FILE_MESSAGES.notSealed);
  if (claims.sub !== own) throw new Error(FILE_MESSAGES.notForYou(String(claims.sub)));
  let sender: string;
  try {
    sender = (await verifyJWT(options.envelope.trim(), { resolver: options.resolver })).issuer;
  } catch {
    throw new Error(FILE_MESSAGES.tampered);
  }
  try {
    const epk = hexToBytes(sealed.epk);
    const ct = Buffer.from(sealed.ct, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      sealKey(options.privateKey, epk, epk),
      Buffer.from(sealed.iv, 'base64url'),
    );
    decipher.setAAD(associatedData(sender, own));
    decipher.setAuthTag(ct.subarray(ct.length - 16));
    const bytes = Buffer.concat([decipher.update(ct.subarray(0, ct.length - 16)), decipher.final()]);
    return { bytes, filename: sealed.filename, sender };
  } catch {
    throw new Error(FILE_MESSAGES.tampered);
  }
}

/** The secp256k1 public key the registry publishes for a DID (its JsonWebKey2020 method). */
export async function registeredPublicKey(did: string, resolver: DidResolver): Promise<Uint8Array> {
  const { didDocument } = await resolver.resolve(did);
  for (const method of didDocument?.verificationMethod ?? []) {
    const jwk = method.publicKeyJwk;
    if (jwk?.crv === 'secp256k1' && jwk.x && jwk.y) {
      return new Uint8Array([4, ...Buffer.from(jwk.x, 'base64url'), ...Buffer.from(jwk.y, 'base64url')]);
    }
  }
  throw new Error(FILE_MESSAGES.noKey(did));
}
