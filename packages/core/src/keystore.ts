import { secp256k1 } from '@noble/curves/secp256k1';
import { hmac } from '@noble/hashes/hmac';
import { scryptAsync } from '@noble/hashes/scrypt';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import { z } from 'zod';
import { DEFAULT_DID_METHOD } from './constants';
import { didFromPublicKey } from './did';

/**
 * The wallets' keystore, one format and one implementation for all who make or open one: the CLI
 * wallet's keystore.json (apps/wallet), the phone wallet's IndexedDB (apps/wallet-web) and the key
 * users the console creates (docs/architecture.md, Key users). WebCrypto and @noble/hashes, which
 * browsers and Node alike offer: scrypt over the NFKC passphrase gives 64 bytes, the first 32 the AES-256-GCM
 * key of the private key, the last 32 the HMAC-SHA256 key of a fixed label (`passphraseCheck`), which
 * tells a wrong passphrase from a damaged file. The profile stays in clear.
 */

export const KEYSTORE_FORMAT = {
  version: 1,
  type: 'sigil-wallet-keystore',
  fileName: 'keystore.json',
  scrypt: { N: 2 ** 15, r: 8, p: 1 },
} as const;

/** The shortest passphrase the console and the phone wallet take for a new keystore. */
export const KEYSTORE_PASSPHRASE_MIN_LENGTH = 12;

/** The wallet's own words for a wrong passphrase. */
export const KEYSTORE_WRONG_PASSPHRASE = 'Wrong passphrase';

const AES_KEY_BYTES = 32;
const GCM_IV_BYTES = 12;
const GCM_TAG_BYTES = 16;
const SALT_BYTES = 32;
const PASSPHRASE_CHECK_LABEL = 'sigil-wallet passphrase check';

const ZHex = z.string().regex(/^[0-9a-f]*$/i, 'hex expected');

export const ZKeystoreProfile = z.object({ name: z.string().optional(), email: z.string().optional() });
export type TKeystoreProfile = z.infer<typeof ZKeystoreProfile>;

// Bounded so that a hostile file cannot make scrypt allocate gigabytes.
const ZKeystoreScryptParams = z.object({
  N: z
    .number()
    .int()
    .min(2 ** 10)
    .max(2 ** 18)
    .refine((n) => (n & (n - 1)) === 0, 'N must be a power of two'),
  r: z.number().int().min(1).max(16),
  p: z.number().int().min(1).max(16),
  salt: ZHex,
});
export type TKeystoreScryptParams = Omit<z.infer<typeof ZKeystoreScryptParams>, 'salt'>;

const ZKeystoreCrypto = z.object({
  kdf: z.literal('scrypt'),
  kdfParams: ZKeystoreScryptParams,
  cipher: z.literal('aes-256-gcm'),
  iv: ZHex,
  ciphertext: ZHex,
  authTag: ZHex,
  /** HMAC of a fixed label under a second scrypt-derived key: tells a wrong passphrase from a damaged file. */
  passphraseCheck: ZHex,
});
export type TKeystoreCrypto = z.infer<typeof ZKeystoreCrypto>;

export const ZKeystoreFile = z.object({
  version: z.literal(KEYSTORE_FORMAT.version),
  type: z.literal(KEYSTORE_FORMAT.type),
  createdAt: z.string(),
  profile: ZKeystoreProfile,
  crypto: ZKeystoreCrypto,
});
export type TKeystoreFile = z.infer<typeof ZKeystoreFile>;

/**
 * The keystore in a file's text, or why not, in words naming `source` (a path, a file name): not
 * JSON, another version of the format, or unexpected content.
 */
export function parseKeystoreFile(text: string, source: string): TKeystoreFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`The keystore file ${source} is damaged: it is not JSON`, { cause: error });
  }
  const { type, version } = (typeof json === 'object' && json !== null ? json : {}) as Record<
    string,
    unknown
  >;
  if (type === KEYSTORE_FORMAT.type && version !== KEYSTORE_FORMAT.version) {
    throw new Error(
      `The keystore file ${source} has version ${String(version)}; this wallet reads version ${KEYSTORE_FORMAT.version}`,
    );
  }
  const parsed = ZKeystoreFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new Error(`The keystore file ${source} is damaged: unexpected content${where}`);
  }
  return parsed.data;
}

/** A secp256k1 key and what it proves: the compressed public key (hex) and its DID. */
export interface TDidKey {
  privateKey: Uint8Array;
  /** 33 bytes, hex, no 0x. */
  publicKey: string;
  did: string;
}

export function didKeyFromPrivateKey(privateKey: Uint8Array, didMethod = DEFAULT_DID_METHOD): TDidKey {
  return {
    privateKey,
    publicKey: bytesToHex(secp256k1.getPublicKey(privateKey, true)),
    // The address is the keccak of the uncompressed key, as the wallet derives it.
    did: didFromPublicKey(secp256k1.getPublicKey(privateKey, false), didMethod),
  };
}

