/** Unsigned-looking JWTs for tests: base64url(header).base64url(payload).signature. */
function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function makeJwt(payload: Record<string, unknown>): string {
  return `${base64url({ alg: 'ES256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function validToken(claims: Record<string, unknown> = {}): string {
  return makeJwt({
    sub: 'did:sigil:0x0000000000000000000000000000000000000001',
    exp: nowSeconds() + 3600,
    ...claims,
  });
}

export function expiredToken(claims: Record<string, unknown> = {}): string {
  return makeJwt({
    sub: 'did:sigil:0x0000000000000000000000000000000000000001',
    exp: nowSeconds() - 60,
    ...claims,
  });
}
