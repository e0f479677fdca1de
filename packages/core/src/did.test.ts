import { describe, expect, it } from 'vitest';
import { secp256k1 } from '@noble/curves/secp256k1';
import { hexToBytes } from '@noble/hashes/utils';
import {
  activitySearchDidPattern,
  canonicalDid,
  addressFromDid,
  addressFromPublicKey,
  didFromAddress,
  didFromPublicKey,
  didPattern,
  hasValidAddressCase,
  isActivitySearchDid,
  isDid,
  normaliseDid,
  toChecksumAddress,
} from './did';

const HEX40 = '7e5f4552091a69125d5dfcb7b8c2659029395bdf';

/** Known vectors: the Ethereum addresses of private keys 1 and 2. */
const KEY_1 = hexToBytes(`${'00'.repeat(31)}01`);
const KEY_2 = hexToBytes(`${'00'.repeat(31)}02`);
const ADDRESS_1 = '0x7e5f4552091a69125d5dfcb7b8c2659029395bdf';
const ADDRESS_2 = '0x2b5ad5c4795c026514f8317c7a215e218dccd6cf';

describe('isDid (strict did:{method}:0x + 40 hex)', () => {
  it.each([`did:sigil:0x${HEX40}`, `did:sigil:0x${HEX40.toUpperCase()}`, `  did:sigil:0x${HEX40} `])(
    '%j is a DID',
    (value) => {
      expect(isDid(value)).toBe(true);
    },
  );

  it.each([
    `did:ethr:0x${HEX40}`,
    'did:sigil:abc',
    `did:sigil:${HEX40}`,
    `did:sigil:0x${HEX40.slice(1)}`,
    `did:sigil:0x${HEX40}0`,
    `did:sigil:0x${HEX40.slice(1)}g`,
    `did:sigil:0X${HEX40}`,
    `did:sigil:0x${HEX40.slice(0, 20)} ${HEX40.slice(21)}`,
    `xdid:sigil:0x${HEX40}`,
    `did:sigil:0x${HEX40}/path`,
    '',
    '   ',
    null,
    undefined,
  ])('%j is not a DID', (value) => {
    expect(isDid(value)).toBe(false);
  });

  it('honours the method argument', () => {
    expect(isDid(`did:other:0x${HEX40}`, 'other')).toBe(true);
    expect(isDid(`did:other:0x${HEX40}`)).toBe(false);
    expect(isDid(`did:sigil:0x${HEX40}`, 'other')).toBe(false);
  });

  it('escapes regular-expression characters of the method', () => {
    expect(didPattern('a.b').test(`did:a.b:0x${HEX40}`)).toBe(true);
    expect(didPattern('a.b').test(`did:aXb:0x${HEX40}`)).toBe(false);
  });
});

describe('activity search DID (begins with did:{method}:0x, then word characters or spaces)', () => {
  it.each([
    `did:sigil:0x${HEX40}`,
    'did:sigil:0xabc',
    'did:sigil:0x1',
    'did:sigil:0xabc def',
    'did:sigil:0x_under_score',
    'did:sigil:0xabc ',
  ])('%j enables Search', (value) => {
    expect(isActivitySearchDid(value)).toBe(true);
  });

  it.each([
    'did:sigil:0x',
    'did:sigil:',
    'did:sigil:abc',
    'did:ethr:0xabc',
    ' did:sigil:0xabc',
    'xdid:sigil:0xabc',
    'DID:sigil:0xabc',
    'did:sigil:0xab-c',
    'did:sigil:0xab:c',
    'did:sigil:0xabc.',
    'Acme',
    '',
    null,
    undefined,
  ])('%j keeps Search disabled', (value) => {
    expect(isActivitySearchDid(value)).toBe(false);
  });

  it('honours the method argument', () => {
    expect(isActivitySearchDid('did:other:0xabc', 'other')).toBe(true);
    expect(isActivitySearchDid('did:other:0xabc')).toBe(false);
    expect(activitySearchDidPattern('a.b').test('did:aXb:0x1')).toBe(false);
  });
});

describe('addressFromPublicKey', () => {
  it('derives the known address of private key 1 from its uncompressed public key', () => {
    const publicKey = secp256k1.getPublicKey(KEY_1, false);
    expect(publicKey).toHaveLength(65);
    expect(addressFromPublicKey(publicKey)).toBe(ADDRESS_1);
  });

  it('derives the known address of private key 2', () => {
    expect(addressFromPublicKey(secp256k1.getPublicKey(KEY_2, false))).toBe(ADDRESS_2);
  });

  it('accepts the raw 64-byte key (without the 0x04 prefix)', () => {
    const raw = secp256k1.getPublicKey(KEY_1, false).slice(1);
    expect(raw).toHaveLength(64);
    expect(addressFromPublicKey(raw)).toBe(ADDRESS_1);
  });

  it('refuses a compressed public key', () => {
    const compressed = secp256k1.getPublicKey(KEY_1, true);
    expect(() => addressFromPublicKey(compressed)).toThrow(/uncompressed secp256k1 public key/);
  });

  it('refuses 65 bytes that do not start with 0x04', () => {
    const key = secp256k1.getPublicKey(KEY_1, false);
    key[0] = 0x02;
    expect(() => addressFromPublicKey(key)).toThrow(/uncompressed/);
  });

  it('refuses an empty key', () => {
    expect(() => addressFromPublicKey(new Uint8Array())).toThrow();
  });
});

