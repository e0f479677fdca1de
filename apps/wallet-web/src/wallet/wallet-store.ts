import { create } from 'zustand';
import {
  DEFAULT_DID_METHOD,
  DEFAULT_PRODUCT_NAME,
  KEYSTORE_WRONG_PASSPHRASE,
  cleanProfile,
  decryptKeystore,
  encryptKeystore,
  parseKeystoreFile,
  type TKeystoreFile,
  type TKeystoreProfile,
  type TPublicConfig,
} from '@sigil/core';
import { didForPrivateKey, generatePrivateKey } from '@sigil/wallet/browser';
import { unlockWaitMs } from './unlock-policy';
import { loadKeystore, loadUnlockFailures, storeKeystore, storeUnlockFailures } from './wallet-db';

/**
 * The wallet as the screens see it. The private key lives in memory only while unlocked; lock()
 * overwrites it. `phase`: loading the store, no keystore yet, locked, or unlocked.
 */
export type TWalletPhase = 'loading' | 'new' | 'locked' | 'unlocked';

/**
 * What the wallet refuses, for the screens to say in the holder's language: a wrong passphrase
 * (with the wait it brings, `waitMs`), a try before that wait is over, a file that is no keystore.
 */
export class WalletRefusal extends Error {
  constructor(
    readonly reason: 'wrongPassphrase' | 'wait' | 'notKeystore' | 'locked',
    message: string,
    readonly waitMs = 0,
  ) {
    super(message);
    this.name = 'WalletRefusal';
  }
}

const isWrongPassphrase = (error: unknown) =>
  error instanceof Error && error.message === KEYSTORE_WRONG_PASSPHRASE;

interface WalletState {
  phase: TWalletPhase;
  keystore: TKeystoreFile | null;
  privateKey: Uint8Array | null;
  /** The server's DID method (the wallet's DID is did:<method>:0x…) and product name. */
  didMethod: string;
  productName: string;
  did: string | null;
  /** Locked by the holder's Lock button (not by the timeout): the next unlock opens the wallet's home. */
  lockedByHolder: boolean;
  load: () => Promise<void>;
  setServerConfig: (config: Pick<TPublicConfig, 'didMethod' | 'productName'>) => void;
  create: (passphrase: string, profile: TKeystoreProfile) => Promise<void>;
  /** Takes a keystore file (the CLI's, or a key user's from the console) if the passphrase opens it. */
  importFile: (text: string, fileName: string, passphrase: string) => Promise<void>;
  unlock: (passphrase: string) => Promise<void>;
  lock: (byHolder?: boolean) => void;
  saveProfile: (profile: TKeystoreProfile) => Promise<void>;
}

export const useWallet = create<WalletState>()((set, get) => {
  const open = async (keystore: TKeystoreFile, privateKey: Uint8Array) => {
    await storeKeystore(keystore);
    set({ keystore, privateKey, phase: 'unlocked', did: didForPrivateKey(privateKey, get().didMethod) });
  };
  return {
    phase: 'loading',
    keystore: null,
    privateKey: null,
    didMethod: DEFAULT_DID_METHOD,
    productName: DEFAULT_PRODUCT_NAME,
    did: null,
    lockedByHolder: false,

    load: async () => {
      const keystore = await loadKeystore();
      set({ keystore: keystore ?? null, phase: keystore ? 'locked' : 'new' });
    },

    setServerConfig: ({ didMethod, productName }) => {
      const { privateKey } = get();
      set({ didMethod, productName, did: privateKey ? didForPrivateKey(privateKey, didMethod) : null });
    },

    create: async (passphrase, profile) => {
      const privateKey = generatePrivateKey();
      await open(await encryptKeystore(privateKey, passphrase, profile), privateKey);
    },

    importFile: async (text, fileName, passphrase) => {
      let keystore: TKeystoreFile;
      try {
        keystore = parseKeystoreFile(text, fileName);
      } catch (error) {
        throw new WalletRefusal('notKeystore', error instanceof Error ? error.message : String(error));
      }
      let privateKey: Uint8Array;
      try {
        privateKey = await decryptKeystore(keystore, passphrase);
      } catch (error) {
        if (isWrongPassphrase(error)) throw new WalletRefusal('wrongPassphrase', KEYSTORE_WRONG_PASSPHRASE);
        throw error;
      }
      await open(keystore, privateKey);
    },

    unlock: async (passphrase) => {
      const { keystore } = get();
      if (!keystore) throw new Error('No wallet on this device');
      const failures = await loadUnlockFailures();
      const waitMs = unlockWaitMs(failures, Date.now());
      if (waitMs > 0) throw new WalletRefusal('wait', `Wait ${Math.ceil(waitMs / 1000)} s`, waitMs);
      let privateKey: Uint8Array;
      try {
        privateKey = await decryptKeystore(keystore, passphrase);
      } catch (error) {
        if (isWrongPassphrase(error)) {
          const next = { count: failures.count + 1, lastAt: Date.now() };
          await storeUnlockFailures(next);
          throw new WalletRefusal(
            'wrongPassphrase',
            KEYSTORE_WRONG_PASSPHRASE,
            unlockWaitMs(next, Date.now()),
          );
        }
        throw error;
      }
      await storeUnlockFailures({ count: 0, lastAt: 0 });
      set({
        privateKey,
        phase: 'unlocked',
        lockedByHolder: false,
        did: didForPrivateKey(privateKey, get().didMethod),
      });
    },

    lock: (byHolder = false) => {
      get().privateKey?.fill(0);
      set({
        privateKey: null,
        did: null,
        lockedByHolder: byHolder,
        phase: get().keystore ? 'locked' : 'new',
      });
    },

    saveProfile: async (profile) => {
      const { keystore } = get();
      if (!keystore) return;
      const updated = { ...keystore, profile: cleanProfile(profile) };
      await storeKeystore(updated);
      set({ keystore: updated });
    },
  };
});

/** The unlocked key and what signing needs, for a wallet action; a locked wallet refuses. */
export function requireKey(): { privateKey: Uint8Array; didMethod: string; profile: TKeystoreProfile } {
  const { privateKey, didMethod, keystore } = useWallet.getState();
  if (!privateKey) throw new WalletRefusal('locked', 'The wallet is locked');
  return { privateKey, didMethod, profile: keystore?.profile ?? {} };
}
