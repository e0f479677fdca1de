import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { didForPrivateKey } from './holder';
import {
  createKeystore,
  keystorePath,
  readProfile,
  saveProfile,
  unlockKeystore,
  walletHome,
} from './keystore';

let home: string;
let path: string;

beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'sigil-wallet-'));
  path = keystorePath(home);
});
afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

describe('keystore', () => {
  it('gives back the same key, hence the same DID, after save and load', async () => {
    const created = await createKeystore({ path, passphrase: 'correct horse' });
    const { privateKey } = await unlockKeystore(path, 'correct horse');

    expect(didForPrivateKey(privateKey)).toBe(didForPrivateKey(created));
    expect(didForPrivateKey(privateKey)).toMatch(/^did:sigil:0x[0-9a-f]{40}$/);
  });

  it('does not store the key in clear', async () => {
    const created = await createKeystore({ path, passphrase: 'correct horse' });
    const text = await readFile(path, 'utf8');
    expect(text).not.toContain(Buffer.from(created).toString('hex'));
  });

  it('refuses a wrong passphrase with "Wrong passphrase"', async () => {
    await createKeystore({ path, passphrase: 'correct horse' });
    await expect(unlockKeystore(path, 'battery staple')).rejects.toThrow(/^Wrong passphrase$/);
  });

  it('refuses a file whose encrypted key was altered', async () => {
    await createKeystore({ path, passphrase: 'correct horse' });
    const file = JSON.parse(await readFile(path, 'utf8'));
    const ciphertext: string = file.crypto.ciphertext;
    file.crypto.ciphertext = (ciphertext[0] === '0' ? '1' : '0') + ciphertext.slice(1);
    await writeFile(path, JSON.stringify(file));

    await expect(unlockKeystore(path, 'correct horse')).rejects.toThrow(/keystore is damaged/);
  });

  it('refuses a file that is not a keystore', async () => {
    await writeFile(path, 'not json');
    await expect(unlockKeystore(path, 'x')).rejects.toThrow(
      `The keystore file ${path} is damaged: it is not JSON`,
    );
    await writeFile(path, JSON.stringify({ version: 1, type: 'sigil-wallet-keystore' }));
    await expect(unlockKeystore(path, 'x')).rejects.toThrow(/is damaged: unexpected content/);
  });

  it('is readable by its owner only (mode 0600)', async () => {
    await createKeystore({ path, passphrase: 'correct horse' });
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    await saveProfile(path, { name: 'Ada' });
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('says how to start when there is no wallet', async () => {
    await expect(unlockKeystore(path, 'x')).rejects.toThrow('No wallet found: run sigil-wallet init');
  });

  it('does not overwrite an existing wallet unless forced', async () => {
    const first = await createKeystore({ path, passphrase: 'one' });
    await expect(createKeystore({ path, passphrase: 'two' })).rejects.toThrow(/A wallet already exists/);
    expect(didForPrivateKey((await unlockKeystore(path, 'one')).privateKey)).toBe(didForPrivateKey(first));

    const second = await createKeystore({ path, passphrase: 'two', force: true });
    expect(didForPrivateKey((await unlockKeystore(path, 'two')).privateKey)).toBe(didForPrivateKey(second));
  });

  it('refuses an empty passphrase', async () => {
    await expect(createKeystore({ path, passphrase: '' })).rejects.toThrow(
      'The passphrase must not be empty',
    );
  });

  it('keeps the profile beside the key: set, merged, cleared, key untouched', async () => {
    const created = await createKeystore({ path, passphrase: 'pw', profile: { name: 'Ada Lovelace' } });
    expect(await readProfile(path)).toEqual({ name: 'Ada Lovelace' });

    await saveProfile(path, { email: 'ada@example.com' });
    expect(await readProfile(path)).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });

    await saveProfile(path, { name: '' });
    const unlocked = await unlockKeystore(path, 'pw');
    expect(unlocked.profile).toEqual({ email: 'ada@example.com' });
    expect(didForPrivateKey(unlocked.privateKey)).toBe(didForPrivateKey(created));
  });

  it('lives in WALLET_HOME, else ~/.sigil-wallet', () => {
    expect(walletHome({ WALLET_HOME: '/tmp/w' })).toBe('/tmp/w');
    expect(walletHome({ HOME: '/home/ada' })).toMatch(/\.sigil-wallet$/);
    expect(keystorePath('/tmp/w')).toBe('/tmp/w/keystore.json');
  });
});
