import { z } from 'zod';
import { ZText } from '@sigil/core';

/** What Google says of the holder is stored: it must be text PostgreSQL can store, like any input. */
const ZGoogleUserinfo = z.object({
  sub: ZText(),
  email: ZText(),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]),
  name: ZText().optional(),
  picture: ZText().optional(),
});
export type GoogleUser = {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string | null;
};

/**
 * Asks Google's userinfo endpoint (configurable, so tests use a local stand-in) who holds the
 * access token. null when the token is not accepted.
 */
export async function fetchGoogleUser(userinfoUrl: string, accessToken: string): Promise<GoogleUser | null> {
  let response: Response;
  try {
    response = await fetch(userinfoUrl, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    return null;
  }
  if (!response.ok) return null;
  const parsed = ZGoogleUserinfo.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return null;
  const info = parsed.data;
  return {
    sub: info.sub,
    email: info.email.toLowerCase(),
    emailVerified: info.email_verified === true || info.email_verified === 'true',
    name: info.name ?? info.email,
    picture: info.picture ?? null,
  };
}
