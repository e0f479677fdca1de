import { describe, expect, it } from 'vitest';
import { makeJwt } from '../test/jwt';
import { decodeJwtPayload, isJwtFormat, isTokenExpired, JwtFormatError } from './jwt';

const now = new Date('2026-11-20T12:00:00Z');
const nowSeconds = now.getTime() / 1000;

describe('isTokenExpired', () => {
  it('is false before exp and true from exp on', () => {
    expect(isTokenExpired(makeJwt({ exp: nowSeconds + 1 }), now)).toBe(false);
    expect(isTokenExpired(makeJwt({ exp: nowSeconds }), now)).toBe(true);
    expect(isTokenExpired(makeJwt({ exp: nowSeconds - 3600 }), now)).toBe(true);
  });

  it('leaves a token without exp to the server', () => {
    expect(isTokenExpired(makeJwt({ sub: 'x' }), now)).toBe(false);
  });

  it('treats an unreadable token as expired', () => {
    expect(isTokenExpired('nonsense', now)).toBe(true);
    expect(isTokenExpired('a.%%%.c', now)).toBe(true);
  });
});

describe('JWT format', () => {
  it('needs three non-empty dot-separated parts', () => {
    expect(isJwtFormat('a.b.c')).toBe(true);
    expect(isJwtFormat('a.b')).toBe(false);
    expect(isJwtFormat('a.b.c.d')).toBe(false);
    expect(isJwtFormat('a..c')).toBe(false);
  });

  it('decodes a base64url payload, including non-ASCII text', () => {
    expect(decodeJwtPayload(makeJwt({ name: 'Jürgen ✓', exp: 1 }))).toEqual({ name: 'Jürgen ✓', exp: 1 });
  });

  it('reports invalid base64 as a format error', () => {
    expect(() => decodeJwtPayload('a.!!!.c')).toThrow(JwtFormatError);
    expect(() => decodeJwtPayload('abc')).toThrow('Incorrect format JWT');
  });
});
