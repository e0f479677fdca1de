import { z } from 'zod';
import { AUTH_REQUEST_STATUSES } from '../statuses';
import { ZText } from '../schemas/text';
import { ZLoginMode } from './session';

/** Wallet protocol v1 (docs/wallet-protocol.md). */
export const WALLET_PROTOCOL_VERSION = 1;
export const WALLET_ANSWER_MAX_LIFETIME_S = 300;
export const WALLET_ANSWER_ALG = 'ES256K-R';

/** The text inside the QR code. */
export const ZAuthQr = z.object({
  v: z.literal(WALLET_PROTOCOL_VERSION),
  kind: z.literal('auth'),
  intent: z.enum(['login', 'orgsignup']),
  mode: ZLoginMode.optional(),
  txid: ZText().min(1),
  nonce: ZText().min(1),
  aud: ZText().min(1),
  endpoint: ZText().url(),
  exp: z.number().int(),
  org: z.object({ name: ZText() }).optional(),
});
export type TAuthQr = z.infer<typeof ZAuthQr>;

/** Claims of the wallet's did-jwt answer (besides iss/iat/exp set by did-jwt). */
export const ZWalletAnswerClaims = z.object({
  iss: ZText(),
  aud: ZText(),
  txid: ZText(),
  nonce: ZText(),
  iat: z.number().int(),
  exp: z.number().int(),
  approve: z.boolean(),
  name: ZText().optional(),
  email: ZText().optional(),
});
export type TWalletAnswerClaims = z.infer<typeof ZWalletAnswerClaims>;

/** Body of POST {endpoint} and of POST /api/v1/auth/wallet. */
export const ZJwtEnvelope = z.object({ jwt: ZText().min(1) });
export type TJwtEnvelope = z.infer<typeof ZJwtEnvelope>;

export const ZAuthRequestStatus = z.enum(AUTH_REQUEST_STATUSES);

/** GET /api/v1/auth/request?txid= (with x-poll-secret). token and profile come once, on COMPLETED. */
export const AUTH_REJECTION_REASONS = [
  'DENIED_BY_HOLDER',
  'NOT_ORGANISATION_ADMIN',
  /** An organisation login by a DID whose own signup awaits the provider's review. */
  'ENROLMENT_PENDING',
  /** An organisation login by a DID whose own signup the provider rejected. */
  'ENROLMENT_REJECTED',
  /** An organisation login by an Admin whose every organisation the provider has suspended. */
  'ORGANISATION_SUSPENDED',
  'NOT_PROVIDER',
  'DUPLICATE_ORGANISATION',
] as const;
export const ZAuthRejectionReason = z.enum(AUTH_REJECTION_REASONS);
export type TAuthRejectionReason = z.infer<typeof ZAuthRejectionReason>;

/** POST /api/v1/auth/response answer (to the wallet). */
export const ZWalletAnswerResult = z.object({
  status: ZAuthRequestStatus,
  reason: ZAuthRejectionReason.optional(),
  message: z.string().optional(),
});
export type TWalletAnswerResult = z.infer<typeof ZWalletAnswerResult>;

/** POST /api/v1/auth/wallet answer. */
export const ZWalletTokenResponse = z.object({ token: z.string(), expiresAt: z.string() });
