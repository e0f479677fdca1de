import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { isErrnoCode } from './errors';
import { generatePrivateKey, isValidPrivateKey } from './holder';

/**
 * The wallet's one file: the private key encrypted under a passphrase (scrypt + AES-256-GCM) and
 * the holder's profile in clear (it is sent with every approval anyway).
 */

export const KEYSTORE_VERSION = 1;
export const KEYSTORE_TYPE = 'sigil-wallet-keystore';
export const KEYSTORE_FILE_NAME = 'keystore.json';
export const DEFAULT_WALLET_DIR = '.sigil-wallet';
export const DEFAULT_SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;

export const NO_WALLET_MESSAGE = 'No wallet found: run sigil-wallet init';
export const WRONG_PASSPHRASE_MESSAGE = 'Wrong passphrase';

const AES_KEY_BYTES = 32;
const GCM_IV_BYTES = 12;
const SALT_BYTES = 32;
const PASSPHRASE_CHECK_LABEL = 'sigil-wallet passphrase check';

const ZHex = z.string().regex(/^[0-9a-f]*$/i, 'hex expected');

export const ZWalletProfile = z.object({ name: z.string().optional(), email: z.string().optional() });
export type TWalletProfile = z.infer<typeof ZWalletProfile>;

// Bounded so that a hostile file cannot make scrypt allocate gigabytes.
const ZScryptParams = z.object({
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
export type TScryptParams = Omit<z.infer<typeof ZScryptParams>, 'salt'>;

const ZKeystoreCrypto = z.object({
  kdf: z.literal('scrypt'),
  kdfParams: ZScryptParams,
  cipher: z.literal('aes-256-gcm'),
  iv: ZHex,
  ciphertext: ZHex,
  authTag: ZHex,
  /** HMAC of a fixed label under a second scrypt-derived key: tells a wrong passphrase from a damaged file. */
  passphraseCheck: ZHex,
});
export type TKeystoreCrypto = z.infer<typeof ZKeystoreCrypto>;

export const ZKeystoreFile = z.object({
  version: z.literal(KEYSTORE_VERSION),
  type: z.literal(KEYSTORE_TYPE),
  createdAt: z.string(),
  profile: ZWalletProfile,
  crypto: ZKeystoreCrypto,
});
export type TKeystoreFile = z.infer<typeof ZKeystoreFile>;

export interface UnlockedWallet {
  privateKey: Uint8Array;
  profile: TWalletProfile;
}

/** WALLET_HOME, else ~/.sigil-wallet. */
export function walletHome(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.WALLET_HOME?.trim();
  return configured ? resolve(configured) : join(homedir(), DEFAULT_WALLET_DIR);
}

export function keystorePath(home: string = walletHome()): string {
  return join(home, KEYSTORE_FILE_NAME);
}

export async function encryptPrivateKey(
  privateKey: Uint8Array,
  passphrase: string,
  params: TScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<TKeystoreCrypto> {
  if (passphrase === '') throw new Error('The passphrase must not be empty');
  if (!isValidPrivateKey(privateKey)) throw new Error('Not a valid secp256k1 private key');

  const kdfParams = { ...params, salt: randomBytes(SALT_BYTES).toString('hex') };
  const { encryptionKey, checkKey } = await deriveKeys(passphrase, kdfParams);
  const iv = randomBytes(GCM_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
  const ciphertext = Buffer.concat([cipher.update(privateKey), cipher.final()]);
  return {
    kdf: 'scrypt',
    kdfParams,
    cipher: 'aes-256-gcm',
    iv: iv.toString('hex'),
    ciphertext: ciphertext.toString('hex'),
    authTag: cipher.getAuthTag().toString('hex'),
    passphraseCheck: passphraseCheck(checkKey).toString('hex'),
  };
}

export async function decryptPrivateKey(crypto: TKeystoreCrypto, passphrase: string): Promise<Uint8Array> {
  const { encryptionKey, checkKey } = await deriveKeys(passphrase, crypto.kdfParams);
  const expectedCheck = Buffer.from(crypto.passphraseCheck, 'hex');
  const actualCheck = passphraseCheck(checkKey);
  if (expectedCheck.length !== actualCheck.length || !timingSafeEqual(expectedCheck, actualCheck)) {
    throw new Error(WRONG_PASSPHRASE_MESSAGE);
  }

  let privateKey: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(crypto.iv, 'hex'));
    decipher.setAuthTag(Buffer.from(crypto.authTag, 'hex'));
    privateKey = Buffer.concat([decipher.update(Buffer.from(crypto.ciphertext, 'hex')), decipher.final()]);
  } catch (error) {
    // The passphrase check passed, so a failing GCM tag means the stored key was altered.
    throw new Error('The keystore is damaged: the encrypted key fails its integrity check', { cause: error });
  }
  const key = new Uint8Array(privateKey);
  if (!isValidPrivateKey(key)) throw new Error('The keystore is damaged: it holds no valid private key');
  return key;
}

export interface CreateKeystoreOptions {
  path: string;
  passphrase: string;
  profile?: TWalletProfile;
  /** Replace an existing keystore (its key is lost). */
  force?: boolean;
  /** Import this key instead of generating one. */
  privateKey?: Uint8Array;
  scryptParams?: TScryptParams;
}

/** Creates the keystore file with a new key; refuses to overwrite one unless `force`. */
export async function createKeystore(options: CreateKeystoreOptions): Promise<Uint8Array> {
  if (!options.force && (await keystoreExists(options.path))) {
    throw new Error(
      `A wallet already exists at ${options.path}: use --force to replace it (its key will be lost)`,
    );
  }
  const privateKey = options.privateKey ?? generatePrivateKey();
  const file: TKeystoreFile = {
    version: KEYSTORE_VERSION,
    type: KEYSTORE_TYPE,
    createdAt: new Date().toISOString(),
    profile: cleanProfile(options.profile ?? {}),
    crypto: await encryptPrivateKey(privateKey, options.passphrase, options.scryptParams),
  };
  await writeKeystore(options.path, file);
  return privateKey;
}

export async function readKeystore(path: string): Promise<TKeystoreFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isErrnoCode(error, 'ENOENT')) throw new Error(NO_WALLET_MESSAGE, { cause: error });
    throw new Error(`Cannot read the keystore file ${path}`, { cause: error });
  }

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`The keystore file ${path} is damaged: it is not JSON`, { cause: error });
  }
  if (isRecord(json) && json.type === KEYSTORE_TYPE && json.version !== KEYSTORE_VERSION) {
    throw new Error(
      `The keystore file ${path} has version ${String(json.version)}; this wallet reads version ${KEYSTORE_VERSION}`,
    );
  }
  const parsed = ZKeystoreFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new Error(`The keystore file ${path} is damaged: unexpected content${where}`);
  }
  return parsed.data;
}

