import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { isDid } from './did';
import {
  decryptKeystore,
  didKeyFromPrivateKey,
  encryptKeystore,
  generateDidKey,
  KEYSTORE_FORMAT,
  KEYSTORE_WRONG_PASSPHRASE,
  type TKeystoreFile,
} from './keystore';

/** The smallest cost the wallet accepts: fast tests; the default cost is tested once. */
const FAST = { N: 2 ** 10, r: 8, p: 1 };
const PASSPHRASE = 'correct horse battery';
const KEY_1 = hexToBytes(`${'00'.repeat(31)}01`);

describe('didKeyFromPrivateKey', () => {
  it('gives the compressed public key and the DID of the Ethereum-style address', () => {
    const key = didKeyFromPrivateKey(KEY_1);
    // Key 1's public key is the curve's generator; its address is a known vector.
    expect(key.publicKey).toBe('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798');
    expect(key.did).toBe('did:sigil:0x7e5f4552091a69125d5dfcb7b8c2659029395bdf');
    expect(didKeyFromPrivateKey(KEY_1, 'acme').did).toBe(
      'did:acme:0x7e5f4552091a69125d5dfcb7b8c2659029395bdf',
    );
  });
});

describe('generateDidKey', () => {
  it('makes a new 32-byte key each time, with its 33-byte public key and a DID of the method', () => {
    const first = generateDidKey('sigil');
    const second = generateDidKey('sigil');
    expect(first.privateKey).toHaveLength(32);
    expect(first.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(isDid(first.did, 'sigil')).toBe(true);
    expect(bytesToHex(first.privateKey)).not.toBe(bytesToHex(second.privateKey));
    expect(didKeyFromPrivateKey(first.privateKey)).toEqual(first);
  });
});

describe('encryptKeystore', () => {
  it("writes the wallet's format, with the default cost (scrypt N=2^15, r=8, p=1)", async () => {
    const { privateKey } = generateDidKey();
    const file = await encryptKeystore(privateKey, PASSPHRASE, { name: '  Billing robot ', email: ' ' });

    expect(file).toMatchObject({
      version: 1,
      type: 'sigil-wallet-keystore',
      profile: { name: 'Billing robot' },
    });
    expect(Number.isNaN(Date.parse(file.createdAt))).toBe(false);
    expect(file.crypto).toMatchObject({
      kdf: 'scrypt',
      kdfParams: { ...KEYSTORE_FORMAT.scrypt, salt: expect.stringMatching(/^[0-9a-f]{64}$/) },
      cipher: 'aes-256-gcm',
      iv: expect.stringMatching(/^[0-9a-f]{24}$/),
      ciphertext: expect.stringMatching(/^[0-9a-f]{64}$/),
      authTag: expect.stringMatching(/^[0-9a-f]{32}$/),
      passphraseCheck: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.stringify(file)).not.toContain(bytesToHex(privateKey));
    expect(await decryptKeystore(file, PASSPHRASE)).toEqual(privateKey);
  });

  it('salts each file anew: the same key and passphrase never give the same file', async () => {
    const a = await encryptKeystore(KEY_1, PASSPHRASE, {}, FAST);
    const b = await encryptKeystore(KEY_1, PASSPHRASE, {}, FAST);
    expect(a.crypto.kdfParams.salt).not.toBe(b.crypto.kdfParams.salt);
    expect(a.crypto.iv).not.toBe(b.crypto.iv);
    expect(a.crypto.ciphertext).not.toBe(b.crypto.ciphertext);
  });

  it('opens with the same passphrase in another Unicode spelling (NFKC)', async () => {
    const file = await encryptKeystore(KEY_1, 'caf\u00e9 au lait!', {}, FAST);
    expect(await decryptKeystore(file, 'cafe\u0301 au lait!')).toEqual(KEY_1);
  });

  it('refuses an empty passphrase and a key that is no secp256k1 key', async () => {
    await expect(encryptKeystore(KEY_1, '', {}, FAST)).rejects.toThrow('The passphrase must not be empty');
    await expect(encryptKeystore(new Uint8Array(32), PASSPHRASE, {}, FAST)).rejects.toThrow(
      'Not a valid secp256k1 private key',
    );
  });
});

describe('decryptKeystore', () => {
  it(`refuses a wrong passphrase with '${KEYSTORE_WRONG_PASSPHRASE}'`, async () => {
    const file = await encryptKeystore(KEY_1, PASSPHRASE, {}, FAST);
    await expect(decryptKeystore(file, 'battery staple horse')).rejects.toThrow(/^Wrong passphrase$/);
  });

  it('tells an altered key from a wrong passphrase', async () => {
    const file = await encryptKeystore(KEY_1, PASSPHRASE, {}, FAST);
    const { ciphertext } = file.crypto;
    const altered: TKeystoreFile = {
      ...file,
      crypto: { ...file.crypto, ciphertext: (ciphertext[0] === '0' ? '1' : '0') + ciphertext.slice(1) },
    };
    await expect(decryptKeystore(altered, PASSPHRASE)).rejects.toThrow(/keystore is damaged/);
  });
});