describe('didFromAddress / didFromPublicKey', () => {
  it('lower-cases a checksummed address', () => {
    expect(didFromAddress('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf')).toBe(`did:sigil:${ADDRESS_1}`);
  });

  it('uses the given method', () => {
    expect(didFromAddress(ADDRESS_1, 'other')).toBe(`did:other:${ADDRESS_1}`);
  });

  it.each(['0x123', HEX40, `0x${HEX40}0`, `0x${'z'.repeat(40)}`, '', `did:sigil:${ADDRESS_1}`])(
    'throws for %j',
    (address) => {
      expect(() => didFromAddress(address)).toThrow(/Not an address/);
    },
  );

  it('derives the DID of a public key', () => {
    expect(didFromPublicKey(secp256k1.getPublicKey(KEY_1, false))).toBe(`did:sigil:${ADDRESS_1}`);
    expect(didFromPublicKey(secp256k1.getPublicKey(KEY_2, false), 'other')).toBe(`did:other:${ADDRESS_2}`);
  });
});

describe('addressFromDid / normaliseDid', () => {
  it('returns the lower-cased address of a DID', () => {
    expect(addressFromDid(`did:sigil:0x${HEX40.toUpperCase()}`)).toBe(ADDRESS_1);
  });

  it('trims the DID', () => {
    expect(addressFromDid(`  did:sigil:${ADDRESS_1} `)).toBe(ADDRESS_1);
  });

  it.each([`did:ethr:${ADDRESS_1}`, 'did:sigil:abc', 'did:sigil:0x123', ADDRESS_1, ''])(
    'throws for %j',
    (did) => {
      expect(() => addressFromDid(did)).toThrow(/Not a did:sigil identifier/);
    },
  );

  it('honours the method argument', () => {
    expect(addressFromDid(`did:other:${ADDRESS_1}`, 'other')).toBe(ADDRESS_1);
    expect(() => addressFromDid(`did:sigil:${ADDRESS_1}`, 'other')).toThrow(/Not a did:other identifier/);
  });

  it('normaliseDid lower-cases and trims so equal DIDs compare equal', () => {
    expect(normaliseDid(` did:sigil:0x${HEX40.toUpperCase()} `)).toBe(`did:sigil:${ADDRESS_1}`);
    expect(() => normaliseDid('did:sigil:nope')).toThrow();
  });
});

describe('EIP-55 address case (toChecksumAddress / hasValidAddressCase)', () => {
  /** The mixed-case vectors of EIP-55 itself. */
  const CHECKSUMMED = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];

  it.each(CHECKSUMMED)('spells %s as EIP-55 does, whatever case it is given in', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    expect(toChecksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address);
  });

  it.each([
    ...CHECKSUMMED,
    '0x52908400098527886E0F7030069857D2E4169EE7', // all upper case: no checksum to check
    '0xde709f2102306220921060314715629080e2fb77', // all lower case: no checksum to check
  ])('accepts %s as written', (address) => {
    expect(hasValidAddressCase(address)).toBe(true);
  });

  it('refuses a mixed-case address whose case is not its checksum', () => {
    const [first] = CHECKSUMMED as [string];
    const flipped = first.replace('aAeb', 'AAeb');
    expect(hasValidAddressCase(flipped)).toBe(false);
    expect(hasValidAddressCase(first.replace('0x5a', '0x5A'))).toBe(false);
  });

  it.each(['0x123', `0X${HEX40}`, `${HEX40}`, `0x${HEX40} `])('%j is not an address at all', (value) => {
    expect(hasValidAddressCase(value)).toBe(false);
    expect(() => toChecksumAddress(value)).toThrow(/Not an address/);
  });
});

describe('canonicalDid', () => {
  it('lower-cases an address DID, and keeps any other DID as written', () => {
    expect(canonicalDid('did:sigil:0xABCDEF0123456789ABCDEF0123456789ABCDEF01')).toBe(
      'did:sigil:0xabcdef0123456789abcdef0123456789abcdef01',
    );
    expect(canonicalDid('did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK')).toBe(
      'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
    );
    expect(canonicalDid('did:jwk:eyJrdHkiOiJFQyJ9')).toBe('did:jwk:eyJrdHkiOiJFQyJ9');
  });
});