/** A fresh random key (the platform's CSPRNG), with its public key and DID. */
export function generateDidKey(didMethod = DEFAULT_DID_METHOD): TDidKey {
  return didKeyFromPrivateKey(secp256k1.utils.randomSecretKey(), didMethod);
}

/** The keystore file of this key, encrypted under the passphrase; `scryptParams` only for tests. */
export async function encryptKeystore(
  privateKey: Uint8Array,
  passphrase: string,
  profile: TKeystoreProfile = {},
  scryptParams: TKeystoreScryptParams = KEYSTORE_FORMAT.scrypt,
): Promise<TKeystoreFile> {
  if (passphrase === '') throw new Error('The passphrase must not be empty');
  if (!isValidPrivateKey(privateKey)) throw new Error('Not a valid secp256k1 private key');

  const kdfParams = { ...scryptParams, salt: bytesToHex(randomBytes(SALT_BYTES)) };
  const { encryptionKey, checkKey } = await deriveKeys(passphrase, kdfParams);
  const iv = randomBytes(GCM_IV_BYTES);
  const sealed = await aesGcm('encrypt', encryptionKey, iv, privateKey);
  return {
    version: KEYSTORE_FORMAT.version,
    type: KEYSTORE_FORMAT.type,
    createdAt: new Date().toISOString(),
    profile: cleanProfile(profile),
    crypto: {
      kdf: 'scrypt',
      kdfParams,
      cipher: 'aes-256-gcm',
      iv: bytesToHex(iv),
      // WebCrypto appends the tag to the ciphertext; the file keeps them apart, as node:crypto does.
      ciphertext: bytesToHex(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)),
      authTag: bytesToHex(sealed.subarray(sealed.length - GCM_TAG_BYTES)),
      passphraseCheck: bytesToHex(passphraseCheck(checkKey)),
    },
  };
}

/** The private key of a keystore file; throws KEYSTORE_WRONG_PASSPHRASE for a wrong passphrase. */
export async function decryptKeystore(file: TKeystoreFile, passphrase: string): Promise<Uint8Array> {
  const { crypto } = file;
  const { encryptionKey, checkKey } = await deriveKeys(passphrase, crypto.kdfParams);
  if (!equalBytes(hexToBytes(crypto.passphraseCheck), passphraseCheck(checkKey))) {
    throw new Error(KEYSTORE_WRONG_PASSPHRASE);
  }
  let privateKey: Uint8Array;
  try {
    const sealed = hexToBytes(crypto.ciphertext + crypto.authTag);
    privateKey = await aesGcm('decrypt', encryptionKey, hexToBytes(crypto.iv), sealed);
  } catch (error) {
    throw new Error('The keystore is damaged: the encrypted key fails its integrity check', { cause: error });
  }
  if (!isValidPrivateKey(privateKey))
    throw new Error('The keystore is damaged: it holds no valid private key');
  return privateKey;
}

function isValidPrivateKey(privateKey: Uint8Array): boolean {
  return privateKey.length === 32 && secp256k1.utils.isValidSecretKey(privateKey);
}

async function deriveKeys(passphrase: string, params: TKeystoreScryptParams & { salt: string }) {
  const { N, r, p, salt } = params;
  const derived = await scryptAsync(utf8ToBytes(passphrase.normalize('NFKC')), hexToBytes(salt), {
    N,
    r,
    p,
    dkLen: 2 * AES_KEY_BYTES,
  });
  return { encryptionKey: derived.subarray(0, AES_KEY_BYTES), checkKey: derived.subarray(AES_KEY_BYTES) };
}

function passphraseCheck(checkKey: Uint8Array): Uint8Array {
  return hmac(sha256, checkKey, utf8ToBytes(PASSPHRASE_CHECK_LABEL));
}

function webCrypto() {
  const { crypto } = globalThis;
  // Browsers offer crypto.subtle on https:// and localhost only.
  if (!crypto?.subtle)
    throw new Error('This browser offers no Web Crypto here: open this page over https (or on localhost)');
  return crypto;
}

async function aesGcm(
  operation: 'encrypt' | 'decrypt',
  keyBytes: Uint8Array,
  iv: Uint8Array,
  data: Uint8Array,
): Promise<Uint8Array> {
  const { subtle } = webCrypto();
  const key = await subtle.importKey('raw', copy(keyBytes), 'AES-GCM', false, [operation]);
  const algorithm = { name: 'AES-GCM', iv: copy(iv), tagLength: GCM_TAG_BYTES * 8 };
  const result =
    operation === 'encrypt'
      ? await subtle.encrypt(algorithm, key, copy(data))
      : await subtle.decrypt(algorithm, key, copy(data));
  return new Uint8Array(result);
}

function randomBytes(length: number): Uint8Array {
  return webCrypto().getRandomValues(new Uint8Array(length));
}

/** A copy on a plain ArrayBuffer, as WebCrypto's BufferSource wants it. */
function copy(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

/** The profile as stored: trimmed, empty fields left out. */
export function cleanProfile(profile: TKeystoreProfile): TKeystoreProfile {
  const name = profile.name?.trim();
  const email = profile.email?.trim();
  return { ...(name ? { name } : {}), ...(email ? { email } : {}) };
}
