import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decryptKeystore, encryptKeystore, generateDidKey, KEYSTORE_FORMAT } from '@sigil/core';
import { didForPrivateKey } from './holder';
import {
  createKeystore,
  keystorePath,
  readKeystore,
  readProfile,
  unlockKeystore,
  WRONG_PASSPHRASE_MESSAGE,
} from './keystore';

/**
 * The console makes key users' keystores in the browser (packages/core encryptKeystore, WebCrypto
 * and @noble/hashes); the wallet must open them with its own node:crypto reader.
 */

const PASSPHRASE = 'a long enough passphrase';

let home: string;
let path: string;

beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'sigil-wallet-browser-'));
  path = keystorePath(home);
});
afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

async function saveAsTheConsoleDoes(passphrase: string, scryptParams?: { N: number; r: number; p: number }) {
  const key = generateDidKey();
  const file = await encryptKeystore(key.privateKey, passphrase, { name: 'Billing robot' }, scryptParams);
  await writeFile(path, JSON.stringify(file));
  return key;
}

describe("a keystore made by the console, read by the wallet's own reader", () => {
  it('unlocks with the passphrase and gives the same key, hence the DID the console registered', async () => {
    const key = await saveAsTheConsoleDoes(PASSPHRASE);
    const { privateKey, profile } = await unlockKeystore(path, PASSPHRASE);

    expect(privateKey).toEqual(key.privateKey);
    expect(didForPrivateKey(privateKey)).toBe(key.did);
    expect(profile).toEqual({ name: 'Billing robot' });
    expect(await readProfile(path)).toEqual({ name: 'Billing robot' });
    expect(KEYSTORE_FORMAT.fileName).toBe('keystore.json');
  });

  it(`refuses a wrong passphrase with '${WRONG_PASSPHRASE_MESSAGE}'`, async () => {
    await saveAsTheConsoleDoes(PASSPHRASE, { N: 2 ** 10, r: 8, p: 1 });
    await expect(unlockKeystore(path, 'not the passphrase at all')).rejects.toThrow(
      new RegExp(`^${WRONG_PASSPHRASE_MESSAGE}$`),
    );
  });

  it('honours the cost the file carries', async () => {
    const key = await saveAsTheConsoleDoes(PASSPHRASE, { N: 2 ** 10, r: 8, p: 1 });
    expect((await unlockKeystore(path, PASSPHRASE)).privateKey).toEqual(key.privateKey);
  });
});

describe('and the other way round', () => {
  it("the console's reader opens a keystore the wallet made: one format", async () => {
    const created = await createKeystore({
      path,
      passphrase: PASSPHRASE,
      scryptParams: { N: 2 ** 10, r: 8, p: 1 },
    });
    const file = await readKeystore(path);
    expect(await decryptKeystore(file, PASSPHRASE)).toEqual(created);
    await expect(decryptKeystore(file, 'not the passphrase at all')).rejects.toThrow(
      WRONG_PASSPHRASE_MESSAGE,
    );
  });
});
