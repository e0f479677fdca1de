import { z } from 'zod';

/**
 * Login by a standard wallet: SIOPv2 self-issued ID token requested through OpenID4VP 1.0
 * (docs/wallet-protocol.md §10, decision 0019). The console asks for it with
 * `{ intent: 'login', mode, protocol: 'openid4vp' }`; the QR then holds an `openid4vp://` URI.
 */
export const LOGIN_PROTOCOLS = ['sigil', 'openid4vp'] as const;
export const ZLoginProtocol = z.enum(LOGIN_PROTOCOLS);
export type TLoginProtocol = z.infer<typeof ZLoginProtocol>;

/** GET {path}/{txid}: the signed request object (application/oauth-authz-req+jwt). */
export const OPENID4VP_REQUEST_PATH = '/api/v1/auth/openid4vp/requests';
/** POST, form-encoded: the wallet's `id_token` and `state` (response_mode direct_post). */
export const OPENID4VP_RESPONSE_PATH = '/api/v1/auth/openid4vp/response';
export const OPENID4VP_SCHEME = 'openid4vp:';
/** The audience of a request object sent to any self-issued OpenID provider (SIOPv2 §9). */
export const SELF_ISSUED_AUDIENCE = 'https://self-issued.me/v2';

/**
 * DID methods a standard wallet may log in with, beside the registry's own: did:key and did:jwk
 * always, did:web when the server is told it may reach out over HTTPS (DID_WEB_LOGIN).
 */
export const STANDARD_WALLET_DID_METHODS = ['key', 'jwk'] as const;

/** did:{method}:{id} of one of `methods`, in the generic DID syntax (case kept: did:key is case-sensitive). */
export function isDidOfMethods(value: string, methods: readonly string[]): boolean {
  const match = /^did:([a-z0-9]+):([A-Za-z0-9._%-]+(?::[A-Za-z0-9._%-]+)*)$/.exec(value);
  return match !== null && methods.includes(match[1]!);
}

/** The form a wallet posts to OPENID4VP_RESPONSE_PATH: an answer, or an OAuth error (the holder declined). */
export const ZOpenid4vpResponse = z.object({
  state: z.string().min(1, 'state is required').max(200),
  id_token: z.string().min(1).max(16_384).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2_000).optional(),
});
export type TOpenid4vpResponse = z.infer<typeof ZOpenid4vpResponse>;
