import { describe, expect, it } from 'vitest';
import type { TAuthQr } from './api/wallet-protocol';
import { authQrOf } from './test/auth-qr';
import { authQrLink, AuthQrError, readAuthQr } from './wallet-link';

const NOW = new Date('2026-11-29T08:00:00Z');
const EXP = Math.floor(NOW.getTime() / 1000) + 120;

/** A request that expires two minutes after NOW. */
const qrOf = (overrides: Partial<TAuthQr> = {}, aud?: string) => authQrOf({ exp: EXP, ...overrides }, aud);

function problemOf(text: string): string {
  try {
    readAuthQr(text, { now: NOW });
  } catch (error) {
    return error instanceof AuthQrError ? `${error.problem}: ${error.message}` : String(error);
  }
  return 'accepted';
}

describe('the wallet link the console puts in its QR code', () => {
  it('opens the phone wallet of the audience and carries the request in its query', () => {
    expect(authQrLink(qrOf())).toBe(
      'https://console.example.org/wallet/#/answer?v=1&intent=login&mode=individual' +
        `&txid=3f1c2a9e-5b7d-4c1e-9a0b-2d6f8e4c7a15&nonce=q9Zr4bX2kLmN8sT1vW3yA0&exp=${EXP}`,
    );
  });

  it('reads back as the very request, for every intent, under a public URL with a path', () => {
    const requests = [
      qrOf({ mode: 'organisation' }),
      qrOf({ mode: 'provider' }, 'http://localhost:8080'),
      qrOf({ intent: 'orgsignup', mode: undefined, org: { name: "O'Brien & Söhne 😀 \u202Eשלום #1 ?x=y" } }),
      qrOf({}, 'https://example.org/registry'),
    ].map((qr) => JSON.parse(JSON.stringify(qr)) as TAuthQr);
    for (const qr of requests) expect(readAuthQr(authQrLink(qr), { now: NOW })).toStrictEqual(qr);
  });

  it('is read the same as the JSON text of the first QR codes', () => {
    const qr = qrOf({ mode: 'organisation' });
    expect(readAuthQr(` ${JSON.stringify(qr)}\n`, { now: NOW })).toEqual(qr);
    expect(readAuthQr(authQrLink(qr), { now: NOW })).toEqual(readAuthQr(JSON.stringify(qr), { now: NOW }));
  });
});

describe('what a wallet refuses, and says why', () => {
  it('text that is neither a wallet link nor JSON', () => {
    expect(problemOf('https://example.com')).toBe(
      'notSigil: This is not a Sigil QR code: it is neither a Sigil wallet link nor JSON',
    );
    expect(problemOf('https://example.com/wallet/#/home')).toMatch(/^notSigil: /);
    expect(problemOf('javascript:alert(1)//wallet/#/answer?v=1')).toMatch(/^notSigil: /);
    expect(problemOf('{not json')).toBe('notSigil: This is not a Sigil QR code: its text is not JSON');
    expect(problemOf('[1,2]')).toMatch(/^notSigil: /);
    expect(problemOf('{"hello":"world"}')).toBe(
      'notSigil: This is not a Sigil QR code: it has no protocol version',
    );
  });

  it('another protocol version or kind', () => {
    expect(problemOf(JSON.stringify({ ...qrOf(), v: 2 }))).toBe(
      'version: This QR code uses protocol version 2; this wallet speaks version 1',
    );
    expect(problemOf(authQrLink(qrOf()).replace('v=1', 'v=2'))).toMatch(/^version: /);
    expect(problemOf(JSON.stringify({ ...qrOf(), kind: 'present' }))).toBe(
      'kind: This QR code asks for "present", which this wallet does not support',
    );
  });

  it('a missing or malformed field', () => {
    expect(problemOf(JSON.stringify({ ...qrOf(), endpoint: 'nowhere' }))).toMatch(
      /^invalid: This QR code is not a valid Sigil request: endpoint: /,
    );
    expect(problemOf(authQrLink(qrOf()).replace(/&nonce=[^&]+/, ''))).toMatch(/^invalid: .*nonce/);
    expect(problemOf(authQrLink(qrOf()).replace(/exp=\d+/, 'exp=soon'))).toMatch(/^invalid: .*exp/);
    expect(problemOf(authQrLink(qrOf()).replace('intent=login', 'intent=pay'))).toMatch(/^invalid: .*intent/);
  });

  it('a text so deeply nested or so odd that the parsers give up, as a refusal, never a crash', () => {
    const deep = `{"v":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect(problemOf(deep)).toMatch(/^(notSigil|version): /);
    expect(
      problemOf(JSON.stringify({ ...qrOf(), aud: 'javascript:alert(1)', endpoint: 'javascript:alert(1)' })),
    ).toMatch(/^invalid: .*http\(s\)/);
  });

  it('an answer address on another origin than the service it names', () => {
    const qr = qrOf({ endpoint: 'https://evil.example/api/v1/auth/response' });
    expect(problemOf(JSON.stringify(qr))).toBe(
      'foreignEndpoint: This QR code is refused: its answer would go to https://evil.example, which is not the service https://console.example.org',
    );
  });

  it('an expired request, valid up to and including its exp second', () => {
    expect(problemOf(JSON.stringify(qrOf({ exp: EXP })))).toBe('accepted');
    expect(readAuthQr(authQrLink(qrOf()), { now: new Date((EXP + 0.9) * 1000) }).exp).toBe(EXP);
    expect(() => readAuthQr(authQrLink(qrOf()), { now: new Date((EXP + 1) * 1000) })).toThrow(
      /^This QR code has expired$/,
    );
  });
});