export async function unlockKeystore(path: string, passphrase: string): Promise<UnlockedWallet> {
  const file = await readKeystore(path);
  return { privateKey: await decryptPrivateKey(file.crypto, passphrase), profile: file.profile };
}

/** Merges into the stored profile: an undefined field keeps its value, an empty string clears it. */
export async function saveProfile(path: string, changes: TWalletProfile): Promise<TWalletProfile> {
  const file = await readKeystore(path);
  const profile = cleanProfile({ ...file.profile, ...definedFields(changes) });
  await writeKeystore(path, { ...file, profile });
  return profile;
}

export async function readProfile(path: string): Promise<TWalletProfile> {
  return (await readKeystore(path)).profile;
}

async function keystoreExists(path: string): Promise<boolean> {
  try {
    await readFile(path);
    return true;
  } catch (error) {
    if (isErrnoCode(error, 'ENOENT')) return false;
    throw error;
  }
}

/** Writes through a temporary file and a rename so a crash never leaves half a keystore. */
async function writeKeystore(path: string, file: TKeystoreFile): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temporaryPath = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(temporaryPath, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
    await chmod(temporaryPath, 0o600); // the mode above is filtered by the umask
    await rename(temporaryPath, path);
  } catch (error) {
    await rm(temporaryPath, { force: true });
    throw error;
  }
}

async function deriveKeys(
  passphrase: string,
  params: TScryptParams & { salt: string },
): Promise<{ encryptionKey: Buffer; checkKey: Buffer }> {
  const derived = await scryptAsync(
    passphrase.normalize('NFKC'),
    Buffer.from(params.salt, 'hex'),
    2 * AES_KEY_BYTES,
    params,
  );
  return { encryptionKey: derived.subarray(0, AES_KEY_BYTES), checkKey: derived.subarray(AES_KEY_BYTES) };
}

function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  params: TScryptParams,
): Promise<Buffer> {
  const { N, r, p } = params;
  // Node's default maxmem (32 MiB) is exactly what N=2^15, r=8 needs, and scrypt wants a little more.
  const maxmem = 256 * N * r + 128 * r * p;
  return new Promise((resolvePromise, reject) => {
    scrypt(password, salt, keyLength, { N, r, p, maxmem }, (error, key) => {
      if (error) reject(error);
      else resolvePromise(key);
    });
  });
}

function passphraseCheck(checkKey: Buffer): Buffer {
  return createHmac('sha256', checkKey).update(PASSPHRASE_CHECK_LABEL).digest();
}

function cleanProfile(profile: TWalletProfile): TWalletProfile {
  const name = profile.name?.trim();
  const email = profile.email?.trim();
  return { ...(name ? { name } : {}), ...(email ? { email } : {}) };
}

function definedFields(profile: TWalletProfile): TWalletProfile {
  return Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
