import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  KEYSTORE_FORMAT,
  KEYSTORE_WRONG_PASSPHRASE,
  cleanProfile,
  decryptKeystore,
  encryptKeystore,
  parseKeystoreFile,
  type TKeystoreFile,
  type TKeystoreProfile,
  type TKeystoreScryptParams,
} from '@sigil/core';
import { isErrnoCode } from './errors';
import { generatePrivateKey } from './holder';

/**
 * The wallet's one file: the private key encrypted under a passphrase (scrypt + AES-256-GCM) and
 * the holder's profile in clear (it is sent with every approval anyway).
 */

export const KEYSTORE_FILE_NAME = KEYSTORE_FORMAT.fileName;
export const DEFAULT_WALLET_DIR = '.sigil-wallet';
export const DEFAULT_SCRYPT_PARAMS = KEYSTORE_FORMAT.scrypt;

export const NO_WALLET_MESSAGE = 'No wallet found: run sigil-wallet init';
export const WRONG_PASSPHRASE_MESSAGE = KEYSTORE_WRONG_PASSPHRASE;

export type { TKeystoreFile };
export type TWalletProfile = TKeystoreProfile;

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

export interface CreateKeystoreOptions {
  path: string;
  passphrase: string;
  profile?: TWalletProfile;
  /** Replace an existing keystore (its key is lost). */
  force?: boolean;
  /** Import this key instead of generating one. */
  privateKey?: Uint8Array;
  scryptParams?: TKeystoreScryptParams;
}

/** Creates the keystore file with a new key; refuses to overwrite one unless `force`. */
export async function createKeystore(options: CreateKeystoreOptions): Promise<Uint8Array> {
  if (!options.force && (await keystoreExists(options.path))) {
    throw new Error(
      `A wallet already exists at ${options.path}: use --force to replace it (its key will be lost)`,
    );
  }
  const privateKey = options.privateKey ?? generatePrivateKey();
  const file = await encryptKeystore(privateKey, options.passphrase, options.profile, options.scryptParams);
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

  return parseKeystoreFile(text, path);
}

export async function unlockKeystore(path: string, passphrase: string): Promise<UnlockedWallet> {
  const file = await readKeystore(path);
  return { privateKey: await decryptKeystore(file, passphrase), profile: file.profile };
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

function definedFields(profile: TWalletProfile): TWalletProfile {
  return Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined));
}
