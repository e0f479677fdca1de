import { z } from 'zod';
import { AUTH_REQUEST_STATUSES } from '../statuses';

/**
 * "Verify a person": an organisation's Admin or UserAdmin asks a holder's standard wallet to present
 * one of our endorsements (OpenID4VP 1.0, a DCQL query for a jwt_vc_json EndorsementCredential);
 * the registry checks the presentation and the chain of trust (docs/wallet-protocol.md §12).
 */
export const PRESENTATION_PATHS = {
  /** POST: a new request; GET {path}/{txid}: its outcome (x-poll-secret). */
  requests: '/api/v1/presentations',
  /** GET {path}/{txid}: the signed request object a wallet fetches. */
  requestObjects: '/api/v1/presentations/request-objects',
  /** POST, form-encoded: `vp_token` and `state` (response_mode direct_post). */
  response: '/api/v1/presentations/response',
} as const;

/** The id of the DCQL credential query, and so the key of the wallet's vp_token. */
export const ENDORSEMENT_QUERY_ID = 'endorsement';

export const ZPresentationStep = z.object({
  step: z.string(),
  ok: z.boolean().nullable(),
  outcome: z.string(),
  facts: z.record(z.string(), z.string()),
});

/** What the registry found in a presentation: who presented it, and each step of the chain. */
export const ZPresentationVerification = z.object({
  verified: z.boolean(),
  /** The presentation itself: signed by the credential's holder, for this request (nonce, audience). */
  presented: z.boolean(),
  holder: z.string().nullable(),
  issuer: z.string().nullable(),
  role: z.string().nullable(),
  steps: z.array(ZPresentationStep),
});
export type TPresentationVerification = z.infer<typeof ZPresentationVerification>;

export const ZPresentationPoll = z.object({
  status: z.enum(AUTH_REQUEST_STATUSES),
  verification: ZPresentationVerification.optional(),
  /** Why the wallet's answer was not a presentation (the holder declined, or it was unreadable). */
  reason: z.string().optional(),
});
export type TPresentationPoll = z.infer<typeof ZPresentationPoll>;

/** The form a wallet posts: a presentation, or an OAuth error (the holder declined). */
export const ZPresentationResponse = z.object({
  state: z.string().min(1, 'state is required').max(200),
  vp_token: z.string().min(1).max(65_536).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2_000).optional(),
});
export type TPresentationResponse = z.infer<typeof ZPresentationResponse>;
