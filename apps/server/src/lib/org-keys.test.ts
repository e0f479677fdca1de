import { randomBytes } from 'node:crypto';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { secp256k1 } from '@noble/curves/secp256k1';
import { describe, expect, it } from 'vitest';
import { didFromPublicKey } from '@sigil/core';
import {
  decryptPrivateKey,
  encryptPrivateKey,
  generateOrganisationKey,
  loadMasterKey,
  MasterKeyError,
} from './org-keys';
import { tempDirOfTest } from '../test/temp-dir';

const tempDir = () => tempDirOfTest('sigil-keys-');

describe('organisation keys', () => {
  it('creates a master key on first start, readable by the owner only, and reuses it', () => {
    const dir = tempDir();
    const first = loadMasterKey(dir);
    expect(first).toHaveLength(32);
    const file = path.join(dir, 'keys', 'master.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadMasterKey(dir).equals(first)).toBe(true);
  });

  it('prefers MASTER_KEY and refuses a key of the wrong size', () => {
    const given = randomBytes(32);
    expect(loadMasterKey(tempDir(), given.toString('base64')).equals(given)).toBe(true);
    expect(() => loadMasterKey(tempDir(), randomBytes(16).toString('base64'))).toThrow(MasterKeyError);
    const dir = tempDir();
    mkdirSync(path.join(dir, 'keys'));
    writeFileSync(path.join(dir, 'keys', 'master.key'), 'c2hvcnQ=');
    expect(() => loadMasterKey(dir)).toThrow(/32 bytes/);
  });

  it('generates a did:{method} key whose DID is its address', () => {
    const key = generateOrganisationKey('sigil');
    expect(key.did).toMatch(/^did:sigil:0x[0-9a-f]{40}$/);
    expect(didFromPublicKey(secp256k1.getPublicKey(key.privateKey, false), 'sigil')).toBe(key.did);
    expect(key.publicKeyHex).toMatch(/^04[0-9a-f]{128}$/);
  });

  it('encrypts so that only the same master key and DID decrypt', () => {
    const master = loadMasterKey(tempDir());
    const key = generateOrganisationKey('sigil');
    const sealed = encryptPrivateKey(master, key.did, key.privateKey);
    expect(sealed).not.toContain(Buffer.from(key.privateKey).toString('hex'));
    expect(sealed).not.toBe(encryptPrivateKey(master, key.did, key.privateKey));
    expect(decryptPrivateKey(master, key.did, sealed)).toEqual(key.privateKey);

    expect(() => decryptPrivateKey(randomBytes(32), key.did, sealed)).toThrow();
    expect(() => decryptPrivateKey(master, generateOrganisationKey('sigil').did, sealed)).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() =>
      decryptPrivateKey(master, key.did, [v, iv, tag, flipped.toString('base64url')].join('.')),
    ).toThrow();
  });
});
