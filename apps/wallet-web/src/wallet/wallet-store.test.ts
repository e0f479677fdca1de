import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeystore, didForPrivateKey, keystorePath, readKeystore, unlockKeystore } from '@sigil/wallet';

/**
 * The phone wallet keeps the CLI's keystore, as it is, in IndexedDB: a file made by one opens in
 * the other (issue 39), and the passphrase's rules hold after a reload.
 */
const PASSPHRASE = 'a phone wallet passphrase';
const CHEAP = { N: 1024, r: 8, p: 1 };

let home: string;

/** The wallet's modules on an empty IndexedDB, as on a phone's first visit. */
async function freshWallet() {
  vi.resetModules();
  globalThis.indexedDB = new IDBFactory();
  const { useWallet, WalletRefusal } = await import('./wallet-store');
  const db = await import('./wallet-db');
  await useWallet.getState().load();
  return { useWallet, WalletRefusal, db };
}

/** The same phone after a reload: the stored records stay, the memory (the unlocked key) is gone. */
async function reloaded() {
  vi.resetModules();
  const { useWallet, WalletRefusal } = await import('./wallet-store');
  await useWallet.getState().load();
  return { useWallet, WalletRefusal };
}

beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'sigil-wallet-web-'));
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(home, { recursive: true, force: true });
});

describe('a key made on the phone', () => {
  it('is stored encrypted, and the downloaded file opens in the command-line wallet with the same DID', async () => {
    const { useWallet, db } = await freshWallet();
    expect(useWallet.getState().phase).toBe('new');
    await useWallet.getState().create(PASSPHRASE, { name: ' Pia Phone ', email: 'pia@example.org' });
    const { did, privateKey } = useWallet.getState();
    expect(did).toMatch(/^did:sigil:0x[0-9a-f]{40}$/);

    const stored = await db.loadKeystore();
    expect(JSON.stringify(stored)).not.toContain(Buffer.from(privateKey!).toString('hex'));
    expect(stored?.profile).toEqual({ name: 'Pia Phone', email: 'pia@example.org' });
    await writeFile(keystorePath(home), JSON.stringify(stored));
    const opened = await unlockKeystore(keystorePath(home), PASSPHRASE);
    expect(didForPrivateKey(opened.privateKey)).toBe(did);
    expect(opened.profile).toEqual({ name: 'Pia Phone', email: 'pia@example.org' });
  });

  it('is locked on the next visit, and Lock wipes the key from memory', async () => {
    const first = await freshWallet();
    await first.useWallet.getState().create(PASSPHRASE, {});
    const key = first.useWallet.getState().privateKey!;
    first.useWallet.getState().lock(true);
    expect(key.every((byte) => byte === 0)).toBe(true);
    expect(first.useWallet.getState()).toMatchObject({
      phase: 'locked',
      privateKey: null,
      did: null,
      lockedByHolder: true,
    });

    const { useWallet } = await reloaded();
    expect(useWallet.getState().phase).toBe('locked');
    await useWallet.getState().unlock(PASSPHRASE);
    expect(useWallet.getState().phase).toBe('unlocked');
  });
});

describe("the command-line wallet's keystore file on the phone", () => {
  it('imports with its passphrase and gives the DID the CLI has', async () => {
    const privateKey = await createKeystore({
      path: keystorePath(home),
      passphrase: PASSPHRASE,
      profile: { name: 'Cli Holder' },
      scryptParams: CHEAP,
    });
    const { useWallet, db } = await freshWallet();
    const text = await readFile(keystorePath(home), 'utf8');
    await useWallet.getState().importFile(text, 'keystore.json', PASSPHRASE);
    expect(useWallet.getState().did).toBe(didForPrivateKey(privateKey));
    // Kept as the CLI wrote it: the same file goes back to the CLI.
    expect(await db.loadKeystore()).toEqual(await readKeystore(keystorePath(home)));
  });

  it('is refused with a wrong passphrase, or when it is no keystore, and nothing is stored', async () => {
    await createKeystore({ path: keystorePath(home), passphrase: PASSPHRASE, scryptParams: CHEAP });
    const { useWallet, WalletRefusal, db } = await freshWallet();
    const text = await readFile(keystorePath(home), 'utf8');
    await expect(
      useWallet.getState().importFile(text, 'keystore.json', 'not the passphrase'),
    ).rejects.toEqual(new WalletRefusal('wrongPassphrase', 'Wrong passphrase'));
    const refusal = useWallet.getState().importFile('{"hello":1}', 'notes.json', PASSPHRASE);
    await expect(refusal).rejects.toBeInstanceOf(WalletRefusal);
    await expect(refusal).rejects.toThrow(
      'The keystore file notes.json is damaged: unexpected content at version',
    );
    expect(await db.loadKeystore()).toBeUndefined();
    expect(useWallet.getState().phase).toBe('new');
  });
});

describe('wrong passphrases', () => {
  it('five in a row are free; then each try waits, across reloads, and nothing is erased', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T08:00:00Z'));
    const first = await freshWallet();
    await first.useWallet.getState().create(PASSPHRASE, {});
    first.useWallet.getState().lock();

    for (let attempt = 1; attempt <= 5; attempt++) {
      const refused = first.useWallet.getState().unlock(`wrong ${attempt}`);
      await expect(refused).rejects.toMatchObject({
        reason: 'wrongPassphrase',
        waitMs: attempt < 5 ? 0 : 30_000,
      });
    }
    const { useWallet } = await reloaded();
    // Even the right passphrase waits its turn.
    await expect(useWallet.getState().unlock(PASSPHRASE)).rejects.toMatchObject({
      reason: 'wait',
      waitMs: 30_000,
    });
    vi.setSystemTime(new Date('2026-11-29T08:00:30Z'));
    await expect(useWallet.getState().unlock('wrong 6')).rejects.toMatchObject({
      reason: 'wrongPassphrase',
      waitMs: 60_000,
    });
    vi.setSystemTime(new Date('2026-11-29T08:01:30Z'));
    await useWallet.getState().unlock(PASSPHRASE);
    expect(useWallet.getState().phase).toBe('unlocked');

    // A success starts the count afresh.
    useWallet.getState().lock();
    await expect(useWallet.getState().unlock('wrong again')).rejects.toMatchObject({ waitMs: 0 });
  });
});
