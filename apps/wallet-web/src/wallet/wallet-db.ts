import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { TKeystoreFile, TPublicConfig } from '@sigil/core';

/**
 * The phone wallet's storage: IndexedDB, one record per thing. The keystore is the CLI's file,
 * as it is (its private key encrypted under the passphrase, packages/core keystore); nothing of
 * the wallet goes to localStorage, and the key never leaves the phone: only what it signs does.
 */

/** Wrong passphrases in a row and when the last one was given: a reload does not reset them. */
export interface TUnlockFailures {
  count: number;
  lastAt: number;
}

interface WalletDb extends DBSchema {
  wallet: {
    key: 'keystore' | 'unlockFailures' | 'serverConfig';
    value: TKeystoreFile | TUnlockFailures | TPublicConfig;
  };
}

const DB_NAME = 'sigil-wallet';
const DB_VERSION = 1;

let opened: Promise<IDBPDatabase<WalletDb>> | undefined;

function db(): Promise<IDBPDatabase<WalletDb>> {
  opened ??= openDB<WalletDb>(DB_NAME, DB_VERSION, {
    upgrade(database) {
      database.createObjectStore('wallet');
    },
  });
  return opened;
}

export async function loadKeystore(): Promise<TKeystoreFile | undefined> {
  return (await (await db()).get('wallet', 'keystore')) as TKeystoreFile | undefined;
}

export async function storeKeystore(file: TKeystoreFile): Promise<void> {
  await (await db()).put('wallet', file, 'keystore');
}

export async function loadUnlockFailures(): Promise<TUnlockFailures> {
  return (
    ((await (await db()).get('wallet', 'unlockFailures')) as TUnlockFailures | undefined) ?? {
      count: 0,
      lastAt: 0,
    }
  );
}

export async function storeUnlockFailures(failures: TUnlockFailures): Promise<void> {
  await (await db()).put('wallet', failures, 'unlockFailures');
}

/** The server's public configuration as last read: the DID method and product name, offline too. */
export async function loadServerConfig(): Promise<TPublicConfig | undefined> {
  return (await (await db()).get('wallet', 'serverConfig')) as TPublicConfig | undefined;
}

export async function storeServerConfig(config: TPublicConfig): Promise<void> {
  await (await db()).put('wallet', config, 'serverConfig');
}
