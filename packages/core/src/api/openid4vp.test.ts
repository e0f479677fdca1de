import { describe, expect, it } from 'vitest';
import { isDidOfMethods, STANDARD_WALLET_DID_METHODS } from './openid4vp';

describe('isDidOfMethods', () => {
  const methods = ['sigil', ...STANDARD_WALLET_DID_METHODS];

  it('takes DIDs of the listed methods, case kept', () => {
    expect(isDidOfMethods('did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK', methods)).toBe(true);
    expect(isDidOfMethods('did:jwk:eyJrdHkiOiJFQyIsImNydiI6IlAtMjU2In0', methods)).toBe(true);
    expect(isDidOfMethods('did:sigil:0x1a642f0e3c3af545e7acbd38b07251b3990914f1', methods)).toBe(true);
  });

  it('refuses other methods, a missing identifier, and what is no DID', () => {
    expect(isDidOfMethods('did:web:wallet.example', methods)).toBe(false);
    expect(isDidOfMethods('did:web:wallet.example', [...methods, 'web'])).toBe(true);
    for (const text of [
      'did:key:',
      'did:key',
      'DID:key:z6Mk',
      'did:key:z6Mk#keys-1',
      'did:key:z6Mk x',
      'https://self-issued.me/v2',
    ]) {
      expect(isDidOfMethods(text, methods), text).toBe(false);
    }
  });
});
