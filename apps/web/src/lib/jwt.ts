/** Client-side JWT helpers. Nothing here verifies a signature: the server does that. */

export const JWT_FORMAT_MESSAGE = 'Incorrect format JWT';

export class JwtFormatError extends Error {
  constructor(message = JWT_FORMAT_MESSAGE) {
    super(message);
    this.name = 'JwtFormatError';
  }
}

/** Spec §5: a JWT has three dot-separated parts. */
export function isJwtFormat(token: string): boolean {
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => part.length > 0);
}

export function assertJwtFormat(token: string): void {
  if (!isJwtFormat(token)) throw new JwtFormatError();
}

/** The payload of a JWT; throws JwtFormatError for a malformed token or invalid base64url. */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  assertJwtFormat(token);
  try {
    const base64 = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    if (typeof payload !== 'object' || payload === null) throw new Error('not an object');
    return payload as Record<string, unknown>;
  } catch {
    throw new JwtFormatError('Invalid base64 in JWT payload');
  }
}

/**
 * When the token expires, in epoch milliseconds; null when it has no `exp`.
 * An unreadable token counts as already expired (0), so it is cleared rather than sent.
 */
export function tokenExpiresAt(token: string): number | null {
  try {
    const { exp } = decodeJwtPayload(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return 0;
  }
}

export function isTokenExpired(token: string, now: Date): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt <= now.getTime();
}
